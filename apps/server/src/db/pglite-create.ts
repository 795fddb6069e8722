import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create (pg_trgm for typo-tolerant search); every PGlite must load them. */
const pgliteExtensions = { pg_trgm };

/**
 * PGlite's shared buffers. Its default (128 MB) is allocated and touched at start, so it sat in the server's RSS
 * whatever the data; 16 MB holds the demo data and the hot part of a large one, and PGlite reads the rest
 * through the operating system's file cache (docs/benchmarks/1301-scale-measurements.md: 128 -> 32 MB took the server's RSS after start
 * from 523 to 269 MB; 32 -> 16 MB another ~25 MB off start and peak, same throughput on the demo data, Session
 * 2026-11-24). PGLITE_SHARED_BUFFERS overrides it.
 */
const PGLITE_SHARED_BUFFERS = process.env.PGLITE_SHARED_BUFFERS ?? '16MB';

/**
 * A PGlite with the extensions the schema needs (DATA_DIR, a dumped data dir, or in memory). Its own module so the
 * database thread (db/pglite-thread-entry.ts) loads PGlite alone, without the drivers of db/client.ts.
 */
export function createPglite(opts: Omit<PGliteOptions, 'extensions'> & { dataDir?: string } = {}): Promise<PGlite> {
  return PGlite.create({ postgresqlconf: [`shared_buffers=${PGLITE_SHARED_BUFFERS}`], ...opts, extensions: pgliteExtensions });
}
