import { describe, expect, it } from 'vitest';
import { authorName, displayName, isStaffEmail, safeRedirectPath, signupForm, signupRequest } from './accounts.ts';

describe('safeRedirectPath', () => {
  it('accepts same-site relative paths', () => {
    expect(safeRedirectPath('/upgrade')).toBe('/upgrade');
    expect(safeRedirectPath('/product-trials/abc?x=1#y')).toBe('/product-trials/abc?x=1#y');
  });
  it.each(['https://evil.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)', 'dashboard', ''])('rejects %s', (v) => {
    expect(safeRedirectPath(v)).toBe('/dashboard');
  });
  it.each(['/.//host/x', '/./\\host/x', '/%2e//host/x', '/a/..//host/x', '/./\t/host', '/x\u0000y'])('rejects %s, which normalises to another host', (v) => {
    expect(safeRedirectPath(v)).toBe('/dashboard');
    expect(safeRedirectPath(v, '/')).toBe('/');
  });
  it('normalises harmless dot segments', () => {
    expect(safeRedirectPath('/./upgrade')).toBe('/upgrade');
    expect(safeRedirectPath('/jobs/../webinars?x=1')).toBe('/webinars?x=1');
  });
});

describe('sign-up form', () => {
  const msg = (v: { email: string; password: string; confirmPassword: string }) => signupForm.safeParse(v).error?.issues[0]?.message;
  it('requires every field', () => expect(msg({ email: '', password: 'abcdef', confirmPassword: 'abcdef' })).toBe('Please fill in all fields'));
  it('passwords must match', () => expect(msg({ email: 'a@b.co', password: 'abcdef', confirmPassword: 'abcdeg' })).toBe('Passwords do not match'));
  it('password length', () => expect(msg({ email: 'a@b.co', password: 'abc', confirmPassword: 'abc' })).toBe('Password must be at least 6 characters'));
  it('server schema lowercases the e-mail', () => expect(signupRequest.parse({ email: ' A@B.CO ', password: 'abcdef' }).email).toBe('a@b.co'));
});

describe('names', () => {
  it('display name is the local part', () => expect(displayName('jane.doe@example.com')).toBe('jane.doe'));
  it('author falls back', () => {
    expect(authorName({ fullName: 'Jane Doe', email: 'j@x.io' })).toBe('Jane Doe');
    expect(authorName({ fullName: ' ', email: 'j@x.io' })).toBe('j');
    expect(authorName(null)).toBe('Anonymous');
  });
  it('staff by company domain', () => {
    expect(isStaffEmail('a@portal.dev', 'portal.dev')).toBe(true);
    expect(isStaffEmail('a@notportal.dev', 'portal.dev')).toBe(false);
    expect(isStaffEmail('a@portal.dev', undefined)).toBe(false);
  });
});
