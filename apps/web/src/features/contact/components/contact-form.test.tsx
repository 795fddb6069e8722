import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session.ts';
import { ContactForm } from './contact-form.tsx';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/contact', element: <ContactForm /> },
      { path: '/login', element: <p>Sign in page</p> },
    ],
    { initialEntries: ['/contact'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const fill = () => {
  fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Asha Rao' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByRole('combobox', { name: /Subject/ }), { target: { value: 'general' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: 'Do you list contract roles?' } });
};

describe('ContactForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => clearSession());
  });

  it("says 'Please fill in all required fields' once, and marks each empty field", async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(1);
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what a visitor wrote through sign-in and sends it, once, when they are back signed in', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ message: "Thank you for your message! We'll get back to you soon." }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    act(() => clearSession());
    const router = renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and send' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fcontact');
    expect(sent).toHaveLength(0);

    act(() => setSession({ accessToken: 'a.b.c', expiresAt: Math.floor(Date.now() / 1000) + 600, user: { id: 'u1', email: 'u1@example.com' } }));
    await act(() => router.navigate('/contact'));
    expect(await screen.findByText("Thank you for your message! We'll get back to you soon.")).toBeTruthy();
    expect(sent).toEqual([{ name: 'Asha Rao', email: 'asha@example.com', subject: 'general', message: 'Do you list contract roles?' }]);
    expect(screen.queryByRole('button', { name: 'Sign in and send' })).toBeNull();
    // Coming back again sends nothing more.
    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/contact'));
    expect(sent).toHaveLength(1);
  });
});
