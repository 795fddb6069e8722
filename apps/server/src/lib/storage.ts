import { createHash, createHmac } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from './env.ts';

/** Object storage adapter: local folder under DATA_DIR by default, an S3-compatible bucket when configured. */
export type Storage = {
  /** Stores the object and returns its public URL. */
  put: (key: string, body: Uint8Array, contentType: string) => Promise<string>;
  get: (key: string) => Promise<Uint8Array | null>;
  remove: (key: string) => Promise<void>;
};

export const safeKey = (key: string) => {
  if (!/^[A-Za-z0-9._/-]+$/.test(key) || key.includes('..') || key.startsWith('/')) throw new Error('Invalid storage key');
  return key;
};

function localStorageAdapter(root: string, publicBase: string): Storage {
  return {
    async put(key, body) {
      const file = path.join(root, safeKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `${publicBase}/${key}`;
    },
    async get(key) {
      try {
        return await readFile(path.join(root, safeKey(key)));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(path.join(root, safeKey(key)), { force: true });
    },
  };
}

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket; without it objects are served through GET /storage/{key}. */
  publicUrl?: string;
};

const sha256hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding of one path segment, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export const encodeSegment = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The core of AWS Signature Version 4 for a request without a query string: canonical request,
 * string to sign, signing key and signature. `headers` are the headers to sign, with lower-case
 * names (host, x-amz-date and x-amz-content-sha256 among them). Exported for tests, which check it
 * against the published S3 examples.
 */
export function sigV4(input: {
  method: string;
  canonicalPath: string;
  headers: Record<string, string>;
  payloadHash: string;
  amzDate: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
}) {
  const service = input.service ?? 's3';
  const day = input.amzDate.slice(0, 8);
  const names = Object.keys(input.headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${input.headers[n]?.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [input.method, input.canonicalPath, '', canonicalHeaders, signedHeaders, input.payloadHash].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${input.secretAccessKey}`, day);
  const kSigning = hmac(hmac(hmac(kDate, input.region), service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  return {
    canonicalRequest,
    stringToSign,
    signedHeaders,
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** AWS Signature Version 4 headers for one path-style request. */
function signS3Request(s: S3Settings, method: string, key: string, body: Uint8Array | null, extraHeaders: Record<string, string> = {}, now = new Date()) {
  const url = new URL(s.endpoint);
  const base = url.pathname.replace(/\/$/, '');
  const canonicalPath = `${base}/${encodeSegment(s.bucket)}/${key.split('/').map(encodeSegment).join('/')}`;
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const payloadHash = sha256hex(body ?? '');
  const headers: Record<string, string> = {
    host: url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
    ...Object.fromEntries(Object.entries(extraHeaders).map(([k, v]) => [k.toLowerCase(), v.trim()])),
  };
  const signed = sigV4({
    method,
    canonicalPath,
    headers,
    payloadHash,
    amzDate,
    region: s.region,
    accessKeyId: s.accessKeyId,
    secretAccessKey: s.secretAccessKey,
  });
  const { host: _host, ...sendHeaders } = headers;
  return { url: `${url.origin}${canonicalPath}`, headers: { ...sendHeaders, authorization: signed.authorization } };
}

/** Every request to the bucket, body included, finishes within this or fails. */
const S3_DEADLINE_MS = 30_000;

/** S3-compatible bucket (AWS S3, MinIO, R2, ...) over plain fetch with SigV4 signing, path-style addressing. */
export function s3StorageAdapter(s: S3Settings, fallbackPublicBase: string): Storage {
  const publicBase = (s.publicUrl ?? fallbackPublicBase).replace(/\/$/, '');
  return {
    async put(key, body, contentType) {
      const req = signS3Request(s, 'PUT', safeKey(key), body, { 'content-type': contentType });
      const res = await fetch(req.url, { method: 'PUT', headers: req.headers, body, signal: AbortSignal.timeout(S3_DEADLINE_MS) });
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text().catch(() => '')}`);
      return `${publicBase}/${key}`;
    },
    async get(key) {
      const req = signS3Request(s, 'GET', safeKey(key), null);
      const res = await fetch(req.url, { headers: req.headers, signal: AbortSignal.timeout(S3_DEADLINE_MS) });
      if (res.status === 404 || res.status === 403) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async remove(key) {
      const req = signS3Request(s, 'DELETE', safeKey(key), null);
      const res = await fetch(req.url, { method: 'DELETE', headers: req.headers, signal: AbortSignal.timeout(S3_DEADLINE_MS) });
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
  };
}

/** The adapter chosen by settings: S3 when S3_BUCKET is set, else a folder under DATA_DIR. */
export function createStorage(env: Env): Storage {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return s3StorageAdapter(
      {
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        publicUrl: env.S3_PUBLIC_URL,
      },
      '/storage',
    );
  }
  return localStorageAdapter(path.resolve(env.DATA_DIR, 'storage'), '/storage');
}

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/**
 * Copies every file under a local uploads folder into a storage adapter under the same key (`db:move` with S3
 * set): the stored `/storage/{key}` links keep working, as GET /storage/{key} reads through the adapter.
 */
export async function copyLocalFiles(root: string, storage: Storage): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let n = 0;
  for (const e of entries) {
    if (!e.isFile()) continue;
    const key = path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/');
    await storage.put(key, await readFile(path.join(root, key)), contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream');
    n += 1;
  }
  return n;
}
