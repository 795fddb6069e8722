import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Thumb, VideoThumb } from './card-media.tsx';

describe('Thumb', () => {
  afterEach(() => vi.restoreAllMocks());

  it("falls back to the item's own title card when the image fails to load", () => {
    const { container } = render(<Thumb src="https://i.ytimg.com/vi/abc/hqdefault.jpg" label="Acme" title="Self-healing locators in practice" />);
    const img = container.querySelector('img');
    if (!img) throw new Error('no image');
    expect(screen.queryByTestId('title-card')).toBeNull();
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('title-card')).toHaveTextContent('Self-healing locators in practice');
  });

  it('also when the server-rendered image failed before the app took it over (complete, no pixels)', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    const { container } = render(<Thumb src="https://i.ytimg.com/vi/abc/hqdefault.jpg" label="Acme" title="Flaky test triage" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('title-card')).toHaveTextContent('Flaky test triage');
  });

  it('keeps an image that loaded', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(480);
    const { container } = render(<Thumb src="https://example.com/a.jpg" label="Acme" title="A webinar" />);
    expect(container.querySelector('img')).not.toBeNull();
  });

  it("a YouTube course thumbnail that is blocked shows the course's title card", () => {
    const { container } = render(<VideoThumb url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="AI for testers" fallbackLabel="Acme" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    if (img) fireEvent.error(img);
    expect(screen.getByTestId('title-card')).toHaveTextContent('AI for testers');
    expect(screen.getByRole('button', { name: 'Play video: AI for testers' })).toBeTruthy();
  });
});
