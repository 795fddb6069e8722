import { vendorReviewMessages } from '@portal/shared/capabilities';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCacheVersions } from '../../lib/public-cache.queries.ts';
import { makeTrial, makeVendor } from '../../test/factories-member.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const run = Date.now().toString(36);
const vendorId = `rolled-${run}`;
const otherVendorId = `other-${run}`;
let trialA: string;
let trialB: string;
let adminToken: string;
const reviews: Record<string, string> = {};

type Member = { id: string; email: string; token: string };
async function member(o: { fullName?: string; email?: string } = {}): Promise<Member> {
  const u = await t.createUser(o);
  return { ...u, token: await t.loginAs(u.email) };
}

/** Activates `trial`, rates it and publishes the review (unless told not to); returns the activation id. */
async function review(m: Member, trial: string, rating: number, text: string, publish = true) {
  const act = await t.json('POST', `/api/trials/${trial}/activate`, { token: m.token });
  const id = act.body.activation.id as string;
  // A review can be published a day after activating (REVIEW_MIN_AGE_HOURS): these members used it for two.
  await t.deps.db.execute(sql`update user_trial_activations set activation_date = activation_date - interval '2 days' where id = ${id}`);
  const res = await t.json('POST', `/api/trial-activations/${id}/feedback`, { token: m.token, body: { rating, feedback: text, publishReview: publish } });
  expect(res.status).toBe(200);
  return id;
}

let author: Member;
let voter: Member;
let manager: Member;
let otherManager: Member;

beforeAll(async () => {
  await makeVendor(t.deps.db, { id: vendorId, name: 'Rolled Up' });
  await makeVendor(t.deps.db, { id: otherVendorId, name: 'Other Vendor' });
  await t.deps.db.execute(sql`update vendors set domain_name = 'rolled.example', vendor_manager_email = ${`boss-${run}@mgr.example`} where id = ${vendorId}`);
  await t.deps.db.execute(sql`update vendors set vendor_manager_email = ${`other-${run}@mgr.example`} where id = ${otherVendorId}`);
  trialA = await makeTrial(t.deps.db, { vendorId, name: 'Rolled Pro' });
  trialB = await makeTrial(t.deps.db, { vendorId, name: 'Rolled Team' });
  const otherTrial = await makeTrial(t.deps.db, { vendorId: otherVendorId });
  const admin = await t.createUser({ isAdmin: true });
  adminToken = await t.loginAs(admin.email);
  manager = await member({ email: `boss-${run}@mgr.example`, fullName: 'Vendor Boss' });
  otherManager = await member({ email: `other-${run}@mgr.example` });
  author = await member({ fullName: 'Asha Rao' });
  voter = await member({ fullName: 'Vic Voter' });

  reviews.five = await review(author, trialA, 5, 'Excellent healing');
  reviews.fourA = await review(voter, trialA, 4, 'Good on web');
  reviews.fourB = await review(await member(), trialB, 4, 'Solid team plan');
  reviews.two = await review(await member(), trialB, 2, 'Too noisy');
  // Not counted: unpublished, hidden by an admin, the vendor's own staff (domain) and its manager, another vendor's.
  await review(await member(), trialA, 1, 'Private feedback', false);
  reviews.hidden = await review(await member(), trialB, 1, 'Spam spam');
  await t.json('PUT', `/api/admin/trial-reviews/${reviews.hidden}/hidden`, { token: adminToken, body: { hidden: true } });
  await review(await member({ email: `dev-${run}@rolled.example` }), trialA, 5, 'We love our own tool');
  await review(manager, trialB, 5, 'Best tool ever');
  reviews.other = await review(await member(), otherTrial, 3, 'Other vendor review');
});

describe('vendor review roll-up', () => {
  it('averages and distributes only the shown reviews of every trial of the vendor', async () => {
    const res = await t.json('GET', `/api/vendors/${vendorId}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({
      average: 3.75,
      count: 4,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    expect(res.body.total).toBe(4);
    const texts = res.body.items.map((r: { text: string }) => r.text);
    expect(texts).not.toContain('Private feedback');
    expect(texts).not.toContain('Spam spam');
    expect(texts).not.toContain('We love our own tool');
    expect(texts).not.toContain('Best tool ever');
    expect(res.body.items.every((r: { verified: boolean }) => r.verified)).toBe(true);
    expect(res.body.items.map((r: { trialName: string }) => r.trialName)).toEqual(expect.arrayContaining(['Rolled Pro', 'Rolled Team']));
    // The same numbers on the profile endpoint, the finder card and the compare page.
    expect((await t.json('GET', `/api/vendors/${vendorId}/profile`)).body.rating.count).toBe(4);
    const card = (await t.json('GET', `/api/vendors?search=${encodeURIComponent('Rolled Up')}`)).body.items.find((i: { id: string }) => i.id === vendorId);
    expect(card.rating).toEqual({ average: 3.75, count: 4 });
    const cmp = await t.json('GET', `/api/compare/${[vendorId, otherVendorId].sort().join('-vs-')}`);
    const mine = cmp.body.vendors.find((x: { id: string }) => x.id === vendorId);
    expect(mine.rating.average).toBe(3.75);
    expect(mine.latestReview.text).toBe('Too noisy');
  });

  it('pages newest first by default', async () => {
    const res = await t.json('GET', `/api/vendors/${vendorId}/reviews?pageSize=3`);
    expect(res.body.items.map((r: { id: string }) => r.id)).toEqual([reviews.two, reviews.fourB, reviews.fourA]);
    const next = await t.json('GET', `/api/vendors/${vendorId}/reviews?pageSize=3&page=2`);
    expect(next.body.items.map((r: { id: string }) => r.id)).toEqual([reviews.five]);
  });
});

describe('helpful votes', () => {
  it('counts one vote per member, refuses the author and visitors, and sorts by most helpful', async () => {
    expect((await t.json('PUT', `/api/vendor-reviews/${reviews.five}/helpful`, { body: { helpful: true } })).status).toBe(401);
    const own = await t.json('PUT', `/api/vendor-reviews/${reviews.five}/helpful`, { token: author.token, body: { helpful: true } });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe(vendorReviewMessages.ownReview);
    for (let i = 0; i < 2; i++) {
      const res = await t.json('PUT', `/api/vendor-reviews/${reviews.five}/helpful`, { token: voter.token, body: { helpful: true } });
      expect(res.body).toEqual({ id: reviews.five, helpfulCount: 1, votedByMe: true });
    }
    await t.json('PUT', `/api/vendor-reviews/${reviews.five}/helpful`, { token: manager.token, body: { helpful: true } });
    await t.json('PUT', `/api/vendor-reviews/${reviews.fourB}/helpful`, { token: voter.token, body: { helpful: true } });
    const sorted = await t.json('GET', `/api/vendors/${vendorId}/reviews?sort=helpful`, { token: voter.token });
    expect(sorted.body.items.map((r: { id: string }) => r.id).slice(0, 2)).toEqual([reviews.five, reviews.fourB]);
    expect(sorted.body.items[0]).toMatchObject({ helpfulCount: 2, votedByMe: true, mine: false });
    const undo = await t.json('PUT', `/api/vendor-reviews/${reviews.five}/helpful`, { token: voter.token, body: { helpful: false } });
    expect(undo.body).toEqual({ id: reviews.five, helpfulCount: 1, votedByMe: false });
    // Hidden reviews take no votes.
    expect((await t.json('PUT', `/api/vendor-reviews/${reviews.hidden}/helpful`, { token: voter.token, body: { helpful: true } })).status).toBe(404);
  });

  it("shows a helpful vote in the visitors' cached reviews at once, without a new catalogue version (counters as overlays)", async () => {
    const path = `/api/vendors/${vendorId}/reviews`;
    const count = async () =>
      ((await t.json('GET', path)).body.items as { id: string; helpfulCount: number }[]).find((r) => r.id === reviews.fourB)?.helpfulCount;
    const before = await count();
    const versions = await readCacheVersions(t.deps.db);
    await t.json('PUT', `/api/vendor-reviews/${reviews.fourB}/helpful`, { token: manager.token, body: { helpful: true } });
    expect(await count()).toBe((before ?? 0) + 1);
    const after = await readCacheVersions(t.deps.db);
    expect(after.catalog).toBe(versions.catalog);
    expect(after['catalog-counts']).toBeGreaterThan(versions['catalog-counts'] ?? 0);
  });
});

describe('vendor replies', () => {
  it("lets the vendor's manager reply once to their own vendor's reviews only", async () => {
    const asMember = await t.json('POST', `/api/vendor-reviews/${reviews.fourA}/reply`, { token: voter.token, body: { body: 'Not a manager' } });
    expect(asMember.status).toBe(403);
    const wrongVendor = await t.json('POST', `/api/vendor-reviews/${reviews.fourA}/reply`, { token: otherManager.token, body: { body: 'Try ours instead' } });
    expect(wrongVendor.status).toBe(403);
    expect(wrongVendor.body.error.message).toBe(vendorReviewMessages.notYourVendor);
    const first = await t.json('POST', `/api/vendor-reviews/${reviews.fourA}/reply`, { token: manager.token, body: { body: 'Thanks! Older pages are next.' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ reviewId: reviews.fourA, body: 'Thanks! Older pages are next.' });
    const again = await t.json('POST', `/api/vendor-reviews/${reviews.fourA}/reply`, { token: manager.token, body: { body: 'One more thing' } });
    expect(again.status).toBe(409);
    expect((await t.json('POST', `/api/vendor-reviews/${reviews.other}/reply`, { token: manager.token, body: { body: 'x' } })).status).toBe(403);
    const list = await t.json('GET', `/api/vendors/${vendorId}/reviews`, { token: manager.token });
    expect(list.body.canReply).toBe(true);
    expect(list.body.items.find((r: { id: string }) => r.id === reviews.fourA).reply.body).toBe('Thanks! Older pages are next.');
    expect((await t.json('GET', `/api/vendors/${vendorId}/reviews`, { token: otherManager.token })).body.canReply).toBe(false);
    expect((await t.json('GET', `/api/vendors/${vendorId}/reviews`)).body.canReply).toBe(false);
  });

  it('lets admins remove a reply (moderation), after which the manager may reply again', async () => {
    expect((await t.json('DELETE', `/api/admin/review-replies/${reviews.fourA}`, { token: voter.token })).status).toBe(403);
    expect((await t.json('DELETE', `/api/admin/review-replies/${reviews.fourA}`, { token: adminToken })).status).toBe(200);
    expect((await t.json('DELETE', `/api/admin/review-replies/${reviews.fourA}`, { token: adminToken })).status).toBe(404);
    const list = await t.json('GET', `/api/vendors/${vendorId}/reviews`);
    expect(list.body.items.find((r: { id: string }) => r.id === reviews.fourA).reply).toBeNull();
  });
});
