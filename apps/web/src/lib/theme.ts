import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'system';
const KEY = 'theme';
const listeners = new Set<() => void>();

function systemDark() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches;
}

export function getTheme(): ThemeChoice {
  const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return v === 'light' || v === 'dark' || v === 'system' ? v : 'system';
}

function resolvedTheme(choice: ThemeChoice = getTheme()): 'light' | 'dark' {
  return choice === 'dark' || (choice === 'system' && systemDark()) ? 'dark' : 'light';
}

function apply() {
  document.documentElement.classList.toggle('dark', resolvedTheme() === 'dark');
  for (const l of listeners) l();
}

/** Saved under the 'theme' key; the initial value is the saved one, else the system preference, else light. */
export function setTheme(choice: ThemeChoice) {
  localStorage.setItem(KEY, choice);
  apply();
}

export function watchSystemTheme() {
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', apply);
  window.addEventListener('storage', (e) => e.key === KEY && apply());
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
/** `choice:resolved`, one string so a change of either re-renders; the server (and hydration) says 'system:light'. */
const snapshot = () => `${getTheme()}:${resolvedTheme()}`;
const serverSnapshot = () => 'system:light';

export function useTheme() {
  const [choice, resolved] = useSyncExternalStore(subscribe, snapshot, serverSnapshot).split(':') as [ThemeChoice, 'light' | 'dark'];
  return { choice, resolved, setTheme };
}
