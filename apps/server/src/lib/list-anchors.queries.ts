import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../db/client.ts';

/**
 * One term of a list's sort (docs/decisions/2430-list-anchors.md): its expression on the table's alias, its direction,
 * where its nulls go (only when it can be null) and its type, so a key read as text can be compared again.
 * A sort is a total order: its last term is unique (the id).
 */
export type OrderKey = {
  expr: SQL;
  desc?: boolean;
  /** The term can be null; its nulls sort last (`nulls last`) unless `nullsFirst`. */
  nullable?: boolean;
  nullsFirst?: boolean;
  type: 'text' | 'date' | 'timestamptz' | 'int' | 'uuid';
};

/** A term's direction; the nulls' place only for a term that can be null (spelt as its index is: `id desc` is not `id desc nulls last`). */
const dir = (k: OrderKey) => sql.raw(`${k.desc ? 'desc' : 'asc'}${k.nullable ? (k.nullsFirst ? ' nulls first' : ' nulls last') : ''}`);

/** The ORDER BY of a sort, e.g. `j.posted_date desc nulls last, j.created_at desc, j.id asc`. */
export const orderOf = (keys: OrderKey[]) =>
  sql.join(
    keys.map((k) => sql`${k.expr} ${dir(k)}`),
    sql`, `,
  );

/** The sort's terms as they come out of the page's union (`_k0`, `_k1`…), in the same order. */
const outerOrder = (keys: OrderKey[]) =>
  sql.join(
    keys.map((k, i) => sql`${sql.raw(`_k${i}`)} ${dir(k)}`),
    sql`, `,
  );

/** The versions of `areas` (cache_versions) as one text, read in the statement's own snapshot. */
export const versionsOf = (areas: string[]) =>
  sql`(select string_agg(cv.area || ':' || cv.version, ',' order by cv.area) from cache_versions cv where cv.area in (${sql.join(
    areas.map((a) => sql`${a}`),
    sql`, `,
  )}))`;

export type AnchorList = { table: string; alias: string; filters: SQL[]; keys: OrderKey[]; areas: string[] };

const whereOf = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

const dialect = new PgDialect();

/**
 * The anchors of a list: the sort key (as text) of the rows at positions every, 2·every, 3·every… (0-based), with the
 * versions of the list's areas read in the same snapshot. One cursor over the sort's index (list_anchors, migration
 * 0027), given the list's query as text.
 */
export async function readAnchors(db: Db, l: AnchorList, every: number) {
  const a = sql.raw(l.alias);
  const cols = sql.join(
    l.keys.map((k, i) => sql`${k.expr} as ${sql.raw(`_k${i}`)}`),
    sql`, `,
  );
  const list = dialect.sqlToQuery(sql`select ${cols} from ${sql.raw(l.table)} ${a} where ${whereOf(l.filters)} order by ${orderOf(l.keys)}`.inlineParams());
  const found = rowsOf<{ versions: string | null; a: Record<string, string | number | null> | null }>(
    await db.execute(
      sql`select ${versionsOf(l.areas)} as versions, s.a from (select 1) one left join lateral list_anchors(${list.sql}, ${every}::int) s(a) on true`,
    ),
  );
  const versions = found[0]?.versions ?? '';
  const anchors = found.flatMap((r) => (r.a ? [l.keys.map((_, i) => (r.a?.[`_k${i}`] == null ? null : String(r.a[`_k${i}`])))] : []));
  return { versions, anchors };
}

const cast = (k: OrderKey, v: string) => sql`${v}::${sql.raw(k.type)}`;
const equal = (k: OrderKey, v: string | null) => (v === null ? sql`${k.expr} is null` : sql`${k.expr} = ${cast(k, v)}`);
/** The term's values strictly after `v` in the sort, as disjoint conditions each an index range. */
function after(k: OrderKey, v: string | null): SQL[] {
  const nullsLast = k.nullable && !k.nullsFirst;
  if (v === null) return nullsLast ? [] : k.nullable ? [sql`${k.expr} is not null`] : [];
  const past = k.desc ? sql`${k.expr} < ${cast(k, v)}` : sql`${k.expr} > ${cast(k, v)}`;
  return nullsLast ? [past, sql`${k.expr} is null`] : [past];
}

/**
 * The ids of a page of a list, read from an anchor: the rows at or after the anchor's key in the sort, `skip` of them
 * skipped. "At or after" is a union of disjoint ranges (equal on the first i terms, past the anchor on the next),
 * each read in order from the sort's index and cut at skip + limit rows, merged in the sort's order: at most the
 * anchor spacing plus the page is read, wherever the page is. When the list's versions are not `versions` any more
 * (a write since the anchors were read), no row comes back and `stale` says so (checked in the same snapshot).
 */
export function anchoredIds(l: AnchorList, anchor: (string | null)[], versions: string, skip: number, limit: number) {
  const a = sql.raw(l.alias);
  const ranges: SQL[] = [];
  l.keys.forEach((k, i) => {
    const same = l.keys.slice(0, i).map((p, j) => equal(p, anchor[j] ?? null));
    for (const past of after(k, anchor[i] ?? null)) ranges.push(whereOf([...same, past]));
  });
  ranges.push(whereOf(l.keys.map((k, i) => equal(k, anchor[i] ?? null))));
  const cols = sql.join(
    l.keys.map((k, i) => sql`${k.expr} as ${sql.raw(`_k${i}`)}`),
    sql`, `,
  );
  const parts = ranges.map(
    (r) => sql`(select ${a}.id, ${cols} from ${sql.raw(l.table)} ${a} where ${whereOf([...l.filters, r])} order by ${orderOf(l.keys)} limit ${skip + limit})`,
  );
  return {
    ids: sql`select s.id from (${sql.join(parts, sql` union all `)}) s where ${versionsOf(l.areas)} = ${versions}
      order by ${outerOrder(l.keys)} limit ${limit} offset ${skip}`,
    fresh: sql`(${versionsOf(l.areas)} = ${versions})`,
  };
}
