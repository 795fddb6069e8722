import type { Db } from '../db/client.ts';
import { insertAudit } from './audit.queries.ts';
import type { AuthUser } from './context.ts';

/** Who made an audited change. */
export type Actor = Pick<AuthUser, 'id' | 'email'>;

type AuditEntry = { action: string; entityType: string; entityId: string | null; before?: unknown; after?: unknown };

const asJson = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/** Writes audit rows with the caller's transaction: the entry exists exactly when the change does. */
export async function writeAudit(tx: Db, actor: Actor, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await insertAudit(
    tx,
    entries.map((e) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      action: e.action,
      entityType: e.entityType,
      entityId: e.entityId,
      before: asJson(e.before),
      after: asJson(e.after),
    })),
  );
}
