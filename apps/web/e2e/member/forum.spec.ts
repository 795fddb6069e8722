import { expect, hydrating, signUpConfirmed, test } from '../fixtures.ts';

test.describe('[MEMBER][FORUM]', () => {
  test('[MEMBER][FORUM] create a topic (title errors first), reply, vote, find it again', async ({ page }) => {
    await signUpConfirmed(page);
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
    const title = `E2E discussion ${stamp}`;

    await page.goto('/forum');
    await expect(page.getByRole('heading', { name: 'Community Forum' })).toBeVisible();
    await page.getByRole('link', { name: 'New Topic' }).click();
    await expect(page).toHaveURL(/\/forum\/new$/);
    await expect(page.getByRole('heading', { name: 'Start a New Discussion' })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Create Discussion' });
    await submit.click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Content is required')).toBeVisible();

    const titleInput = page.getByLabel('Title');
    await titleInput.fill('x'.repeat(256));
    // Editing the field clears its error.
    await expect(page.getByText('Title is required')).toHaveCount(0);
    await expect(page.getByText('256/255')).toBeVisible();
    await submit.click();
    await expect(page.getByText('Title must be 255 characters or less')).toBeVisible();

    await titleInput.fill(title);
    await expect(page.getByText(`${title.length}/255`)).toBeVisible();
    await page.getByLabel('Category').selectOption('Tools');
    await page.getByLabel('Content').fill(`First line <script>window.__xss = 1</script>\nSecond line <b>not bold</b>`);
    const tagInput = page.getByLabel('Tags', { exact: true });
    await tagInput.fill(`e2e-${stamp}`);
    await tagInput.press('Enter');
    await tagInput.fill('   ');
    await tagInput.press('Enter');
    await tagInput.fill(`E2E-${stamp}`);
    await page.getByRole('button', { name: 'Add tag' }).click();
    await tagInput.fill('throwaway');
    await tagInput.press('Enter');
    const added = page.getByRole('list', { name: 'Added tags' }).getByRole('listitem');
    await expect(added).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove tag throwaway' }).click();
    await expect(added).toHaveCount(1);
    await submit.click();

    await expect(page).toHaveURL(/\/forum\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Stored as written, shown as text: the script tag is visible text and never runs.
    const body = page.getByText('First line <script>window.__xss = 1</script>');
    await expect(body).toBeVisible();
    await expect(body).toContainText('Second line <b>not bold</b>');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('article script, article b').count()).toBe(0);
    await expect(page.getByTestId('topic-views')).toHaveText('1 view');
    await expect(page.getByRole('link', { name: `#e2e-${stamp}` })).toBeVisible();

    // Reply: required content, then post.
    await expect(page.getByText('No replies yet')).toBeVisible();
    await expect(page.getByText('Be the first to reply to this discussion!')).toBeVisible();
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Cancel Reply' })).toBeVisible();
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await expect(page.getByRole('alert')).toHaveText('Content is required');
    await page.getByLabel('Your reply').fill('A helpful reply\nwith two lines');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await expect(page.getByRole('heading', { name: 'Replies (1)' })).toBeVisible();
    await expect(page.getByTestId('reply')).toContainText('A helpful reply');
    await expect(page.getByText('No replies yet')).toHaveCount(0);
    await expect(page.getByText('1 reply', { exact: true })).toBeVisible();

    // Votes: up, then switch to down; the vote survives a reload; the same button again removes it.
    await page.getByRole('button', { name: /^Upvote this discussion/ }).click();
    await expect(page.getByRole('button', { name: 'Upvote this discussion (1)' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /^Downvote this discussion/ }).click();
    await expect(page.getByRole('button', { name: 'Downvote this discussion (1)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Upvote this discussion (0)' })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Downvote this discussion (1)' })).toHaveAttribute('aria-pressed', 'true');
    // Reloading within the hour does not count another view.
    await expect(page.getByTestId('topic-views')).toHaveText('1 view');
    await page.getByRole('button', { name: 'Downvote this discussion (1)' }).click();
    await expect(page.getByRole('button', { name: 'Downvote this discussion (0)' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: /^Upvote reply by/ }).click();
    await expect(page.getByTestId('reply').getByTestId('upvotes')).toHaveText('1');

    // Search (applied on submit) finds it; Clear filters resets.
    await page.getByRole('link', { name: 'Back to Forum' }).click();
    await page.getByLabel('Search discussions').fill(stamp);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(title);
    await expect(cards.first()).toContainText('1 reply');
    await expect(cards.first()).toContainText('Tools');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/forum$/);
    await expect(page.getByLabel('Search discussions')).toHaveValue('');
  });

  test('[MEMBER][FORUM] a long discussion pages its replies with Load more', async ({ page, browser }) => {
    // Two members (posting is limited to 30 replies an hour each) write 52 replies through the API.
    await signUpConfirmed(page);
    const other = hydrating(await (await browser.newContext()).newPage());
    await signUpConfirmed(other);
    const tokenOf = (p: typeof page) => p.evaluate(() => (JSON.parse(localStorage.getItem('auth.session') ?? '{}') as { accessToken: string }).accessToken);
    const [a, b] = [await tokenOf(page), await tokenOf(other)];
    const post = async (token: string, path: string, data: object) => {
      const res = await page.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { id: string };
    };
    const { id } = await post(a, '/api/forum/topics', { title: `Long thread ${Date.now()}`, content: 'Many replies', tags: [] });
    for (let n = 1; n <= 52; n += 1) await post(n % 2 ? a : b, `/api/forum/topics/${id}/replies`, { content: `Reply number ${n}` });

    await page.goto(`/forum/${id}`);
    await expect(page.getByRole('heading', { name: 'Replies (52)' })).toBeVisible();
    const replies = page.getByTestId('reply');
    await expect(replies).toHaveCount(50);
    await expect(replies.first()).toContainText('Reply number 1');
    await expect(page.getByTestId('replies-shown')).toHaveText('Showing 50 of 52 replies');
    // A new reply lands at the end, beyond the loaded page: the notice says where it is.
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await page.getByLabel('Your reply').fill('The newest reply');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await expect(page.getByText('Your reply was posted. It is at the end of the discussion: load more replies to see it.')).toBeVisible();
    await expect(page.getByTestId('replies-shown')).toHaveText('Showing 50 of 53 replies');
    await page.getByRole('button', { name: 'Load more replies' }).click();
    await expect(replies).toHaveCount(53);
    await expect(replies.nth(51)).toContainText('Reply number 52');
    await expect(replies.last()).toContainText('The newest reply');
    await expect(page.getByRole('button', { name: 'Load more replies' })).toHaveCount(0);
    await expect(page.getByTestId('replies-shown')).toHaveText('');
  });
});
