import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/accounts.ts';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(tx: Db, rows: AuditRow[]) {
  await tx.insert(auditLog).values(rows);
}
