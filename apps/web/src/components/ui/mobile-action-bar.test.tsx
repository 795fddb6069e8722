import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersection } from '../../test/intersection.ts';
import { ACTION_BAR_SLOT, MobileActionBar } from './mobile-action-bar.tsx';

function Page({ onPress }: { onPress: () => void }) {
  const main = useRef<HTMLDivElement>(null);
  return (
    <div ref={main} data-testid="main">
      <button type="button" onClick={onPress}>
        Register
      </button>
      <MobileActionBar watch={main} label="Register for this webinar">
        <button type="button" onClick={onPress}>
          Register
        </button>
      </MobileActionBar>
    </div>
  );
}

describe('MobileActionBar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows (and makes room at the bottom of the page) only while the main button is off screen', () => {
    const io = stubIntersection();
    const onPress = vi.fn();
    const { unmount } = render(<Page onPress={onPress} />);
    // First paint and server render: hidden, out of the tab order.
    expect(screen.getAllByRole('button', { name: 'Register' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Register for this webinar' })).toBeNull();
    expect(document.body.dataset.actionBar).toBeUndefined();

    io.show(screen.getByTestId('main'), false);
    const bar = screen.getByRole('region', { name: 'Register for this webinar' });
    expect(bar.className).toContain('sm:hidden');
    expect(bar.className).toContain('fixed');
    expect(document.body.dataset.actionBar).toBe('on');
    bar.querySelector('button')?.click();
    expect(onPress).toHaveBeenCalledTimes(1);

    io.show(screen.getByTestId('main'), true);
    expect(screen.queryByRole('region', { name: 'Register for this webinar' })).toBeNull();
    expect(document.body.dataset.actionBar).toBeUndefined();

    io.show(screen.getByTestId('main'), false);
    expect(document.body.dataset.actionBar).toBe('on');
    unmount();
    expect(document.body.dataset.actionBar).toBeUndefined();
  });

  it("is drawn at the start of the main content, so Tab reaches it before the page's own button", () => {
    const io = stubIntersection();
    const slot = document.createElement('div');
    slot.id = ACTION_BAR_SLOT;
    document.body.prepend(slot);
    try {
      render(<Page onPress={vi.fn()} />);
      io.show(screen.getByTestId('main'), false);
      const bar = screen.getByRole('region', { name: 'Register for this webinar' });
      expect(bar.parentElement).toBe(slot);
      const [first] = screen.getAllByRole('button', { name: 'Register' });
      expect(bar.contains(first ?? null)).toBe(true);
    } finally {
      slot.remove();
    }
  });
});
