import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: { id: string; email: string; password: string };
let token: string;
const ids: Record<string, string> = {};

async function setProfile(id: string, set: Record<string, unknown>) {
  const p = { fullName: null, company: null, jobTitle: null, isVendorAdmin: false, createdAt: null, ...set } as Record<string, unknown>;
  await t.deps.db.execute(sql`
    update profiles set full_name = ${p.fullName as string | null}, company = ${p.company as string | null}, job_title = ${p.jobTitle as string | null},
      is_vendor_admin = ${p.isVendorAdmin as boolean}, created_at = coalesce(${p.createdAt as string | null}::timestamptz, created_at)
    where id = ${id}`);
}

beforeAll(async () => {
  admin = await t.createUser({ email: 'boss@example.com', isAdmin: true, fullName: 'Boss Admin' });
  await setProfile(admin.id, { fullName: 'Boss Admin', createdAt: '2024-01-01T00:00:00Z' });
  token = await t.loginAs(admin.email);
  const specs = [
    { key: 'alice', email: 'alice@acme.com', fullName: 'Alice Anders', company: 'Acme', isPro: true, created: '2024-02-01' },
    { key: 'bob', email: 'bob@vendor.io', fullName: 'Bob Brown', company: '=HYPERLINK("x")', vendor: true, created: '2024-03-01' },
    { key: 'carol', email: 'carol@example.com', fullName: 'Carol Clark', company: 'Acme', created: '2024-04-01' },
  ];
  for (const s of specs) {
    const u = await t.createUser({ email: s.email, isPro: s.isPro, fullName: s.fullName });
    ids[s.key] = u.id;
    await setProfile(u.id, { fullName: s.fullName, company: s.company, isVendorAdmin: !!s.vendor, createdAt: `${s.created}T00:00:00Z` });
  }
  for (let i = 0; i < 9; i++) {
    const u = await t.createUser({ email: `filler${i}@example.org` });
    await setProfile(u.id, { fullName: `Filler ${i}`, createdAt: `2023-0${i + 1}-01T00:00:00Z` });
  }
  await t.deps.db.execute(sql`
    insert into user_subscriptions (user_id, plan_type, status, start_date, end_date)
    values (${ids.alice}, 'yearly', 'active', now() - interval '1 day', now() + interval '364 days')`);
});

const list = (qs = '') => t.json('GET', `/api/admin/users${qs}`, { token });

describe('GET /api/admin/users', () => {
  it('defaults to joinedDate desc, 10 per page, with server paging', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, perPage: 10, totalCount: 13, totalPages: 2 });
    expect(body.users).toHaveLength(10);
    expect(body.users.slice(0, 4).map((u: { email: string }) => u.email)).toEqual(['carol@example.com', 'bob@vendor.io', 'alice@acme.com', 'boss@example.com']);
    const page2 = await list('?page=2');
    expect(page2.body.users).toHaveLength(3);
    expect(page2.body.users[2].email).toBe('filler0@example.org');
    const alice = body.users.find((u: { email: string }) => u.email === 'alice@acme.com');
    expect(alice).toMatchObject({ fullName: 'Alice Anders', company: 'Acme', isPro: true, subscription: { planType: 'yearly' } });
    expect(Object.keys(alice).sort()).toEqual(
      ['avatarUrl', 'company', 'createdAt', 'email', 'fullName', 'id', 'isAdmin', 'isPro', 'isVendorAdmin', 'jobTitle', 'lastSignInAt', 'subscription'].sort(),
    );
    expect(body.users.find((u: { email: string }) => u.email === 'boss@example.com').lastSignInAt).not.toBeNull();
    expect(body.users.find((u: { email: string }) => u.email === 'carol@example.com').subscription).toBeNull();
  });

  it('searches name, e-mail and company; filters role and plan', async () => {
    expect((await list('?search=acme')).body.users.map((u: { email: string }) => u.email).sort()).toEqual(['alice@acme.com', 'carol@example.com']);
    expect((await list('?search=BROWN')).body.pagination.totalCount).toBe(1);
    expect((await list('?search=%25')).body.pagination.totalCount).toBe(0);
    expect((await list('?role=admin')).body.users.map((u: { email: string }) => u.email)).toEqual(['boss@example.com']);
    expect((await list('?role=vendor_admin')).body.users.map((u: { email: string }) => u.email)).toEqual(['bob@vendor.io']);
    expect((await list('?role=user')).body.pagination.totalCount).toBe(11);
    expect((await list('?plan=pro')).body.users.map((u: { email: string }) => u.email)).toEqual(['alice@acme.com']);
    expect((await list('?plan=free&search=acme')).body.users.map((u: { email: string }) => u.email)).toEqual(['carol@example.com']);
  });

  it('sorts by name, email, role and plan in both directions', async () => {
    const first = async (qs: string) => (await list(qs)).body.users[0].email;
    expect(await first('?sortField=name&sortOrder=asc')).toBe('alice@acme.com');
    expect(await first('?sortField=name&sortOrder=desc')).toBe('filler8@example.org');
    expect(await first('?sortField=email&sortOrder=asc')).toBe('alice@acme.com');
    expect(await first('?sortField=role&sortOrder=asc')).toBe('boss@example.com');
    expect(await first('?sortField=plan&sortOrder=desc')).toBe('alice@acme.com');
    expect(await first('?sortField=lastSignIn&sortOrder=desc')).toBe('boss@example.com');
    expect((await list('?sortField=password')).status).toBe(400);
    expect((await list('?perPage=1000')).status).toBe(400);
  });
});

describe('CSV export', () => {
  it('exports the current page with the spec columns and defused formulas', async () => {
    const res = await t.request('GET', '/api/admin/users/export.csv?sortField=email&sortOrder=asc&perPage=3', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/users-export-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Role,Plan,Company,Job Title,Joined Date,Last Sign In');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('Alice Anders,alice@acme.com,User,Pro,Acme,,2024-02-01,');
    expect(lines[2]).toBe(`Bob Brown,bob@vendor.io,Vendor Admin,Free,"'=HYPERLINK(""x"")",,2024-03-01,`);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('edits name, company, job title, roles and Pro, with an audit entry', async () => {
    const { status, body } = await t.json('PUT', `/api/admin/users/${ids.carol}`, {
      token,
      body: { fullName: ' Caroline C ', company: '', jobTitle: 'QA Lead', isAdmin: false, isVendorAdmin: true, isPro: true },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ fullName: 'Caroline C', company: null, jobTitle: 'QA Lead', isVendorAdmin: true, isPro: true });
    const audit = rowsOf<{ action: string; actorEmail: string }>(
      await t.deps.db.execute(sql`select action, actor_email as "actorEmail" from audit_log where entity_type = 'user' and entity_id = ${ids.carol}`),
    );
    expect(audit).toEqual([{ action: 'update', actorEmail: 'boss@example.com' }]);
  });

  it('rejects removing your own admin flag, unknown users and bad input', async () => {
    const own = await t.json('PUT', `/api/admin/users/${admin.id}`, {
      token,
      body: { fullName: 'Boss', isAdmin: false, isVendorAdmin: false, isPro: false },
    });
    expect(own.status).toBe(422);
    expect(own.body.error.message).toBe('You cannot remove your own admin role');
    const ok = await t.json('PUT', `/api/admin/users/${admin.id}`, {
      token,
      body: { fullName: 'Boss Admin', isAdmin: true, isVendorAdmin: false, isPro: false },
    });
    expect(ok.status).toBe(200);
    const missing = await t.json('PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000', {
      token,
      body: { isAdmin: false, isVendorAdmin: false, isPro: false },
    });
    expect(missing.status).toBe(404);
    expect((await t.json('PUT', `/api/admin/users/${ids.carol}`, { token, body: { isAdmin: 'yes' } })).status).toBe(400);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('cannot delete yourself', async () => {
    const r = await t.json('DELETE', `/api/admin/users/${admin.id}`, { token });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toBe('You cannot delete your own account here');
  });

  it('removes the user and their personal data, with an audit entry', async () => {
    const victim = await t.createUser({ email: 'victim@example.com', fullName: 'Vic Tim' });
    await t.deps.db.execute(sql`insert into email_outbox (to_address, subject, text) values ('victim@example.com', 'hello', 'hi')`);
    const r = await t.json('DELETE', `/api/admin/users/${victim.id}`, { token });
    expect(r.status).toBe(200);
    const count = async (q: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.deps.db.execute(q))[0]?.n;
    expect(await count(sql`select count(*)::int as n from users where id = ${victim.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from profiles where id = ${victim.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from email_outbox where to_address = 'victim@example.com'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'delete' and entity_type = 'user' and entity_id = ${victim.id}`)).toBe(1);
    expect((await t.json('DELETE', `/api/admin/users/${victim.id}`, { token })).status).toBe(404);
  });
});

describe('POST /api/admin/users/invite', () => {
  it('e-mails a sign-up link', async () => {
    const r = await t.json('POST', '/api/admin/users/invite', { token, body: { email: ' New.Person@Example.com ' } });
    expect(r.status).toBe(200);
    const mails = rowsOf<{ subject: string; text: string }>(
      await t.deps.db.execute(sql`select subject, text from email_outbox where to_address = 'new.person@example.com'`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('http://localhost:3000/signup?email=new.person%40example.com');
  });

  it('answers 409 for an existing account and 400 for a bad address', async () => {
    const r = await t.json('POST', '/api/admin/users/invite', { token, body: { email: 'ALICE@acme.com' } });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe('A user with this e-mail already exists');
    expect((await t.json('POST', '/api/admin/users/invite', { token, body: { email: 'nope' } })).status).toBe(400);
  });
});
