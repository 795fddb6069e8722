import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { copyLocalFiles, createStorage, encodeSegment, type S3Settings, type Storage, s3StorageAdapter, sigV4 } from './storage.ts';

// The published examples of https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  amzDate: '20130524T000000Z',
};
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('SigV4 signer against the AWS S3 documentation examples', () => {
  it('GET Object (range header, empty payload)', () => {
    const r = sigV4({
      ...AWS_EXAMPLE,
      method: 'GET',
      canonicalPath: '/test.txt',
      payloadHash: EMPTY_SHA256,
      headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': AWS_EXAMPLE.amzDate },
    });
    expect(r.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(r.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(r.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUT Object (payload hash, encoded key)', () => {
    const payloadHash = createHash('sha256').update('Welcome to Amazon S3.').digest('hex');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const r = sigV4({
      ...AWS_EXAMPLE,
      method: 'PUT',
      canonicalPath: '/test%24file.text',
      payloadHash,
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        host: 'examplebucket.s3.amazonaws.com',
        'x-amz-content-sha256': payloadHash,
        'x-amz-date': AWS_EXAMPLE.amzDate,
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
    });
    expect(r.signedHeaders).toBe('date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class');
    expect(r.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });
});

/**
 * A second, independent SigV4 computation (the way a bucket checks a request): rebuilt only from
 * what arrived on the wire, so the adapter's URL, headers and body must all match its signature.
 */
function verifyOnServer(req: IncomingMessage, body: Buffer, secret: string): string | null {
  const auth = req.headers.authorization ?? '';
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return 'Authorization header is not in AWS4-HMAC-SHA256 form';
  const [, , day, region, signedHeaders, signature] = m as unknown as string[];
  const names = (signedHeaders as string).split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) if (!names.includes(required)) return `${required} is not signed`;
  const amzDate = String(req.headers['x-amz-date']);
  if (!amzDate.startsWith(day as string)) return 'x-amz-date does not match the credential scope';
  const bodyHash = createHash('sha256').update(body).digest('hex');
  if (req.headers['x-amz-content-sha256'] !== bodyHash) return 'x-amz-content-sha256 is not the hash of the body';
  const canonical = [
    req.method,
    (req.url ?? '').split('?')[0],
    '',
    names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join(''),
    signedHeaders,
    bodyHash,
  ].join('\n');
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${day}/${region}/s3/aws4_request\n${createHash('sha256').update(canonical).digest('hex')}`;
  let key: Buffer = createHmac('sha256', `AWS4${secret}`)
    .update(day as string)
    .digest();
  for (const part of [region as string, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  return createHmac('sha256', key).update(toSign).digest('hex') === signature ? null : 'SignatureDoesNotMatch';
}

type Seen = { method: string; url: string; contentType?: string; sha256Header?: string; authorization?: string };

/** A tiny S3-compatible bucket on a local port: PUT/GET/DELETE of path-style objects, SigV4 checked. */
function fakeBucket(secret: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        sha256Header: req.headers['x-amz-content-sha256'] as string | undefined,
        authorization: req.headers.authorization,
      });
      const problem = verifyOnServer(req, body, secret);
      if (problem) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end(`<Error><Code>${problem}</Code></Error>`);
        return;
      }
      const key = req.url ?? '';
      if (req.method === 'PUT') {
        objects.set(key, { body, type: req.headers['content-type'] ?? 'application/octet-stream' });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'content-type': o.type }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, seen };
}

const SECRET = 'local-test-secret/with+odd=chars';
const bucket = fakeBucket(SECRET);
let settings: S3Settings;

beforeAll(async () => {
  await new Promise<void>((resolve) => bucket.server.listen(0, '127.0.0.1', resolve));
  const { port } = bucket.server.address() as AddressInfo;
  settings = { endpoint: `http://127.0.0.1:${port}`, bucket: 'avatars', region: 'eu-central-1', accessKeyId: 'LOCALKEY', secretAccessKey: SECRET };
});
afterAll(() => new Promise<void>((resolve) => bucket.server.close(() => resolve())));
beforeEach(() => {
  bucket.seen.length = 0;
});

describe('S3 storage adapter against a local bucket', () => {
  it('puts, gets and removes objects with path-style URLs and a valid SigV4 signature', async () => {
    const s3 = s3StorageAdapter(settings, '/storage');
    const body = new Uint8Array([1, 2, 3, 4, 5]);
    const url = await s3.put('user-1/avatar.png', body, 'image/png');
    expect(url).toBe('/storage/user-1/avatar.png');
    expect(bucket.seen[0]).toMatchObject({
      method: 'PUT',
      url: '/avatars/user-1/avatar.png',
      contentType: 'image/png',
      sha256Header: createHash('sha256').update(body).digest('hex'),
    });
    expect(bucket.seen[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=LOCALKEY\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(bucket.objects.get('/avatars/user-1/avatar.png')?.body).toEqual(Buffer.from(body));

    expect(await s3.get('user-1/avatar.png')).toEqual(new Uint8Array(body));
    expect(bucket.seen[1]).toMatchObject({ method: 'GET', url: '/avatars/user-1/avatar.png', sha256Header: EMPTY_SHA256 });
    expect(await s3.get('user-1/missing.png')).toBeNull();

    await s3.remove('user-1/avatar.png');
    expect(bucket.seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/avatars/user-1/avatar.png' });
    expect(bucket.objects.has('/avatars/user-1/avatar.png')).toBe(false);
    expect(await s3.get('user-1/avatar.png')).toBeNull();
    // Every request passed the bucket's own signature check (a failure would have been a 403).
    expect(bucket.seen.length).toBe(5);
  });

  it('encodes path segments the SigV4 way and keeps an endpoint path prefix in the signed path', async () => {
    expect(encodeSegment("na!me(1)'*$ x")).toBe('na%21me%281%29%27%2A%24%20x');
    const s3 = s3StorageAdapter({ ...settings, endpoint: `${settings.endpoint}/prefix/` }, '/storage');
    await s3.put('odd/name_1.v2.png', new Uint8Array([9]), 'image/png');
    expect(bucket.seen[0]?.url).toBe('/prefix/avatars/odd/name_1.v2.png');
    expect(await s3.get('odd/name_1.v2.png')).toEqual(new Uint8Array([9]));
  });

  it('a wrong secret is refused by the bucket and surfaces as an error, never as a stored file', async () => {
    const s3 = s3StorageAdapter({ ...settings, secretAccessKey: 'wrong' }, '/storage');
    await expect(s3.put('user-2/avatar.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(/403/);
    expect(bucket.objects.has('/avatars/user-2/avatar.png')).toBe(false);
  });

  it('uses S3_PUBLIC_URL for public links and rejects unsafe keys before any request', async () => {
    const s3 = s3StorageAdapter({ ...settings, publicUrl: 'https://cdn.example.com/avatars/' }, '/storage');
    expect(await s3.put('u/avatar.gif', new Uint8Array([1]), 'image/gif')).toBe('https://cdn.example.com/avatars/u/avatar.gif');
    await expect(s3.put('../etc/passwd', new Uint8Array([1]), 'text/plain')).rejects.toThrow('Invalid storage key');
    expect(bucket.seen.length).toBe(1);
  });
});

describe('avatars through the app with the S3 adapter chosen by settings', () => {
  const t = useTestApp();

  it('an uploaded avatar lands in the bucket at {userId}/avatar.{ext} and is served from /storage', async () => {
    t.deps.storage = createStorage({
      ...t.deps.env,
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    const u = await t.createUser();
    const token = await t.loginAs(u.email);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    const res = await t.app.request('/api/profile/avatar', { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: png });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { avatarUrl: string }).avatarUrl).toMatch(new RegExp(`^/storage/${u.id}/avatar\\.png\\?v=\\d+$`));
    expect(bucket.objects.get(`/avatars/${u.id}/avatar.png`)?.type).toBe('image/png');

    const served = await t.app.request(`/storage/${u.id}/avatar.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(8);

    // Deleting the account removes the file from the bucket too.
    const del = await t.json('POST', '/api/account/delete', { token, body: { password: u.password, confirm: 'DELETE' } });
    expect(del.status).toBe(200);
    expect(bucket.objects.has(`/avatars/${u.id}/avatar.png`)).toBe(false);
  });
});

describe('copyLocalFiles (db:move with S3 set)', () => {
  it('puts every file of the uploads folder under its key, with its content type', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'aith-uploads-'));
    mkdirSync(path.join(root, 'avatars', 'u1'), { recursive: true });
    writeFileSync(path.join(root, 'avatars', 'u1', 'a.png'), Buffer.from([1, 2]));
    writeFileSync(path.join(root, 'notes.bin'), Buffer.from([3]));
    const put: [string, number[], string][] = [];
    const target: Storage = {
      put: async (key, body, type) => {
        put.push([key, [...body], type]);
        return key;
      },
      get: async () => null,
      remove: async () => {},
    };
    expect(await copyLocalFiles(root, target)).toBe(2);
    expect(put.sort()).toEqual([
      ['avatars/u1/a.png', [1, 2], 'image/png'],
      ['notes.bin', [3], 'application/octet-stream'],
    ]);
  });
});
