/** Account helpers without zod: the browser's first load imports these (accounts.ts re-exports them). */

/** Display name in the header: the part of the e-mail before the @. */
export function displayName(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/** A path the browser or the router would read as another host: `//host`, `/\\host`. */
const hostLike = (p: string) => p.startsWith('//') || p.startsWith('/\\');

/**
 * Only a same-site relative path is accepted as a return target (no open redirect). It must start
 * with a single '/' both as given and after normalisation (`/.//host/x` and `/a/..//host` normalise
 * to `//host/...`); anything else gives the fallback.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith('/') || hostLike(value)) return fallback;
  for (const ch of value) if (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127) return fallback;
  try {
    const u = new URL(value, 'http://x.invalid');
    if (u.host !== 'x.invalid' || u.origin !== 'http://x.invalid') return fallback;
    const path = u.pathname + u.search + u.hash;
    return path.startsWith('/') && !hostLike(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
