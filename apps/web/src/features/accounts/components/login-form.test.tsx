import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('asks for both fields before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Invalid email or password' } }), { status: 401 })),
    );
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'nope-nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  /** Signs in successfully from `url` and returns the router once it has left /login. */
  async function signInFrom(url: string) {
    const session = { accessToken: 'tok', expiresAt: Math.floor(Date.now() / 1000) + 900, user: { id: 'u1', email: 'a@b.co' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(session), { status: 200 })),
    );
    const router = renderAt(url);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('landed')).toBeInTheDocument();
    return router;
  }

  it('stores the session and goes to the remembered origin, never off-site', async () => {
    const router = await signInFrom('/login?next=%2F%2Fevil.example%2Fx');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(JSON.parse(localStorage.getItem('auth.session') ?? '{}').accessToken).toBe('tok');
  });

  it('lands on the dashboard when the origin only becomes off-site after normalisation (/.//host/x)', async () => {
    const router = await signInFrom('/login?next=/.//evil.example/x');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
