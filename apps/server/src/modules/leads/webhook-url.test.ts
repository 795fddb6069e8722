import { describe, expect, it } from 'vitest';
import { addressAllowed, checkWebhookUrl, parseWebhookUrl, webhookUrlMessages } from './webhook-url.ts';

describe('webhook URL guard', () => {
  it('refuses private, loopback, link-local, CGNAT, multicast and reserved addresses, IPv4 and IPv6', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2001:db8::1',
    ])
      expect(addressAllowed(ip), ip).toBe(false);
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(addressAllowed(ip), ip).toBe(true);
  });

  it('allows loopback only under the test flag, and https only (http only to loopback under the flag)', () => {
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('10.0.0.1', true)).toBe(false);
    expect(() => parseWebhookUrl('http://example.com/hook')).toThrow(webhookUrlMessages.https);
    expect(() => parseWebhookUrl('ftp://example.com/hook')).toThrow(webhookUrlMessages.https);
    expect(() => parseWebhookUrl('not a url')).toThrow(webhookUrlMessages.invalid);
    expect(() => parseWebhookUrl('https://user:pw@example.com/')).toThrow(webhookUrlMessages.credentials);
    expect(() => parseWebhookUrl('https://127.0.0.1/hook')).toThrow(webhookUrlMessages.privateAddress);
    expect(() => parseWebhookUrl('https://[::1]/hook')).toThrow(webhookUrlMessages.privateAddress);
    // IPv4-compatible IPv6 (deprecated ::a.b.c.d) reaches the IPv4 address on some stacks.
    expect(() => parseWebhookUrl('https://[::127.0.0.1]/')).toThrow(webhookUrlMessages.privateAddress);
    expect(() => parseWebhookUrl('https://[::10.0.0.1]/')).toThrow(webhookUrlMessages.privateAddress);
    expect(() => parseWebhookUrl('https://[::8.8.8.8]/')).toThrow(webhookUrlMessages.privateAddress);
    expect(() => parseWebhookUrl('http://127.0.0.1:9/hook')).toThrow(webhookUrlMessages.https);
    expect(parseWebhookUrl('http://127.0.0.1:9/hook', true).host).toBe('127.0.0.1:9');
    expect(() => parseWebhookUrl('http://10.0.0.1/hook', true)).toThrow(webhookUrlMessages.https);
    expect(parseWebhookUrl('https://hooks.example.com/x').hostname).toBe('hooks.example.com');
  });

  it('resolves host names and refuses one that points at loopback', async () => {
    await expect(checkWebhookUrl('https://localhost/hook')).rejects.toThrow(webhookUrlMessages.privateAddress);
    await expect(checkWebhookUrl('https://no-such-host.invalid/hook')).rejects.toThrow(webhookUrlMessages.unresolvable);
  });
});
