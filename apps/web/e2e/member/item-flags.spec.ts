import type { Page } from '@playwright/test';
import { answerConsent, dataSettled, expect, signUpConfirmed, test } from '../fixtures.ts';

// A signed-in member on server-rendered detail pages (docs/decisions/2421-item-flags-overlay.md): on a job page the
// rendered job stays after hydration and the member's flags for it come in one request (GET /api/me/flags), never the
// job again; a vendor page keeps its rendered capability profile; the landing sends a member to the dashboard without
// asking for the landing's answer.

/** From now on: how many times the page asked for `apiPath`, and the flags requests it made (finished ones). */
function watch(page: Page, apiPath: string) {
  const seen = { item: 0, flags: [] as URL[] };
  page.on('requestfinished', (r) => {
    const u = new URL(r.url());
    if (u.pathname === apiPath) seen.item++;
    if (u.pathname === '/api/me/flags') seen.flags.push(u);
  });
  return seen;
}

test.describe('[MEMBER][DETAIL] a member on server-rendered detail pages', () => {
  test('[MEMBER][DETAIL] job page: no job request after hydration, one flags request, a like kept across a reload', async ({ page }) => {
    await signUpConfirmed(page);
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth.session') ?? '{}') as { accessToken: string }).accessToken);
    const jobs = await page.request.get('/api/jobs?pageSize=2');
    expect(jobs.status()).toBe(200);
    const [first, second] = ((await jobs.json()) as { items: { id: string }[] }).items.map((j) => j.id);
    const like = () => page.getByRole('main').getByRole('button', { name: /^(Like|Unlike) / });

    // Liked elsewhere (another tab, through the API): the page the server renders for visitors does not know it.
    const liked = await page.request.post('/api/likes', { data: { contentType: 'job', contentId: first }, headers: { Authorization: `Bearer ${token}` } });
    expect(liked.status(), await liked.text()).toBe(200);
    const count = ((await liked.json()) as { likeCount: number }).likeCount;

    const seen = watch(page, `/api/jobs/${first}`);
    const flags = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me/flags');
    await page.goto(`/jobs/${first}`);
    expect((await flags).status()).toBe(200);
    await expect(like()).toHaveAttribute('aria-pressed', 'true');
    await expect(like().getByTestId('like-count')).toHaveText(String(count));
    await dataSettled(page);
    expect(seen.item, 'the job asked again after hydration').toBe(0);
    expect(seen.flags).toHaveLength(1);
    expect(seen.flags[0]?.searchParams.get('type')).toBe('job');
    expect(seen.flags[0]?.searchParams.getAll('ids')).toEqual([first]);

    // A like on another job's page: on at once, and still on after a reload (again without the job).
    const other = watch(page, `/api/jobs/${second}`);
    await page.goto(`/jobs/${second}`);
    await expect(like()).toHaveAttribute('aria-pressed', 'false');
    await dataSettled(page);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/likes' && r.request().method() === 'POST');
    await like().click();
    await expect(like()).toHaveAttribute('aria-pressed', 'true');
    const res = await answered;
    expect(res.status()).toBe(200);
    const answer = (await res.json()) as { likeCount: number; consentNeeded?: unknown };
    if (answer.consentNeeded) await answerConsent(page);
    await expect(like().getByTestId('like-count')).toHaveText(String(answer.likeCount));
    await dataSettled(page);
    other.item = 0;
    other.flags.length = 0;
    await page.reload();
    await expect(like()).toHaveAttribute('aria-pressed', 'true');
    await expect(like().getByTestId('like-count')).toHaveText(String(answer.likeCount));
    await dataSettled(page);
    expect(other.item).toBe(0);
    expect(other.flags).toHaveLength(1);
  });

  test('[MEMBER][DETAIL] vendor page: the capability profile (the same for everyone) is not asked again after hydration', async ({ page }) => {
    await signUpConfirmed(page);
    const seen = watch(page, '/api/vendors/quorvex/profile');
    await page.goto('/vendor/quorvex');
    await expect(page.getByRole('heading', { level: 1, name: 'Quorvex' })).toBeVisible();
    await dataSettled(page);
    expect(seen.item, 'the profile asked again after hydration').toBe(0);
  });

  test('[MEMBER][DETAIL] landing: a member is sent to the dashboard without asking for the landing', async ({ page }) => {
    await signUpConfirmed(page);
    const seen = watch(page, '/api/landing');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await dataSettled(page);
    expect(seen.item).toBe(0);
  });
});
