import { insertMany } from '../db/bulk.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/accounts.ts';

export type AuditRow = typeof auditLog.$inferInsert;

/** One statement for any number of rows (a batch is one JSON parameter, db/bulk.ts). */
export async function insertAudit(tx: Db, rows: AuditRow[]) {
  if (!rows.length) return;
  const written = rows.length > 1 ? await insertMany(tx, auditLog, rows) : null;
  if (!written) await tx.insert(auditLog).values(rows);
}
