import { type AdminUsersFilter, adminUserMessages, type adminUserUpdate, planLabel, roleLabels, userCsvColumns, userRole } from '@portal/shared/admin-users';
import { csvRow } from '@portal/shared/admin';
import type { z } from 'zod';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import { eraseAccount } from '../profile/profile.service.ts';
import { emailTaken, findUser, listUsers, lockEditableProfile, updateEditableProfile } from './admin-users.queries.ts';

type UpdateValues = z.output<typeof adminUserUpdate>;

export async function listPage(deps: Deps, f: AdminUsersFilter) {
  const { users, total } = await listUsers(deps.db, f);
  return { users, pagination: { page: f.page, perPage: f.perPage, totalCount: total, totalPages: Math.max(1, Math.ceil(total / f.perPage)) } };
}

const day = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 10) : '');

/** The CSV of the page the admin is looking at (spec: 'CSV export of the current page'). */
export async function usersCsv(deps: Deps, f: AdminUsersFilter): Promise<string> {
  const { users } = await listUsers(deps.db, f);
  let out = csvRow([...userCsvColumns]);
  for (const u of users) {
    out += csvRow([u.fullName ?? '', u.email, roleLabels[userRole(u)], planLabel(u), u.company ?? '', u.jobTitle ?? '', day(u.createdAt), day(u.lastSignInAt)]);
  }
  return out;
}

/** Edits name, company, job title, roles and Pro. An admin cannot take away their own admin flag. */
export async function updateUser(deps: Deps, actor: Actor, id: string, v: UpdateValues) {
  if (id === actor.id && !v.isAdmin) throw new AppError('unprocessable', adminUserMessages.ownAdmin);
  await deps.db.transaction(async (tx) => {
    const before = await lockEditableProfile(tx, id);
    if (!before) throw new AppError('not_found', adminUserMessages.notFound);
    await updateEditableProfile(tx, id, v);
    await writeAudit(tx, actor, [{ action: 'update', entityType: 'user', entityId: id, before, after: v }]);
  });
  const user = await findUser(deps.db, id);
  if (!user) throw new AppError('not_found', adminUserMessages.notFound);
  return user;
}

/** Removes the user exactly like the member's own account deletion; never the caller. */
export async function deleteUser(deps: Deps, actor: Actor, id: string) {
  if (id === actor.id) throw new AppError('unprocessable', adminUserMessages.deleteSelf);
  const found = await eraseAccount(deps, id, (tx, email) => writeAudit(tx, actor, [{ action: 'delete', entityType: 'user', entityId: id, before: { email } }]));
  if (!found) throw new AppError('not_found', adminUserMessages.notFound);
}

/** E-mails a sign-up link; an existing account is reported (only admins reach this). */
export async function inviteUser(deps: Deps, actor: Actor, email: string) {
  if (await emailTaken(deps.db, email)) throw new AppError('conflict', adminUserMessages.exists);
  const url = `${deps.env.APP_URL}/signup?email=${encodeURIComponent(email)}`;
  await enqueueEmail(deps.db, {
    to: email,
    subject: "You're invited to AI Testing Hub",
    text: `Hello,\n\nYou have been invited to join AI Testing Hub, the portal for AI-powered test automation.\n\nCreate your account here:\n${url}\n\nIf you were not expecting this invitation, ignore this message.`,
    html: simpleHtml({
      heading: "You're invited to AI Testing Hub",
      paragraphs: [
        'You have been invited to join AI Testing Hub, the portal for AI-powered test automation.',
        'If you were not expecting this invitation, ignore this message.',
      ],
      action: { label: 'Create your account', url },
    }),
  });
  await writeAudit(deps.db, actor, [{ action: 'invite', entityType: 'user', entityId: null, after: { email } }]);
  deps.nudge();
  return { ok: true as const, message: adminUserMessages.invited(email) };
}
