// Run by scripts/bench-sync.mjs (through tsx) on a stopped server's PGlite folder (or its PostgreSQL URL): adds trusted vendors and the
// connected sources of the benchmark, all due at one moment (argv: dataDir, fixture base URL, due-in seconds).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';

const [dataDir, base, dueIn] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase(dataDir.startsWith('postgres') ? { databaseUrl: dataDir } : { dataDir });
const { db } = database;
const [admin] = (await db.execute(sql`select id from users where email = 'admin@example.com'`)).rows as { id: string }[];
const vendors = Array.from({ length: 10 }, (_, i) => `bench-sync-${i}`);
for (const id of vendors)
  await db.execute(
    sql`insert into vendors (id, name, trusted) values (${id}, ${`Bench Sync ${id.slice(-1)}`}, true) on conflict (id) do update set trusted = true`,
  );
const kinds = [...Array(60).fill('greenhouse'), ...Array(50).fill('lever'), ...Array(40).fill('ashby'), ...Array(30).fill('feed'), ...Array(19).fill('ical')];
const sources: { vendor: string; kind: string; ref: string }[] = [{ vendor: vendors[0] as string, kind: 'greenhouse', ref: 'big' }];
kinds.forEach((kind, i) => {
  const vendor = vendors[1 + (i % 9)] as string;
  const ref = kind === 'feed' ? `${base}/feeds/${i}.xml` : kind === 'ical' ? `${base}/cal/${i}.ics` : `b${i}`;
  sources.push({ vendor, kind, ref });
});
for (const s of sources)
  await db.execute(sql`insert into vendor_sources (vendor_id, kind, ref, created_by, next_sync_at)
    values (${s.vendor}, ${s.kind}, ${s.ref}, ${admin?.id ?? null}::uuid, now() + make_interval(secs => ${Number(dueIn)}))`);
console.log(`${sources.length} sources due in ${dueIn} s`);
await database.close();
