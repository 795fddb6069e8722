import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the app may be believed about the client's address (TRUST_PROXY):
 * none, a number of hops, or a list of proxy addresses and CIDR ranges.
 */
type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList; text: string };

const named: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
};

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is the IPv4 address. */
function normalise(address: string): string {
  const a = address.trim();
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  return m?.[1] ?? a;
}

/**
 * Parses TRUST_PROXY: `false`/`0` trusts no proxy; `true` is one hop (kept for compatibility); a whole
 * number is that many hops; anything else is a comma list of addresses or CIDR ranges (and the names
 * `loopback`, `private`, `linklocal`). Throws with a clear message on a bad entry.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === 'no' || v === '0') return { kind: 'none' };
  if (v === 'true' || v === 'yes') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 32) throw new Error('TRUST_PROXY: at most 32 hops');
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const raw of v.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    for (const item of named[entry] ?? [entry]) {
      const [addr = '', prefix] = item.split('/');
      const address = normalise(addr);
      const type = isIP(address);
      if (!type) throw new Error(`TRUST_PROXY: "${entry}" is not a number of hops, an IP address or a CIDR range`);
      const family = type === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) {
        list.addAddress(address, family);
        continue;
      }
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (type === 4 ? 32 : 128)) throw new Error(`TRUST_PROXY: "${entry}" has an invalid prefix length`);
      list.addSubnet(address, bits, family);
    }
  }
  return { kind: 'list', list, text: v };
}

function isTrusted(trust: TrustProxy & { kind: 'list' }, address: string): boolean {
  const type = isIP(address);
  return type !== 0 && trust.list.check(address, type === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address. Without a trusted proxy it is the socket's address. Behind proxies it is the
 * right-most address of X-Forwarded-For that is not a trusted proxy: the left part of the header is
 * whatever the client sent and is never believed. With a hop count, the socket and the last hops - 1
 * forwarded entries are the proxies. An entry that is not an IP address stops the walk (its right
 * neighbour, which a trusted proxy wrote, is used).
 */
export function clientAddress(trust: TrustProxy, socketAddress: string | undefined, forwardedFor: string | undefined): string {
  const socket = normalise(socketAddress ?? '') || 'unknown';
  if (trust.kind === 'none' || !forwardedFor) return socket;
  // Right to left: the socket (nearest hop) first, then the forwarded entries from the right.
  const hops = [socket, ...forwardedFor.split(',').map(normalise).filter(Boolean).reverse()];
  if (trust.kind === 'hops') {
    if (trust.hops === 0) return socket;
    for (let i = 1; i <= Math.min(trust.hops, hops.length - 1); i++) {
      if (!isIP(hops[i] as string)) return hops[i - 1] as string;
    }
    return hops[Math.min(trust.hops, hops.length - 1)] as string;
  }
  for (let i = 0; i < hops.length; i++) {
    const address = hops[i] as string;
    if (!isIP(address)) return i === 0 ? address : (hops[i - 1] as string);
    if (!isTrusted(trust, address)) return address;
  }
  return hops[hops.length - 1] as string;
}
