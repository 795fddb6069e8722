import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';

/**
 * Where a lead webhook may not go (docs/decisions/1801): private, loopback, link-local, CGNAT,
 * multicast, reserved and documentation ranges, and their IPv6 equivalents. Checked when the URL is
 * saved AND on every delivery, on the very address the connection uses (a custom DNS lookup), so DNS
 * rebinding cannot slip through.
 */
const blocked = new BlockList();
const loopback = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  // :: and the deprecated IPv4-compatible addresses (::a.b.c.d, e.g. [::127.0.0.1] = ::7f00:1); ::1 is checked first as loopback.
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export const webhookUrlMessages = {
  invalid: 'Enter a valid URL',
  https: 'The webhook URL must start with https://',
  credentials: 'The webhook URL must not contain a user name or password',
  unresolvable: 'The webhook host could not be resolved',
  privateAddress: 'The webhook URL must not point to a private, loopback or reserved address',
} as const;

/** The IPv4 inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:7f00:1), else null. */
function mappedV4(ip: string): string | null {
  const m = /^::ffff:(?:0:)?(.+)$/i.exec(ip);
  if (!m?.[1]) return null;
  if (isIP(m[1]) === 4) return m[1];
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(m[1]);
  if (!hex?.[1] || !hex[2]) return null;
  const a = Number.parseInt(hex[1], 16);
  const b = Number.parseInt(hex[2], 16);
  return [a >> 8, a & 255, b >> 8, b & 255].join('.');
}

/** Whether an address may be contacted; loopback only when the test flag allows it. */
export function addressAllowed(ip: string, allowLoopback = false): boolean {
  const family = isIP(ip);
  if (!family) return false;
  const v4 = family === 6 ? mappedV4(ip) : ip;
  if (v4) {
    if (loopback.check(v4, 'ipv4')) return allowLoopback;
    if (v4 === '255.255.255.255') return false;
    return !blocked.check(v4, 'ipv4');
  }
  if (loopback.check(ip, 'ipv6')) return allowLoopback;
  return !blocked.check(ip, 'ipv6');
}

export class WebhookUrlError extends Error {}

/** Parses and checks the URL's form: https only (http to loopback only under the test flag). */
export function parseWebhookUrl(raw: string, allowLoopback = false): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new WebhookUrlError(webhookUrlMessages.invalid);
  }
  if (url.username || url.password) throw new WebhookUrlError(webhookUrlMessages.credentials);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackHost = host === 'localhost' || (isIP(host) > 0 && addressAllowed(host, true) && !addressAllowed(host, false));
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:' && loopbackHost)) throw new WebhookUrlError(webhookUrlMessages.https);
  if (isIP(host) && !addressAllowed(host, allowLoopback)) throw new WebhookUrlError(webhookUrlMessages.privateAddress);
  return url;
}

/** Resolves every address of the host and refuses the URL if any is not allowed. */
export async function checkWebhookUrl(raw: string, allowLoopback = false): Promise<URL> {
  const url = parseWebhookUrl(raw, allowLoopback);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return url;
  const addresses = await new Promise<{ address: string }[]>((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, list) => (err ? reject(new WebhookUrlError(webhookUrlMessages.unresolvable)) : resolve(list))),
  );
  if (!addresses.length) throw new WebhookUrlError(webhookUrlMessages.unresolvable);
  if (addresses.some((a) => !addressAllowed(a.address, allowLoopback))) throw new WebhookUrlError(webhookUrlMessages.privateAddress);
  return url;
}

/** A DNS lookup for http(s).request that fails when the host resolves to a refused address. */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (err, list) => {
      if (err) return callback(err, '', 0);
      const bad = list.find((a) => !addressAllowed(a.address, allowLoopback));
      if (bad || !list.length) return callback(new WebhookUrlError(webhookUrlMessages.privateAddress), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, l: typeof list) => void)(null, list);
      const first = list[0] as { address: string; family: number };
      return callback(null, first.address, first.family);
    });
  };
}
