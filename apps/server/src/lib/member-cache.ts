import type { Context } from 'hono';
import type { Contract, ContractInfo } from '@portal/shared/contract';
import type { Db } from '../db/client.ts';
import { liveSessionUser } from './auth.queries.ts';
import type { AppEnv, AuthUser, Deps } from './context.ts';
import { type Encoded, encode, encodedBytes, pickEncoding } from './encoding.ts';
import { cacheLookup } from './metrics.ts';
import {
  backgroundVersion,
  type CacheArea,
  type CacheDeps,
  currentVersions,
  ENTRY_TTL_MS,
  etagOf,
  matchesEtag,
  memberVersion,
  Store,
  versionKey,
} from './versioned-cache.ts';

/**
 * Members' own answers and session checks, kept per process by the rules of the visitors' cache (lib/versioned-cache.ts,
 * docs/decisions/2410):
 *
 * - A member's answer to a GET declared `memberCache` (route.ts) is stored under the member, the URL (path plus sorted
 *   query), the area's content, counts and background versions and the member's own version (`memberVersion`: every
 *   write of theirs that such answers read moves it). So a like, a registration or a follow of theirs, or anyone's
 *   edit or like, makes the next answer a miss: at once in the process that served the write (forgetAfterWrites),
 *   within one poll in the others. Answers derived from the clock are remade after ENTRY_TTL_MS as visitors' are.
 *   The member gets a private ETag and 304 on a match; concurrent misses of one key wait for one computation.
 * - The session check (the access token's session family still live, the profile's flags) is stored under the member,
 *   the family and the member's version: sign-out and refresh-token theft revoke the family, a password change revokes
 *   every family, a deletion removes the profile, and a role or plan change updates it; each moves the member's
 *   version, so the token is refused at once in the process that did it and within one poll elsewhere.
 * - Both stores are capped by entries and bytes (oldest first out): memory does not grow with the members.
 */
const MAX_SESSIONS = 20_000;
/** A stored session check is used at most this long; its version is what makes it exact. */
const SESSION_TTL_MS = 60_000;

/** A stored answer; `keyLength` counts its key (the URL) in the store's bytes. */
type Answer = { text: string; etag: string; body: Encoded; at: number; keyLength: number };
type Session = { user: AuthUser; at: number };
type Stores = { answers: Store<Answer>; sessions: Store<Session> };

const stores = new WeakMap<Db, Stores>();

function storesOf({ db, env }: CacheDeps): Stores {
  let s = stores.get(db);
  if (!s) {
    s = {
      // Capped by MEMBER_CACHE_MAX_ANSWERS and MEMBER_CACHE_MAX_MB (defaults 4,000 and 24 MB).
      answers: new Store<Answer>(
        { maxEntries: env.MEMBER_CACHE_MAX_ANSWERS, maxBytes: env.MEMBER_CACHE_MAX_MB * 1024 * 1024, ttlMs: ENTRY_TTL_MS },
        (a) => encodedBytes(a.body) + (a.text.length + a.keyLength) * 2,
        undefined,
        (a) => a.at,
      ),
      sessions: new Store<Session>({ maxEntries: MAX_SESSIONS, maxBytes: Number.POSITIVE_INFINITY, ttlMs: SESSION_TTL_MS }, undefined, undefined, (e) => e.at),
    };
    stores.set(db, s);
  }
  return s;
}

const declared = new WeakMap<Contract, CacheArea>();

/**
 * Declares that a member's answer to this GET depends only on `area`'s versions, the URL and the member's own version
 * (the tables of migration 0025): route() then keeps it here. Call before registering the operation.
 */
export function cacheForMembers(contract: Contract, area: CacheArea) {
  if ((contract as ContractInfo).method !== 'get') throw new Error(`${(contract as ContractInfo).path}: only GETs are kept for members`);
  declared.set(contract, area);
}

/** The area a contract's member answers are kept under, if declared. */
export const memberCacheOf = (contract: Contract | undefined) => (contract ? declared.get(contract) : undefined);

/** What the member cache holds in this process (for tests and the memory figures). */
export function memberCacheSize(db: Db) {
  const s = stores.get(db);
  return { answers: s?.answers.size ?? 0, answerBytes: s?.answers.bytes ?? 0, sessions: s?.sessions.size ?? 0 };
}

/** The user of a live session family, from the store when the member's version has not moved since it was checked. */
export async function sessionUser(deps: CacheDeps, userId: string, familyId: string): Promise<AuthUser | null> {
  const at = Date.now();
  const versions = await currentVersions(deps);
  const key = `${userId}:${familyId}:${memberVersion(deps.db, versions, userId)}`;
  const found = await storesOf(deps).sessions.getOrMake(key, async () => {
    const user = await liveSessionUser(deps.db, userId, familyId);
    return user ? { user, at } : null;
  });
  return found?.user ?? null;
}

/** Path plus the query parameters sorted (`?b=1&a=2` and `?a=2&b=1` share an entry). */
function normalisedUrl(url: string): string {
  const u = new URL(url);
  const params = [...u.searchParams.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return `${u.pathname}?${new URLSearchParams(params).toString()}`;
}

/**
 * A member's answer to a GET of `area`: the stored one when current, else `run()` (the operation: input parsed, handler
 * run, answer shaped: its JSON text), stored. A Response from `run()` (not JSON) is sent as it is and not stored.
 */
export async function memberAnswer(c: Context<AppEnv>, area: CacheArea, user: AuthUser, run: () => Promise<string | Response>): Promise<Response> {
  const deps: Pick<Deps, 'db' | 'env'> = c.get('deps');
  const at = Date.now();
  const versions = await currentVersions(deps);
  const key = `${user.id} ${versionKey(versions, area)}.${backgroundVersion(versions, area)} ${memberVersion(deps.db, versions, user.id)} ${normalisedUrl(c.req.url)}`;
  const { answers } = storesOf(deps);
  let own: Response | null = null;
  let made = false;
  let answer = answers.get(key) ?? null;
  if (!answer) {
    answer = await answers.getOrMake(key, async () => {
      made = true;
      const out = await run();
      if (out instanceof Response) {
        own = out;
        return null;
      }
      return { text: out, etag: etagOf(out), body: encode(Buffer.from(out)), at, keyLength: key.length };
    });
  }
  cacheLookup(made ? 'app-miss' : 'app-hit');
  if (own) return own;
  if (!answer) {
    // Another request's run answered something not stored: this one runs its own.
    const out = await run();
    return out instanceof Response ? out : c.body(out, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-cache' });
  }
  // publicCache (a member's GET under a cached area) leaves an answer alone when route() handed it the JSON.
  c.set('json', answer.text);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ETag: answer.etag,
    'Cache-Control': 'private, no-cache',
    Vary: 'Authorization, Accept-Encoding',
  };
  if (matchesEtag(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
  const sent = pickEncoding(answer.body, c.req.header('accept-encoding'));
  if (sent.encoding) headers['Content-Encoding'] = sent.encoding;
  return c.body(sent.encoding ? (sent.body as Uint8Array<ArrayBuffer>) : answer.text, 200, headers);
}
