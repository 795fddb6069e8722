import { messages } from '@portal/shared/accounts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnlockDevice } from './unlock-device.tsx';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/unlock', element: <UnlockDevice /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('UnlockDevice', () => {
  it('posts the token only when the button is pressed, then offers to sign in', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: messages.unlocked }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/unlock?token=abc');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Trust this device' }));
    expect(await screen.findByText(messages.unlocked)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/unlock');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message for a used or expired link", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'bad_request', message: messages.unlockInvalid } }), { status: 400 })),
    );
    renderAt('/unlock?token=used');
    await userEvent.click(screen.getByRole('button', { name: 'Trust this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.unlockInvalid);
  });
});
