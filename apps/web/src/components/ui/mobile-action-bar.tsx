import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** The element at the start of the page's main content the bar is drawn in (app-layout.tsx), so Tab reaches it early. */
export const ACTION_BAR_SLOT = 'action-bar-slot';

/**
 * Whether the element is on screen. Until it has been observed (the server's render, the first paint, a browser without
 * IntersectionObserver) it counts as on screen, so nothing appears that might have to go away again.
 */
export function useOnScreen(ref: RefObject<Element | null>) {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/**
 * A detail page's main action (Register, Apply, Activate) kept at the bottom of a phone's screen (below 640 px) while
 * the page's own button (`watch`) is off screen. Render it only while the action is wanted (not registered, not
 * closed…). While it shows, the body gets room at its bottom (`data-action-bar`, index.css) so it covers no content.
 * It is drawn at the start of the main content (ACTION_BAR_SLOT), so it comes early in the tab order rather than
 * after the page's own button (reaching which would scroll that button into view and hide the bar); it is out of the
 * tab order (`hidden`) whenever it does not show. Nothing of it is in the server's HTML: it appears once the page runs.
 */
export function MobileActionBar({ watch, label, children }: { watch: RefObject<Element | null>; label: string; children: ReactNode }) {
  const onScreen = useOnScreen(watch);
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => setSlot(document.getElementById(ACTION_BAR_SLOT) ?? document.body), []);
  useEffect(() => {
    if (onScreen) return;
    document.body.dataset.actionBar = 'on';
    return () => {
      delete document.body.dataset.actionBar;
    };
  }, [onScreen]);
  if (!slot) return null;
  return createPortal(
    <section
      aria-label={label}
      hidden={onScreen}
      data-testid="mobile-action-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur sm:hidden dark:border-slate-800 dark:bg-slate-900/95"
    >
      {children}
    </section>,
    slot,
  );
}
