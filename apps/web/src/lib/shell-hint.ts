/**
 * The signed-in hint the pre-paint script (public/theme-init.js) reads before the app runs, so the signed-in shell
 * (sidebar, bell, account menu) has its space from the first paint (docs/decisions/2111-signed-in-shell.md):
 * `<html data-session="in">` while a session is stored, and, in localStorage, whether the member is Pro (no
 * 'Upgrade to Pro') and how wide their header items were at phone and wider widths. Kept in this browser only,
 * cleared at sign-out with the rest of local storage; server-rendered pages stay the same for everyone.
 */
const KEY = 'shell.hint';
type Hint = { pro?: boolean; xs?: number; sm?: number };

const root = () => (typeof document === 'undefined' ? null : document.documentElement);

/** Marks the page signed in (or not) for the shell's CSS; 'loading' keeps what the pre-paint script decided. */
export function markSession(status: 'loading' | 'signedIn' | 'signedOut') {
  const el = root();
  if (!el || status === 'loading') return;
  if (status === 'signedIn') el.dataset.session = 'in';
  else {
    delete el.dataset.session;
    delete el.dataset.pro;
  }
}

/** Signed in, as the pre-paint script saw it (before the app has read the session itself). */
export const hintedSignedIn = () => root()?.dataset.session === 'in';

/** Pro, as last seen in this browser (until the profile has loaded). */
export const hintedPro = () => root()?.dataset.pro === 'true';

function read(): Hint {
  try {
    return JSON.parse(localStorage.getItem(KEY) || '{}') as Hint;
  } catch {
    return {};
  }
}

/** Remembers the plan and the width the member's header items took at this width class. */
export function saveShellHint(pro: boolean, width: number) {
  const el = root();
  if (!el) return;
  const wide = window.matchMedia('(min-width: 640px)').matches;
  const next = { ...read(), pro, [wide ? 'sm' : 'xs']: Math.round(width) };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage full or unavailable: the next load reserves less
  }
  if (pro) el.dataset.pro = 'true';
  else delete el.dataset.pro;
  el.style.setProperty(wide ? '--member-w-sm' : '--member-w-xs', `${Math.round(width)}px`);
}
