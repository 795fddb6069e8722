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
// 3. Input before the app runs (docs/decisions/2112-input-before-hydration.md): a server-rendered page shows buttons
// and fields before its script has taken it over. Presses on buttons and what is typed or chosen in fields are kept
// here, and main.tsx hands them to the app once it is interactive (lib/early-input.ts), each press once. A search form
// that submits by GET to its own page works without the app and is left alone.
(() => {
  const presses = [];
  const fields = new Map();
  let submitted = null;
  const label = (el) => `${el.getAttribute('aria-label') || ''}|${el.textContent || ''}`;
  const plainGet = (form) => form && form.getAttribute('method') === 'get' && form.hasAttribute('action');
  const onClick = (e) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (!button || button.disabled || (button.type === 'submit' && plainGet(button.form))) return;
    e.preventDefault();
    if (!presses.some((p) => p.el === button)) presses.push({ el: button, label: label(button) });
  };
  const onSubmit = (e) => {
    if (plainGet(e.target)) return;
    e.preventDefault();
    submitted = e.target;
  };
  const onInput = (e) => {
    const el = e.target;
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) return;
    fields.set(el, el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value);
  };
  const events = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onInput],
    ['change', onInput],
  ];
  for (const [name, fn] of events) document.addEventListener(name, fn, true);
  window.__earlyInput = {
    take() {
      for (const [name, fn] of events) document.removeEventListener(name, fn, true);
      window.__earlyInput = undefined;
      return { presses, fields, submitted };
    },
  };
})();
