import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button.tsx';

const url = `${window.location.origin}/webinars/w1`;

describe('ShareButton (spec part 1 section 8, Other)', () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });
  const setClipboard = (writeText: (t: string) => Promise<void>) => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

  it('uses the native share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton title="AI in QA" path="/webinars/w1" detail />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share AI in QA' })));
    expect(share).toHaveBeenCalledWith({ title: 'AI in QA', url });
    expect(alert).not.toHaveBeenCalled();
  });

  it('on a detail page copies the link and confirms once, in a status (no alert, no second Copied), for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    setClipboard(writeText);
    render(<ShareButton title="AI in QA" path="/webinars/w1" detail />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share AI in QA' })));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByText('Share')).toBeInTheDocument();
  });

  it('on a card only shows the check; without a clipboard it alerts Share this link', async () => {
    setClipboard(vi.fn(async () => {}));
    const card = render(<ShareButton title="AI in QA" path="/webinars/w1" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share AI in QA' })));
    expect(screen.getByText('Copied')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    card.unmount();
    setClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    render(<ShareButton title="AI in QA" path="/webinars/w1" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share AI in QA' })));
    expect(alert).toHaveBeenCalledWith(`Share this link: ${url}`);
  });
});
