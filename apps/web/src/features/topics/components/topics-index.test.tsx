import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../components/layouts/footer.tsx';
import { TopicPage } from './topic-page.tsx';
import { TopicsIndex } from './topics-index.tsx';

const answer = (body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

function renderIn(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/topics', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every topic with its number of items, each linking to its page', async () => {
    answer({
      items: [
        { id: 't1', name: 'Flaky tests', slug: 'flaky-tests', itemCount: 12 },
        { id: 't2', name: 'Visual testing', slug: 'visual-testing', itemCount: 1 },
      ],
    });
    renderIn(<TopicsIndex />);
    expect(screen.getByRole('heading', { level: 1, name: 'Topics' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Topics' });
    expect(within(list).getByRole('link', { name: /^Flaky tests\W+12 items$/ })).toHaveAttribute('href', '/topics/flaky-tests');
    expect(within(list).getByRole('link', { name: /^Visual testing\W+1 item$/ })).toHaveAttribute('href', '/topics/visual-testing');
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/topics', expect.anything());
  });

  it('is linked from the footer, and a topic page links back to it and is not centred', async () => {
    renderIn(<Footer />);
    expect(screen.getByRole('link', { name: 'Topics' })).toHaveAttribute('href', '/topics');
    answer({ topic: { id: 't1', name: 'Flaky tests', slug: 'flaky-tests' }, items: [] });
    renderIn(<TopicPage slug="flaky-tests" />);
    const back = await screen.findByRole('link', { name: 'All topics' });
    expect(back).toHaveAttribute('href', '/topics');
    expect(screen.getByRole('heading', { level: 1, name: 'Flaky tests' }).closest('article')?.className).not.toContain('mx-auto');
  });
});
