import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { stubCatalogFetch } from '../../test/catalog-stubs.ts';
import { UnsubscribePage } from './unsubscribe-page.tsx';

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <UnsubscribePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('UnsubscribePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says a malformed link is not valid in words, never the validation text, and styles the preferences link as a link', async () => {
    stubCatalogFetch(() => ({
      status: 400,
      body: { error: { code: 'bad_request', message: 'Too small: expected string to have >=10 characters', fields: { token: 'Too small' } } },
    }));
    renderAt('/email/unsubscribe?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.queryByText(/Too small/)).toBeNull();
    const link = screen.getByRole('link', { name: 'Manage all your e-mail preferences' });
    expect(link).toHaveAttribute('href', '/preferences');
    expect(link.className).toContain('underline');
  });
});
