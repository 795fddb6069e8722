import type { ContentType } from '@portal/shared/catalog';
import { contentTypes } from '@portal/shared/catalog';
import {
  catalogMessages,
  type LikeRequest,
  LIKES_PER_HOUR,
  type MyFlagsQuery,
  type MyFlagsResponse,
  type MyLikeItem,
  type MyLikesQuery,
  type MyLikesResponse,
} from '@portal/shared/catalog-api';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { layCounts } from '../../lib/counters.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { paged } from '../../lib/paging.ts';
import { enqueueEmail, simpleHtml } from '../email/email.service.ts';
import * as consent from '../consent/consent.service.ts';
import { memberFlags } from './catalog.queries.ts';
import * as q from './likes.queries.ts';
import { hitUrl } from './search.service.ts';

import { iso, window } from './catalog-dto.ts';

// ---- Likes ----

const likeTypeLabels: Record<ContentType, string> = {
  job: 'job',
  webinar: 'webinar',
  certification: 'certification',
  product_update: 'product update',
  product_trial: 'product trial',
  ai_course: 'AI course',
};

/**
 * Like an item. The vendor comes from the item, never from the client. A new like of an item whose
 * vendor has a manager e-mail notifies that manager, at most once per member, item and day.
 */
export async function like(deps: Deps, user: { id: string; email: string }, body: LikeRequest) {
  const { db } = deps;
  const item = await q.contentVendor(db, body.contentType, body.contentId);
  if (!item) throw notFound(catalogMessages.contentNotFound);
  await enforceLimit(db, 'like', user.id, LIKES_PER_HOUR, 3600, catalogMessages.likeLimit);
  // The like, its interaction record and the manager's e-mail are written together or not at all.
  const queued = await db.transaction(async (tx) => {
    const created = await q.insertLike(tx, { userId: user.id, type: body.contentType, id: body.contentId, vendorId: item.vendorId });
    if (!created) return false;
    // In a savepoint: a failed interaction record is logged and must not undo the like (on PostgreSQL an
    // error inside a transaction aborts all of it otherwise).
    await tx
      .transaction((sp) => q.insertLikeInteraction(sp, { userId: user.id, type: body.contentType, id: body.contentId, vendorId: item.vendorId }))
      .catch((err) => deps.log.warn({ err, contentType: body.contentType, contentId: body.contentId }, 'recording the like interaction failed'));
    if (!item.vendorId) return false;
    const vendor = await q.vendorManager(tx, item.vendorId);
    const to = vendor?.email?.trim().toLowerCase();
    if (!vendor || !to || to === user.email.toLowerCase()) return false;
    const day = new Date().toISOString().slice(0, 10);
    const kind = likeTypeLabels[body.contentType];
    const leads = `${deps.env.APP_URL}/vendor/leads`;
    // Only a member who chose Share for this vendor is named (docs/decisions/1801).
    const who = (await consent.isShared(tx, user.id, item.vendorId)) ? user.email : 'A member';
    return enqueueEmail(tx, {
      to,
      subject: `New like on your ${kind}: ${item.title}`,
      text: `Hello,\n\n${who} liked the ${kind} "${item.title}" of ${vendor.name} on AI Testing Hub.\n\nSee everyone who liked your content: ${leads}\n`,
      html: simpleHtml({
        heading: `New like on your ${kind}`,
        paragraphs: [`${who} liked the ${kind} "${item.title}" of ${vendor.name} on AI Testing Hub.`],
        action: { label: 'See your leads', url: leads },
      }),
      dedupeKey: `like:${user.id}:${body.contentType}:${body.contentId}:${day}`,
    });
  });
  if (queued) deps.nudge();
  const consentNeeded = await consent.consentPrompt(db, user.id, item.vendorId, 'like');
  return { success: true, liked: true, likeCount: await q.likeCount(db, body.contentType, body.contentId), consentNeeded };
}

export async function unlike(db: Db, userId: string, body: LikeRequest) {
  await q.deleteLike(db, { userId, type: body.contentType, id: body.contentId });
  return { success: true, liked: false, likeCount: await q.likeCount(db, body.contentType, body.contentId) };
}

/** GET /api/me/likes: the caller's likes by type, newest first, paged in SQL. */
export async function myLikes(db: Db, userId: string, query: MyLikesQuery): Promise<MyLikesResponse> {
  const counts = await q.countMyLikes(db, userId);
  const rows = await q.listMyLikes(db, { userId, type: query.type, ...window(query) });
  const total = query.type ? (counts[query.type] ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0);
  const items: MyLikeItem[] = rows.map((r) => {
    const title = r.title ?? 'Removed item';
    return {
      contentType: r.content_type,
      contentId: r.content_id,
      title,
      vendor: r.vendor_id ? { id: r.vendor_id, name: String(r.vendor_name), logoUrl: r.vendor_logo } : null,
      url: hitUrl(r.content_type, r.content_id, title),
      likedAt: iso(r.created_at) as string,
    };
  });
  return { ...paged(items, total, query), counts: Object.fromEntries(contentTypes.map((t) => [t, counts[t] ?? 0])) as MyLikesResponse['counts'] };
}

/**
 * GET /api/me/flags: the caller's own flags on some items of one type, with their current like counts: what a signed-in
 * browser lays over a list the server rendered for visitors (docs/decisions/2014-member-flags-overlay.md). One flags
 * statement on the likes' and registrations' unique indexes for this caller only, one counts statement.
 */
export async function myFlags(db: Db, userId: string, query: MyFlagsQuery): Promise<MyFlagsResponse> {
  const ids = [...new Set(query.ids.map((id) => id.toLowerCase()))];
  const mine = await memberFlags(db, userId, query.type, ids);
  const items = ids.map((id) => ({
    id,
    likeCount: 0,
    likedByMe: mine.liked.has(id),
    ...(query.type === 'webinar' ? { registeredByMe: mine.registered.has(id) } : {}),
  }));
  return layCounts(db, 'catalog', { items });
}
