import * as forum from '@portal/shared/forum-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { setRenderTransportLookup, type Transport } from './api-client.ts';
import { call, contractKey, contractPath, contractQuery, queryString } from './api-contract.ts';

describe('contractPath / queryString', () => {
  it('escapes path parameters', () => {
    expect(contractPath('/api/forum/{type}/{id}/vote', { type: 'reply', id: 'a/b c?d#e' })).toBe('/api/forum/reply/a%2Fb%20c%3Fd%23e/vote');
  });

  it('refuses a missing path parameter instead of calling a wrong path', () => {
    expect(() => contractPath('/api/forum/topics/{id}', {})).toThrow(/Missing path parameter "id"/);
    expect(() => contractPath('/api/forum/topics/{id}', { id: '' })).toThrow(/Missing path parameter "id"/);
  });

  it('repeats a key per array item, drops undefined and null, keeps 0, false and order', () => {
    expect(queryString({ sort: 'top', tag: undefined, page: 0, pro: false, x: null, ids: ['a', 'b&c'], empty: [] })).toBe(
      '?sort=top&page=0&pro=false&ids=a&ids=b%26c',
    );
    expect(queryString({ a: undefined })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('reads back the way the server route() parses it (repeated key = array)', () => {
    const qs = new URLSearchParams(queryString({ ids: ['1', '2'], one: 'x y' }).slice(1));
    expect(qs.getAll('ids')).toEqual(['1', '2']);
    expect(qs.get('one')).toBe('x y');
  });
});

describe('call / contractQuery', () => {
  // The transport hook of the server renderer stands in for the network here (no transport: the browser's fetch).
  const setApiTransport = (t: Transport) => setRenderTransportLookup(() => t);
  afterEach(() => setRenderTransportLookup(() => undefined));

  it('sends the contract method and built path, answers the JSON', async () => {
    const seen: { path: string; method?: string; body?: unknown }[] = [];
    setApiTransport(async (path, init) => {
      seen.push({ path, method: init.method, body: init.body });
      return new Response(JSON.stringify({ upvotes: 3, downvotes: 0, myVote: 1 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const answer = await call(forum.vote, { params: { type: 'topic', id: 'abc' }, body: { value: 1 } });
    expect(answer).toEqual({ upvotes: 3, downvotes: 0, myVote: 1 });
    expect(seen).toEqual([{ path: '/api/forum/topic/abc/vote', method: 'POST', body: '{"value":1}' }]);
  });

  it('keys a query by cache area, path and input, so equal inputs share an entry and the area invalidates it', () => {
    const a = contractQuery(forum.listTopics, { query: { sort: 'most_popular', page: 2 } });
    const b = contractQuery(forum.listTopics, { query: { sort: 'most_popular', page: 2 } });
    const c = contractQuery(forum.listTopics, { query: { sort: 'most_popular', page: 3 } });
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey).not.toEqual(c.queryKey);
    expect(a.queryKey[0]).toBe('forum');
    expect(contractKey(forum.getTopic, { params: { id: '1' } }, ['viewer-a'])).not.toEqual(contractKey(forum.getTopic, { params: { id: '1' } }, ['viewer-b']));
  });
});
