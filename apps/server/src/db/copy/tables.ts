import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../client.ts';

/**
 * The catalogue of what a backup or a move copies: every table of the `public` schema (drizzle's own
 * migration record is not copied; the target gets it from running the migrations), in an order where
 * each table comes after the tables its foreign keys point to, with the columns a row is written with
 * (generated columns are left out: the target computes them).
 */
export type TableInfo = { name: string; columns: string[] };

export async function listTables(db: Db): Promise<TableInfo[]> {
  const cols = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`),
  );
  const fks = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select cl.relname as child, pl.relname as parent
      from pg_constraint k
      join pg_class cl on cl.oid = k.conrelid join pg_namespace n on n.oid = cl.relnamespace
      join pg_class pl on pl.oid = k.confrelid
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const columns = new Map<string, string[]>();
  for (const r of cols) columns.set(r.table, [...(columns.get(r.table) ?? []), r.column]);
  return dependencyOrder([...columns.keys()], fks).map((name) => ({ name, columns: columns.get(name) ?? [] }));
}

/** Parents before children (a self-reference is allowed: such a table must then be copied in one statement). */
export function dependencyOrder(tables: string[], fks: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const fk of fks) if (fk.child !== fk.parent) parents.get(fk.child)?.add(fk.parent);
  const done = new Set<string>();
  const order: string[] = [];
  const pending = [...tables].sort();
  while (pending.length) {
    const i = pending.findIndex((t) => [...(parents.get(t) ?? [])].every((p) => done.has(p) || !parents.has(p)));
    if (i < 0) throw new Error(`Foreign keys form a cycle among: ${pending.join(', ')}`);
    const [t] = pending.splice(i, 1) as [string];
    done.add(t);
    order.push(t);
  }
  return order;
}

/** Rows per table (in the caller's transaction, so a snapshot when it is one). */
export async function countRows(db: Db, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const [r] = rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from ${sql.identifier(t)}`));
    counts[t] = Number(r?.n ?? 0);
  }
  return counts;
}

export type SequenceValue = { name: string; value: string; called: boolean };

/** The `public` schema's sequences and their positions (none today: ids are uuids; kept for any serial column). */
export async function readSequences(db: Db): Promise<SequenceValue[]> {
  const names = rowsOf<{ name: string }>(
    await db.execute(sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`),
  );
  const out: SequenceValue[] = [];
  for (const { name } of names) {
    const [r] = rowsOf<{ value: string; called: boolean }>(
      await db.execute(sql`select last_value::text as value, is_called as called from ${sql.identifier(name)}`),
    );
    if (r) out.push({ name, value: r.value, called: r.called });
  }
  return out;
}

export async function writeSequences(db: Db, values: SequenceValue[]): Promise<void> {
  for (const s of values) await db.execute(sql`select setval(${`public.${s.name}`}::regclass, ${s.value}::bigint, ${s.called})`);
}

/** How many tables the `public` schema has (a restore or a move needs a target without any). */
export async function tableCount(db: Db): Promise<number> {
  const [r] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*)::text as n from information_schema.tables where table_schema in ('public', 'drizzle')`),
  );
  return Number(r?.n ?? 0);
}

/** The database's size on disk, in bytes. */
export async function databaseSize(db: Db): Promise<number> {
  const [r] = rowsOf<{ n: string }>(await db.execute(sql`select pg_database_size(current_database())::text as n`));
  return Number(r?.n ?? 0);
}
