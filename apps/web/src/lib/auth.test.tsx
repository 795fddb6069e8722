import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { useAuthState } from './auth.tsx';
import { initSession, SIGNED_OUT, sessionStore } from './session.ts';

it("a visitor's page hydrates without a second render: the signed-out state is the server's snapshot itself", async () => {
  localStorage.clear();
  await initSession({ onExpired: () => {} });
  expect(sessionStore.get()).toBe(SIGNED_OUT);

  let renders = 0;
  function Probe() {
    renders++;
    return <span>{useAuthState().status}</span>;
  }
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Probe />);
  document.body.append(root);
  renders = 0;
  await act(async () => {
    hydrateRoot(root, <Probe />);
  });
  expect(root.textContent).toBe('signedOut');
  // A signed-out state equal in value but another object would make React render every useAuthState user again.
  expect(renders).toBe(1);
  root.remove();
});
