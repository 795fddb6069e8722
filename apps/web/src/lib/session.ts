import type { SessionResponse } from '@portal/shared/accounts';
import { markSession } from './shell-hint.ts';

/**
 * The session store: access token and expiry kept in localStorage (so tabs share it), the refresh
 * token in an httpOnly cookie the script never sees. Refreshes are serialised across tabs with the
 * Web Locks API, so a rotated refresh token is never presented twice.
 */
export type Session = { accessToken: string; expiresAt: number; user: { id: string; email: string } };
export type AuthState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; session: Session };

const KEY = 'auth.session';
/** Keys that survive sign-out: display preferences (theme, remembered table sorts), not personal data. */
const keepOnSignOut = (key: string) => key === 'theme' || /^admin\.[a-z-]+\.sort$/.test(key);
const CHECK_MS = 30_000;
const REFRESH_WHEN_CHECKS_LEFT = 3;

/**
 * The one signed-out state object: the server renders as signed out (lib/auth.tsx), and a visitor's browser, which
 * hydrates with that snapshot, then reads this same object, so React sees no change and re-renders nothing.
 */
export const SIGNED_OUT: AuthState = { status: 'signedOut' };

let state: AuthState = { status: 'loading' };
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let inflight: Promise<Session | null> | null = null;
let onSignedOut: (() => void) | null = null;

function emit(next: AuthState) {
  state = next;
  markSession(next.status);
  for (const l of listeners) l();
}

export const sessionStore = {
  get: () => state,
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};

function read(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Session;
    return typeof s?.accessToken === 'string' && typeof s.expiresAt === 'number' ? s : null;
  } catch {
    return null;
  }
}

/** The sign-in answer is the session as the client keeps it (same fields). */
function fromResponse(r: SessionResponse): Session {
  return { accessToken: r.accessToken, expiresAt: r.expiresAt, user: r.user };
}

const secondsLeft = (s: Session) => s.expiresAt - Date.now() / 1000;

export function setSession(r: SessionResponse) {
  const s = fromResponse(r);
  localStorage.setItem(KEY, JSON.stringify(s));
  emit({ status: 'signedIn', session: s });
  startTimer();
}

/** Clears local and session storage (the theme choice stays) and forgets the user. */
export function clearSession() {
  const kept = Object.keys(localStorage)
    .filter(keepOnSignOut)
    .map((k) => [k, localStorage.getItem(k)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [k, v] of kept) if (v !== null) localStorage.setItem(k, v);
  if (timer) clearInterval(timer);
  timer = null;
  emit(SIGNED_OUT);
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return fn();
  return locks.request('auth-refresh', fn) as Promise<T>;
}

/** The refresh answer's shape (sessionResponse), checked by hand: no schema library in the first load. */
function asSession(v: unknown): SessionResponse | null {
  const s = v as Partial<SessionResponse> | null;
  if (!s || typeof s.accessToken !== 'string' || !Number.isInteger(s.expiresAt)) return null;
  if (!s.user || typeof s.user.id !== 'string' || typeof s.user.email !== 'string') return null;
  return { accessToken: s.accessToken, expiresAt: s.expiresAt as number, user: { id: s.user.id, email: s.user.email } };
}

/** Refresh once at a time; another tab may already have done it. */
export function refreshSession(force = false): Promise<Session | null> {
  inflight ??= withLock(async () => {
    const current = read();
    if (!force && current && secondsLeft(current) > (CHECK_MS / 1000) * REFRESH_WHEN_CHECKS_LEFT) {
      emit({ status: 'signedIn', session: current });
      return current;
    }
    const res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' }).catch(() => null);
    if (!res) return current && secondsLeft(current) > 0 ? current : null; // offline: keep what is still valid
    if (!res.ok) return null;
    const body = asSession(await res.json().catch(() => null));
    if (!body) return null;
    setSession(body);
    return fromResponse(body);
  }).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Signed out from the server's point of view: clear everything and go to /login. */
export function expireSession() {
  clearSession();
  onSignedOut?.();
}

function startTimer() {
  if (timer) return;
  timer = setInterval(async () => {
    const s = read();
    if (!s) {
      if (state.status === 'signedIn') expireSession();
      return;
    }
    if (secondsLeft(s) < (CHECK_MS / 1000) * REFRESH_WHEN_CHECKS_LEFT) {
      const next = await refreshSession();
      if (!next) expireSession();
    }
  }, CHECK_MS);
}

export async function initSession(opts: { onExpired: () => void }) {
  onSignedOut = opts.onExpired;
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY && e.key !== null) return;
    const s = read();
    if (!s && state.status === 'signedIn') clearSession();
    else if (s) emit({ status: 'signedIn', session: s });
  });
  const s = read();
  if (s && secondsLeft(s) > 60) {
    emit({ status: 'signedIn', session: s });
    startTimer();
    return;
  }
  if (!s) {
    // No stored session: the cookie may still hold one only if we were signed in, so do not ask.
    emit(SIGNED_OUT);
    return;
  }
  const next = await refreshSession(true);
  if (next) startTimer();
  else clearSession();
}

export async function signOut() {
  await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
  clearSession();
}

export function accessToken(): string | null {
  return state.status === 'signedIn' ? state.session.accessToken : (read()?.accessToken ?? null);
}
