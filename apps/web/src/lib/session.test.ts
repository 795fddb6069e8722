import { describe, expect, it } from 'vitest';
import { clearSession, sessionStore, setSession } from './session.ts';

describe('sign-out storage clearing', () => {
  it('clears local and session storage but keeps display preferences', () => {
    setSession({ accessToken: 't', expiresAt: Math.floor(Date.now() / 1000) + 900, user: { id: 'u', email: 'a@b.co' } });
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('admin.jobs.sort', '{"field":"job_title","dir":"asc"}');
    localStorage.setItem('admin.users.sort', '{"field":"email","dir":"asc"}');
    localStorage.setItem('draft', 'personal');
    sessionStorage.setItem('scratch', '1');
    clearSession();
    expect(Object.keys(localStorage).sort()).toEqual(['admin.jobs.sort', 'admin.users.sort', 'theme']);
    expect(sessionStorage.length).toBe(0);
    expect(sessionStore.get().status).toBe('signedOut');
  });
});
