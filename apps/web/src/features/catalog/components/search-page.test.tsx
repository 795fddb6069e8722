import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubCatalogFetch } from '../../../test/catalog-stubs.ts';
import { LoadMore } from './list-parts.tsx';
import { SearchPage } from './search-page.tsx';

const hit = (i: number, title: string, snippet: string | null) => ({
  type: 'job',
  id: `j${i}`,
  title,
  snippet,
  vendorName: 'Acme',
  url: `/jobs?search=${encodeURIComponent(title)}`,
  rank: 2,
});

describe('SearchPage', () => {
  beforeEach(() =>
    stubCatalogFetch(() => ({
      status: 200,
      body: {
        items: [hit(1, 'Playwright testing lead', 'Runs <script>alert(1)</script> the tests at Acme'), hit(2, 'Release manager', null)],
        page: 1,
        pageSize: 12,
        total: 1000,
        totalPages: 84,
        totalCapped: true,
      },
    })),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("marks the searched words (stems too) in titles and snippets as text, and shows a capped total as '1,000+'", async () => {
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/search?q=testing']}>
          <SearchPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Playwright testing lead' })).toBeInTheDocument();
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['testing', 'tests']);
    // Hit text is rendered as text: the markup in a snippet is not turned into elements.
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Release manager' }).querySelector('mark')).toBeNull();
    expect(screen.getByText('Showing 2 of 1,000+')).toBeInTheDocument();
  });
});

describe('LoadMore', () => {
  it('shows an exact total without a plus', () => {
    render(<LoadMore hasMore={false} loading={false} onMore={() => undefined} shown={12} total={1234} />);
    expect(screen.getByText('Showing 12 of 1,234')).toBeInTheDocument();
  });
});
