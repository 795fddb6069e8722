import { adminMessages } from '@portal/shared/admin';
import type { Db } from '../../db/client.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { type ContentTable, deleteRows, insertRow, insertRows, lockRows, type Row, updateRows, vendorExists } from './admin-crud.queries.ts';

export type Entity = { table: ContentTable; type: string; label: string };

/** `then` runs in the same transaction after the write (e.g. the item's topics). */
type Then = (tx: Db, id: string) => Promise<void>;

export async function createRow(db: Db, actor: Actor, entity: Entity, values: Row, then?: Then): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await insertRow(tx, entity.table, values);
    if (!row) throw new AppError('internal', 'Insert failed');
    await then?.(tx, String(row.id));
    await writeAudit(tx, actor, [{ action: 'create', entityType: entity.type, entityId: String(row.id), after: row }]);
    return row;
  });
}

/** createRow for many rows at once (each with its own `id`): one insert and one audit statement. */
export async function createRows(db: Db, actor: Actor, entity: Entity, values: Row[]): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const rows = await insertRows(tx, entity.table, values);
    await writeAudit(
      tx,
      actor,
      rows.map((row) => ({ action: 'create', entityType: entity.type, entityId: String(row.id), after: row })),
    );
    return rows;
  });
}

export async function updateRow(db: Db, actor: Actor, entity: Entity, id: string, values: Row, then?: Then): Promise<Row> {
  return db.transaction(async (tx) => {
    const [before] = await lockRows(tx, entity.table, [id]);
    if (!before) throw new AppError('not_found', `${entity.label} not found`);
    const [after] = await updateRows(tx, entity.table, [id], values, new Date());
    await then?.(tx, id);
    await writeAudit(tx, actor, [{ action: 'update', entityType: entity.type, entityId: id, before, after }]);
    return after as Row;
  });
}

export async function deleteRow(db: Db, actor: Actor, entity: Entity, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await deleteRows(tx, entity.table, [id]);
    if (!before) throw new AppError('not_found', `${entity.label} not found`);
    await writeAudit(tx, actor, [{ action: 'delete', entityType: entity.type, entityId: id, before }]);
  });
}

/**
 * One bulk change in one transaction: every id must exist, otherwise nothing changes (404).
 * `set` null means delete. One audit row per item.
 */
export async function bulkApply(db: Db, actor: Actor, entity: Entity, ids: string[], action: string, set: Row | null): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const before = await lockRows(tx, entity.table, unique);
    if (before.length !== unique.length) throw new AppError('not_found', adminMessages.bulkMissing);
    let after: Row[] = [];
    if (set) after = await updateRows(tx, entity.table, unique, set);
    else await deleteRows(tx, entity.table, unique);
    const afterById = new Map(after.map((r) => [String(r.id), r]));
    await writeAudit(
      tx,
      actor,
      before.map((b) => ({ action: `bulk_${action}`, entityType: entity.type, entityId: String(b.id), before: b, after: afterById.get(String(b.id)) ?? null })),
    );
    return unique.length;
  });
}

/** A LIKE pattern matching the text anywhere, with the wildcards in it escaped. */
export function containsPattern(s: string): string {
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The vendor a row refers to must exist (clear 422 instead of a foreign-key error). */
export async function assertVendor(db: Db, vendorId: string): Promise<void> {
  if (!(await vendorExists(db, vendorId)))
    throw new AppError('unprocessable', 'The selected vendor does not exist', { vendorId: 'The selected vendor does not exist' });
}
