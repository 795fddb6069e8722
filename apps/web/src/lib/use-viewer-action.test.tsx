import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';

// Each test imports the session module afresh: it starts as 'loading', as on a page that has just hydrated.
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});

async function setup() {
  const session = await import('./session.ts');
  const { useViewerAction } = await import('./use-viewer-action.ts');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useViewerAction({
        query: () => ({ queryKey: ['panel'], queryFn: async () => 'data' }),
        run: async () => ({}),
        refresh: [],
        failed: 'failed',
      }),
    { wrapper },
  );
  return { session, hook };
}

it('a press while the session is read waits, then acts for the member it turns out to be (never sends them to sign in)', async () => {
  const { session, hook } = await setup();
  expect(hook.result.current.auth.status).toBe('loading');
  const member = vi.fn();
  const visitor = vi.fn();
  act(() => hook.result.current.press(member, visitor));
  expect(member).not.toHaveBeenCalled();
  expect(hook.result.current.waiting).toBe(true);
  act(() => session.setSession({ accessToken: 'a.b.c', expiresAt: Math.floor(Date.now() / 1000) + 600, user: { id: 'u1', email: 'u1@example.com' } }));
  expect(member).toHaveBeenCalledTimes(1);
  expect(visitor).not.toHaveBeenCalled();
  expect(hook.result.current.waiting).toBe(false);
  act(() => session.clearSession());
});

it('a press while the session is read goes the visitor way once the browser turns out signed out; later presses act at once', async () => {
  const { session, hook } = await setup();
  const member = vi.fn();
  const visitor = vi.fn();
  act(() => hook.result.current.press(member, visitor));
  act(() => session.clearSession());
  expect(visitor).toHaveBeenCalledTimes(1);
  expect(member).not.toHaveBeenCalled();
  act(() => hook.result.current.press(member, visitor));
  expect(visitor).toHaveBeenCalledTimes(2);
});
