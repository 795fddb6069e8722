import type { Page } from '@playwright/test';
import { answerConsent, dataSettled, expect, signUpConfirmed, test } from '../fixtures.ts';

// A signed-in member on a server-rendered list (docs/decisions/2014-member-flags-overlay.md): after hydration the
// rendered rows stay, the member's flags come in one request (GET /api/me/flags), never the list again.

/** From now on: how many times the page asked for the list, and the flags requests it made (finished ones). */
function watch(page: Page, listPath: string) {
  const seen = { list: 0, flags: [] as URL[] };
  page.on('requestfinished', (r) => {
    const u = new URL(r.url());
    if (u.pathname === listPath) seen.list++;
    if (u.pathname === '/api/me/flags') seen.flags.push(u);
  });
  return seen;
}

const lists = [
  { path: '/jobs', api: '/api/jobs', card: 'job-card', head: 'j-', type: 'job' },
  { path: '/certifications', api: '/api/certifications', card: 'certification-card', head: 'c-', type: 'certification' },
] as const;

test.describe('[MEMBER][LISTS] flags over a server-rendered list', () => {
  for (const list of lists) {
    test(`[MEMBER][LISTS] ${list.path}: no list request after hydration, one flags request, likes shown and kept across a reload`, async ({ page }) => {
      await signUpConfirmed(page);
      const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth.session') ?? '{}') as { accessToken: string }).accessToken);
      await page.goto(list.path);
      const cards = page.getByTestId(list.card);
      await expect(cards.nth(1)).toBeVisible();
      await dataSettled(page);
      const [first, second] = await cards.evaluateAll(
        (els, head) => els.slice(0, 2).map((el) => (el.getAttribute('aria-labelledby') ?? '').slice(head.length)),
        list.head,
      );
      const like = (id: string | undefined) => page.locator(`[aria-labelledby="${list.head}${id}"]`).getByRole('button', { name: /^(Like|Unlike) / });

      // Liked elsewhere (another tab, through the API): the page the server renders for visitors does not know it.
      const liked = await page.request.post('/api/likes', {
        data: { contentType: list.type, contentId: first },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(liked.status(), await liked.text()).toBe(200);
      // The current count (the rendered page's may be older, docs/decisions/2002): the overlay brings it too.
      const count = ((await liked.json()) as { likeCount: number }).likeCount;

      const seen = watch(page, list.api);
      const flags = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me/flags');
      await page.reload();
      expect((await flags).status()).toBe(200);
      await expect(like(first)).toHaveAttribute('aria-pressed', 'true');
      await expect(like(first).getByTestId('like-count')).toHaveText(String(count));
      await expect(like(second)).toHaveAttribute('aria-pressed', 'false');
      await dataSettled(page);
      expect(seen.list, `${list.api} asked again after hydration`).toBe(0);
      expect(seen.flags).toHaveLength(1);
      expect(seen.flags[0]?.searchParams.get('type')).toBe(list.type);
      expect(seen.flags[0]?.searchParams.getAll('ids')).toEqual(expect.arrayContaining([first, second]));

      // A like on the page: on at once, and still on after a reload (again without the list).
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/likes' && r.request().method() === 'POST');
      await like(second).click();
      await expect(like(second)).toHaveAttribute('aria-pressed', 'true');
      const res = await answered;
      expect(res.status()).toBe(200);
      const answer = (await res.json()) as { likeCount: number; consentNeeded?: unknown };
      if (answer.consentNeeded) await answerConsent(page);
      await expect(like(second).getByTestId('like-count')).toHaveText(String(answer.likeCount));
      await dataSettled(page);
      seen.list = 0;
      seen.flags.length = 0;
      await page.reload();
      await expect(like(second)).toHaveAttribute('aria-pressed', 'true');
      await expect(like(second).getByTestId('like-count')).toHaveText(String(answer.likeCount));
      await expect(like(first)).toHaveAttribute('aria-pressed', 'true');
      await dataSettled(page);
      expect(seen.list).toBe(0);
      expect(seen.flags).toHaveLength(1);
    });
  }
});
