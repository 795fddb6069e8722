import { afterEach, describe, expect, it } from 'vitest';
import { setRenderTransportLookup, type Transport } from '../../../lib/api-client.ts';
import { adminListQuery } from './admin-api.ts';

// The transport hook of the server renderer stands in for the network (as in lib/api-contract.test.ts).
const seen: { path: string; method?: string }[] = [];
const answer = { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 };
const transport: Transport = async (path, init) => {
  seen.push({ path, method: init.method });
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
};
afterEach(() => {
  setRenderTransportLookup(() => undefined);
  seen.length = 0;
});

const run = async (q: ReturnType<typeof adminListQuery>) => {
  setRenderTransportLookup(() => transport);
  // biome-ignore lint/suspicious/noExplicitAny: only the signal of the query function's context is read
  return (q.queryFn as (ctx: any) => Promise<unknown>)({ signal: new AbortController().signal });
};

describe('admin resources through their contracts', () => {
  it("lists from the resource's contract path, leaving out empty filters and 'all'", async () => {
    await run(adminListQuery('product-trials', { search: '', status: 'all', vendorId: 'acme', sort: 'createdAt', dir: 'desc', page: 2, pageSize: 20 }));
    expect(seen).toEqual([{ path: '/api/admin/product-trials?vendorId=acme&sort=createdAt&dir=desc&page=2&pageSize=20', method: 'GET' }]);
  });

  it("lists the vendor console's own items from the console contract", async () => {
    await run(adminListQuery('jobs', { search: 'qa', page: 1, pageSize: 20 }, { kind: 'vendor', vendorId: 'acme', vendorName: 'Acme' }));
    expect(seen).toEqual([{ path: '/api/vendor/jobs?search=qa&page=1&pageSize=20', method: 'GET' }]);
  });

  it('refuses the vendor console for a resource without one (vendors, topics)', () => {
    expect(() => adminListQuery('topics', {}, { kind: 'vendor', vendorId: 'acme', vendorName: 'Acme' }).queryFn).not.toThrow();
    return expect(run(adminListQuery('topics', {}, { kind: 'vendor', vendorId: 'acme', vendorName: 'Acme' }))).rejects.toThrow(/no vendor console/);
  });
});
