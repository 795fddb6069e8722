import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from './client-ip.ts';
import { loadEnv } from './env.ts';

describe('TRUST_PROXY', () => {
  it('parses off, true (one hop), hop counts and address lists', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('false')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.1, ::1').kind).toBe('list');
    expect(parseTrustProxy('loopback,private').kind).toBe('list');
  });

  it('refuses a bad entry with a clear message at start-up', () => {
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/not a number of hops, an IP address or a CIDR range/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/invalid prefix length/);
    expect(() => loadEnv({ TRUST_PROXY: 'yes-please', JWT_SECRET: 'x'.repeat(40) })).toThrow(/TRUST_PROXY/);
    expect(loadEnv({ TRUST_PROXY: '1', JWT_SECRET: 'x'.repeat(40) }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
  });

  it('without a trusted proxy uses the socket address and ignores X-Forwarded-For', () => {
    expect(clientAddress(parseTrustProxy('false'), '198.51.100.1', '203.0.113.9')).toBe('198.51.100.1');
    expect(clientAddress(parseTrustProxy('false'), '::ffff:198.51.100.1', undefined)).toBe('198.51.100.1');
  });

  it('with one hop takes the right-most forwarded address: a spoofed left part is ignored', () => {
    const one = parseTrustProxy('true');
    expect(clientAddress(one, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the real address.
    expect(clientAddress(one, '10.0.0.2', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress(one, '10.0.0.2', '5.6.7.8, 1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress(one, '10.0.0.2', undefined)).toBe('10.0.0.2');
  });

  it('with two hops skips the second proxy, and never goes further left than the header reaches', () => {
    const two = parseTrustProxy('2');
    expect(clientAddress(two, '10.0.0.2', '1.2.3.4, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    expect(clientAddress(two, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('with a list of proxies takes the right-most address that is not one of them', () => {
    const list = parseTrustProxy('10.0.0.0/8, 192.0.2.7');
    expect(clientAddress(list, '10.1.2.3', '1.2.3.4, 203.0.113.9, 192.0.2.7, 10.9.9.9')).toBe('203.0.113.9');
    // The socket is not a trusted proxy: the header is not believed at all.
    expect(clientAddress(list, '198.51.100.5', '203.0.113.9')).toBe('198.51.100.5');
    // Every hop trusted: the left-most one.
    expect(clientAddress(list, '10.1.2.3', '10.0.0.9')).toBe('10.0.0.9');
    const v6 = parseTrustProxy('loopback');
    expect(clientAddress(v6, '::1', '2001:db8::1')).toBe('2001:db8::1');
  });

  it('stops at an entry that is not an IP address and uses the proxy that wrote it', () => {
    expect(clientAddress(parseTrustProxy('1'), '10.0.0.2', 'garbage')).toBe('10.0.0.2');
    expect(clientAddress(parseTrustProxy('10.0.0.0/8'), '10.0.0.2', '203.0.113.9, <script>, 10.0.0.1')).toBe('10.0.0.1');
  });
});
