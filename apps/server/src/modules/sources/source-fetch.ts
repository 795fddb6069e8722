import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import zlib from 'node:zlib';
import { addressAllowed, guardedLookup, WebhookUrlError } from '../leads/webhook-url.ts';

/**
 * A polite GET of a source (docs/decisions/2211): conditional (If-None-Match / If-Modified-Since, 304 =
 * nothing changed), one total time limit for connect + answer + body, a size cap on the decoded body, a
 * User-Agent that says who we are, and the lead webhook's address rules on the connection actually made
 * (a custom DNS lookup; loopback only under WEBHOOK_ALLOW_LOOPBACK). Redirects are followed (at most 3),
 * each one checked the same way.
 */
export type FetchOptions = {
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs: number;
  maxBytes: number;
  allowLoopback: boolean;
  userAgent: string;
  accept: string;
};

export type FetchResult =
  | { notModified: true; etag: string | null; lastModified: string | null }
  | { notModified: false; body: string; etag: string | null; lastModified: string | null; contentType: string };

/** A failure worth showing the vendor as it is ('The feed answered 404'). */
export class SourceFetchError extends Error {}

const MAX_REDIRECTS = 3;

function checkUrl(url: URL, allowLoopback: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SourceFetchError('The address must start with http:// or https://');
  if (url.username || url.password) throw new SourceFetchError('The address must not contain a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !addressAllowed(host, allowLoopback)) throw new SourceFetchError('The address is private, loopback or reserved: refused');
}

function once(url: URL, o: FetchOptions, deadline: number, what: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body?: Buffer }> {
  checkUrl(url, o.allowLoopback);
  const client = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = { 'User-Agent': o.userAgent, Accept: o.accept, 'Accept-Encoding': 'gzip, deflate, br' };
  if (o.etag) headers['If-None-Match'] = o.etag;
  if (o.lastModified) headers['If-Modified-Since'] = o.lastModified;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(err);
    };
    const left = Math.max(1, deadline - Date.now());
    const timer = setTimeout(
      () => fail(new SourceFetchError(`${what} did not answer within ${o.timeoutMs >= 1000 ? `${Math.round(o.timeoutMs / 1000)} s` : `${o.timeoutMs} ms`}`)),
      left,
    );
    const req = client.request(url, { method: 'GET', headers, lookup: guardedLookup(o.allowLoopback) }, (res) => {
      const status = res.statusCode ?? 0;
      if (status !== 200) {
        res.resume();
        settled = true;
        clearTimeout(timer);
        return resolve({ status, headers: res.headers });
      }
      const declared = Number(res.headers['content-length']);
      const tooBig = () => new SourceFetchError(`${what} is larger than ${Math.round(o.maxBytes / 1_000_000)} MB: refused`);
      const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
      if (!encoding && declared > o.maxBytes) return fail(tooBig());
      const stream =
        encoding === 'gzip' || encoding === 'x-gzip'
          ? res.pipe(zlib.createGunzip())
          : encoding === 'deflate'
            ? res.pipe(zlib.createInflate())
            : encoding === 'br'
              ? res.pipe(zlib.createBrotliDecompress())
              : res;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size > o.maxBytes) return fail(tooBig());
        chunks.push(c);
      });
      stream.on('error', (err) => fail(new SourceFetchError(`${what} sent a broken answer (${err.message})`)));
      stream.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', (err) => {
      if (err instanceof WebhookUrlError) return fail(new SourceFetchError('The address resolves to a private, loopback or reserved address: refused'));
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return fail(new SourceFetchError(`${what}: the host ${url.hostname} could not be found`));
      if (code === 'ECONNREFUSED') return fail(new SourceFetchError(`${what}: the connection was refused`));
      fail(new SourceFetchError(`${what}: ${err.message}`));
    });
    req.end();
  });
}

const header = (h: http.IncomingHttpHeaders, name: string) => {
  const v = h[name];
  return typeof v === 'string' && v.length <= 500 ? v : null;
};

/** `what` names the source in messages: 'The feed', 'Greenhouse'. */
export async function politeGet(raw: string, o: FetchOptions, what: string): Promise<FetchResult> {
  const deadline = Date.now() + o.timeoutMs;
  let url = new URL(raw);
  for (let hop = 0; ; hop++) {
    const res = await once(url, o, deadline, what);
    if (res.status === 304)
      return {
        notModified: true,
        etag: header(res.headers, 'etag') ?? o.etag ?? null,
        lastModified: header(res.headers, 'last-modified') ?? o.lastModified ?? null,
      };
    if ([301, 302, 303, 307, 308].includes(res.status) && res.headers.location) {
      if (hop >= MAX_REDIRECTS) throw new SourceFetchError(`${what} redirected more than ${MAX_REDIRECTS} times`);
      url = new URL(res.headers.location, url);
      continue;
    }
    if (res.status !== 200 || !res.body) throw new SourceFetchError(`${what} answered ${res.status}`);
    return {
      notModified: false,
      body: res.body.toString('utf8'),
      etag: header(res.headers, 'etag'),
      lastModified: header(res.headers, 'last-modified'),
      contentType: String(res.headers['content-type'] ?? ''),
    };
  }
}
