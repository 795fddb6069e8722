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

it("a visitor's press is kept through sign-in and done once on their return (resume), never twice", async () => {
  const session = await import('./session.ts');
  const { useViewerAction } = await import('./use-viewer-action.ts');
  const run = vi.fn(async () => ({}));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const use = () =>
    useViewerAction({ query: () => ({ queryKey: ['panel'], queryFn: async () => 'data' }), run, refresh: [], failed: 'failed', resume: 'webinar-register.w1' });
  const visitor = renderHook(use, { wrapper });
  act(() => session.clearSession());
  act(() => visitor.result.current.press(vi.fn(), () => visitor.result.current.toLogin()));
  expect(run).not.toHaveBeenCalled();
  expect(sessionStorage.getItem('pending.webinar-register.w1')).not.toBeNull();
  visitor.unmount();

  // Back on the page, signed in: the registration is made once.
  act(() => session.setSession({ accessToken: 'a.b.c', expiresAt: Math.floor(Date.now() / 1000) + 600, user: { id: 'u1', email: 'u1@example.com' } }));
  const member = renderHook(use, { wrapper });
  await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  expect(sessionStorage.getItem('pending.webinar-register.w1')).toBeNull();
  member.rerender();
  renderHook(use, { wrapper }).unmount();
  expect(run).toHaveBeenCalledTimes(1);
  act(() => session.clearSession());
});

it('a kept press of another page, or one kept too long ago, is not done', async () => {
  const session = await import('./session.ts');
  const { useViewerAction } = await import('./use-viewer-action.ts');
  const run = vi.fn(async () => ({}));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  sessionStorage.setItem('pending.webinar-register.other', JSON.stringify({ at: Date.now(), values: true }));
  sessionStorage.setItem('pending.webinar-register.w1', JSON.stringify({ at: Date.now() - 31 * 60_000, values: true }));
  act(() => session.setSession({ accessToken: 'a.b.c', expiresAt: Math.floor(Date.now() / 1000) + 600, user: { id: 'u1', email: 'u1@example.com' } }));
  renderHook(
    () =>
      useViewerAction({
        query: () => ({ queryKey: ['panel'], queryFn: async () => 'data' }),
        run,
        refresh: [],
        failed: 'failed',
        resume: 'webinar-register.w1',
      }),
    {
      wrapper,
    },
  );
  await new Promise((r) => setTimeout(r, 20));
  expect(run).not.toHaveBeenCalled();
  act(() => session.clearSession());
});
