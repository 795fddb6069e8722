import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from './header-search.tsx';

describe('HeaderSearch', () => {
  it('shows the global box on other pages and none on /search (which has its own: one box per page)', () => {
    // jsdom does not know the HTML <search> element yet (browsers do).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(
      <MemoryRouter initialEntries={['/jobs']}>
        <HeaderSearch />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Search everything')).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter initialEntries={['/search?q=flaky']}>
        <HeaderSearch />
      </MemoryRouter>,
    );
    expect(screen.queryByLabelText('Search everything')).toBeNull();
    vi.restoreAllMocks();
  });
});
