/**
 * A form a visitor filled in and sent before signing in (docs/decisions/2112-input-before-hydration.md): kept in this
 * tab's session storage under its name while they sign in, taken back (once) when they return, so the page can
 * finish what they asked for. Sign-out clears session storage with the rest.
 */
const key = (name: string) => `pending.${name}`;

export function keepForSignIn(name: string, values: unknown) {
  try {
    sessionStorage.setItem(key(name), JSON.stringify(values));
  } catch {
    // storage unavailable: the form comes back empty, as before
  }
}

export function takePending<T>(name: string): T | null {
  try {
    const raw = sessionStorage.getItem(key(name));
    sessionStorage.removeItem(key(name));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
