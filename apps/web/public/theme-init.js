// Runs before the first paint (an external file: the CSP allows no inline scripts).
// 1. The saved theme. 2. A signed-in hint for the page shell (docs/decisions/2111-signed-in-shell.md): a stored session
// marks <html data-session="in">, so CSS gives the sidebar, bell and account menu their space before the app runs; the
// width the member's header items took last time (lib/shell-hint.ts) reserves theirs. Nothing of this is in the HTML:
// server-rendered pages stay the same for everyone.
try {
  const saved = localStorage.getItem('theme');
  const dark = saved === 'dark' || ((!saved || saved === 'system') && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // storage unavailable: keep the light theme
}
try {
  if (localStorage.getItem('auth.session')) {
    const root = document.documentElement;
    root.dataset.session = 'in';
    const hint = JSON.parse(localStorage.getItem('shell.hint') || '{}');
    if (hint.pro) root.dataset.pro = 'true';
    if (typeof hint.xs === 'number') root.style.setProperty('--member-w-xs', `${hint.xs}px`);
    if (typeof hint.sm === 'number') root.style.setProperty('--member-w-sm', `${hint.sm}px`);
  }
} catch {
  // storage unavailable: the shell appears when the app knows the session
}
