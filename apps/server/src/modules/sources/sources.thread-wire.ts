import type { Env } from '../../lib/env.ts';
import type { HashedItem, WireError } from './fetch-map.ts';
import type { FetchMapRequest } from './fetch-map.ts';
import type { SourceRow, SyncOutcome } from './sources.queries.ts';

/**
 * The messages between the serving thread (sources.thread.ts) and the source thread (src/source-thread.ts),
 * docs/decisions/2206 and 2207. Their own file, so the thread's entry can import the sync without an import cycle.
 */
/** The source thread's own connections (PostgreSQL) as pg_stat_activity names them. */
export const SOURCE_THREAD_APPLICATION = 'portal-source-thread';

export type ToThread =
  | { type: 'sync'; id: number; req: FetchMapRequest; duty: number }
  | { type: 'next'; id: number }
  | { type: 'drop'; id: number }
  /** The whole sync of a source in the thread, its writes through the thread's own connection to `databaseUrl` (2207). */
  | { type: 'sync-source'; id: number; source: SourceRow; env: Env; databaseUrl: string }
  /** The serving thread's answer to a `bump`: the public cache's version was bumped (or why not). */
  | { type: 'bumped'; id: number; error?: string };

export type FromThread =
  | { type: 'ready'; niced: boolean }
  | { id: number; type: 'head'; notModified: boolean; etag: string | null; lastModified: string | null; warnings: string[]; total: number }
  | { id: number; type: 'part'; items: HashedItem[] }
  | { id: number; type: 'error'; error: WireError }
  /** A source written in the thread changed something public: the serving thread bumps (coalesced within a tick). */
  | { id: number; type: 'bump' }
  | { id: number; type: 'synced'; outcome: SyncOutcome };
