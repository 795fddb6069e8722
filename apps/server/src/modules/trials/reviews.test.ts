import { reviewMessages } from '@portal/shared/trials';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { makeTrial, makeVendor } from '../../test/factories-member.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let trialId: string;
let adminToken: string;

async function member(fullName?: string) {
  const u = await t.createUser({ fullName });
  return { ...u, token: await t.loginAs(u.email) };
}

/** Activates the trial and submits feedback; returns the activation id. */
async function complete(m: { token: string }, rating: number, feedback: string | undefined, publishReview?: boolean) {
  const act = await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token });
  const id = act.body.activation.id as string;
  // A review can be published a day after activating (REVIEW_MIN_AGE_HOURS); these members used it for two.
  await t.deps.db.execute(sql`update user_trial_activations set activation_date = activation_date - interval '2 days' where id = ${id}`);
  const res = await t.json('POST', `/api/trial-activations/${id}/feedback`, { token: m.token, body: { rating, feedback, publishReview } });
  expect(res.status).toBe(200);
  return { id, body: res.body };
}

beforeAll(async () => {
  const vendorId = await makeVendor(t.deps.db, { name: 'Review Vendor' });
  trialId = await makeTrial(t.deps.db, { vendorId, periodDays: 7 });
  const admin = await t.createUser({ isAdmin: true });
  adminToken = await t.loginAs(admin.email);
});

describe('trial reviews', () => {
  it('cannot be published seconds after activating: the rating is kept, the review waits a day', async () => {
    const m = await member('Quick Quinn');
    const act = await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token });
    const id = act.body.activation.id as string;
    const res = await t.json('POST', `/api/trial-activations/${id}/feedback`, {
      token: m.token,
      body: { rating: 5, feedback: 'Instant five', publishReview: true },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(reviewMessages.tooEarly);
    const again = await t.json('PUT', `/api/trial-activations/${id}/review`, { token: m.token, body: { published: true } });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(reviewMessages.tooEarly);
    const list = await t.json('GET', `/api/product-trials/${trialId}/reviews`);
    expect(JSON.stringify(list.body)).not.toContain('Instant five');
    await t.deps.db.execute(sql`update user_trial_activations set activation_date = now() - interval '25 hours' where id = ${id}`);
    expect((await t.json('PUT', `/api/trial-activations/${id}/review`, { token: m.token, body: { published: true } })).status).toBe(200);
    expect(JSON.stringify((await t.json('GET', `/api/product-trials/${trialId}/reviews`)).body)).toContain('Instant five');
    await t.json('PUT', `/api/trial-activations/${id}/review`, { token: m.token, body: { published: false } });
  });

  it('keeps feedback private unless the member chooses to publish it', async () => {
    const m = await member('Private Pat');
    const { body } = await complete(m, 2, 'Not for the public');
    expect(body.reviewPublished).toBe(false);
    const res = await t.json('GET', `/api/product-trials/${trialId}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: { text: string }) => r.text)).not.toContain('Not for the public');
  });

  it('publishes reviews with the average and count, newest first, naming members without their e-mail', async () => {
    const a = await member('Asha Rao');
    await complete(a, 5, 'Saved us hours of locator fixes', true);
    const b = await member();
    await complete(b, 4, undefined, true);
    const res = await t.json('GET', `/api/product-trials/${trialId}/reviews`);
    expect(res.body.summary).toEqual({ average: 4.5, count: 2 });
    expect(res.body.total).toBe(2);
    expect(res.body.items[0]).toMatchObject({ rating: 4, text: null, authorName: 'A member', hidden: false });
    expect(res.body.items[1]).toMatchObject({ rating: 5, text: 'Saved us hours of locator fixes', authorName: 'Asha Rao' });
    expect(JSON.stringify(res.body)).not.toContain(b.email);
    // The trial page's one answer carries the same summary (its AggregateRating).
    const detail = await t.json('GET', `/api/product-trials/${trialId}`);
    expect(detail.body.reviews.summary).toEqual({ average: 4.5, count: 2 });
    expect(detail.body.reviews.items.map((r: { rating: number }) => r.rating)).toEqual([4, 5]);
  });

  it('lets the member withdraw and re-publish only their own completed review', async () => {
    const m = await member('Toggle Tom');
    const { id } = await complete(m, 1, 'Too slow', true);
    const other = await member();
    expect((await t.json('PUT', `/api/trial-activations/${id}/review`, { token: other.token, body: { published: false } })).status).toBe(404);
    const off = await t.json('PUT', `/api/trial-activations/${id}/review`, { token: m.token, body: { published: false } });
    expect(off.status).toBe(200);
    expect(off.body.reviewPublished).toBe(false);
    let list = await t.json('GET', `/api/product-trials/${trialId}/reviews`);
    expect(list.body.items.some((r: { id: string }) => r.id === id)).toBe(false);
    await t.json('PUT', `/api/trial-activations/${id}/review`, { token: m.token, body: { published: true } });
    list = await t.json('GET', `/api/product-trials/${trialId}/reviews`);
    expect(list.body.items.some((r: { id: string }) => r.id === id)).toBe(true);
    expect((await t.json('PUT', `/api/trial-activations/${id}/review`, { body: { published: true } })).status).toBe(401);
  });

  it('refuses to publish an activation that has no rating yet', async () => {
    const m = await member();
    const act = await t.json('POST', `/api/trials/${trialId}/activate`, { token: m.token });
    const res = await t.json('PUT', `/api/trial-activations/${act.body.activation.id}/review`, { token: m.token, body: { published: true } });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(reviewMessages.onlyCompleted);
  });

  it('lets admins hide a review (audited): it leaves the page and the average, admins still see it flagged', async () => {
    const m = await member('Spammy Sam');
    const { id } = await complete(m, 1, 'Buy cheap pills', true);
    const before = (await t.json('GET', `/api/product-trials/${trialId}/reviews`)).body.summary;
    const memberTry = await t.json('PUT', `/api/admin/trial-reviews/${id}/hidden`, { token: m.token, body: { hidden: true } });
    expect(memberTry.status).toBe(403);
    const hide = await t.json('PUT', `/api/admin/trial-reviews/${id}/hidden`, { token: adminToken, body: { hidden: true } });
    expect(hide.status).toBe(200);
    const pub = await t.json('GET', `/api/product-trials/${trialId}/reviews`);
    expect(pub.body.items.some((r: { id: string }) => r.id === id)).toBe(false);
    expect(pub.body.summary.count).toBe(before.count - 1);
    const adminView = await t.json('GET', `/api/product-trials/${trialId}/reviews`, { token: adminToken });
    expect(adminView.body.items.find((r: { id: string }) => r.id === id)).toMatchObject({ hidden: true });
    const audit = rowsOf<{ action: string }>(
      await t.deps.db.execute(sql`select action from audit_log where entity_type = 'trial_review' and entity_id = ${id}`),
    );
    expect(audit.map((a) => a.action)).toEqual(['hide']);
    // The member withdrawing and re-publishing does not un-hide it.
    await t.json('PUT', `/api/trial-activations/${id}/review`, { token: m.token, body: { published: true } });
    expect((await t.json('GET', `/api/product-trials/${trialId}/reviews`)).body.items.some((r: { id: string }) => r.id === id)).toBe(false);
    await t.json('PUT', `/api/admin/trial-reviews/${id}/hidden`, { token: adminToken, body: { hidden: false } });
    expect((await t.json('GET', `/api/product-trials/${trialId}/reviews`)).body.items.some((r: { id: string }) => r.id === id)).toBe(true);
  });

  it('answers 404 for an unknown trial or review, and pages the list', async () => {
    expect((await t.json('GET', '/api/product-trials/00000000-0000-4000-8000-000000000000/reviews')).status).toBe(404);
    expect(
      (await t.json('PUT', '/api/admin/trial-reviews/00000000-0000-4000-8000-000000000000/hidden', { token: adminToken, body: { hidden: true } })).status,
    ).toBe(404);
    const page = await t.json('GET', `/api/product-trials/${trialId}/reviews?pageSize=1&page=2`);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(1);
  });
});
