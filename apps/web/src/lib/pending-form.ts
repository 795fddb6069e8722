/**
 * A form a visitor filled in and sent, or an action they pressed, before signing in (docs/decisions/2112-input-before-hydration.md,
 * 2102-intent-through-sign-in.md): kept in this tab's session storage under its name while they sign in, taken back
 * (once) when they return, so the page can finish what they asked for. Sign-out clears session storage with the rest;
 * what was kept more than `MAX_AGE_MS` ago is dropped (a sign-in abandoned then is not finished hours later).
 */
const key = (name: string) => `pending.${name}`;
const MAX_AGE_MS = 30 * 60_000;

export function keepForSignIn(name: string, values: unknown) {
  try {
    sessionStorage.setItem(key(name), JSON.stringify({ at: Date.now(), values }));
  } catch {
    // storage unavailable: the form comes back empty, as before
  }
}

export function takePending<T>(name: string): T | null {
  try {
    const raw = sessionStorage.getItem(key(name));
    sessionStorage.removeItem(key(name));
    if (!raw) return null;
    const kept = JSON.parse(raw) as { at?: unknown; values?: T };
    if (typeof kept.at !== 'number' || Date.now() - kept.at > MAX_AGE_MS) return null;
    return kept.values ?? null;
  } catch {
    return null;
  }
}
