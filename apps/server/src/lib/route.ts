import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { errorResponse } from '@portal/shared/api';
import type { Contract, ContractInfo, ContractSchemas, SchemasOf } from '@portal/shared/contract';
import type { AppEnv, AuthUser } from './context.ts';
import { AppError } from './errors.ts';
import { jsonAnswer } from './answer.ts';
import { noteSearchAnswer } from './search-log.ts';
import { type Access, requireAccess } from './auth.ts';
import { memberAnswer, memberCacheOf } from './member-cache.ts';
import type { CacheArea } from './versioned-cache.ts';

export type { Access } from './auth.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type AnySchema = z.ZodType;

type RouteDef<B extends AnySchema | undefined, Q extends AnySchema | undefined, P extends AnySchema | undefined, R extends AnySchema | undefined> = {
  method: Method;
  path: string;
  summary: string;
  tags: string[];
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  /** Response schema; the handler's result is parsed with it, so only declared fields leave the server. */
  response?: R;
  status?: 200 | 201 | 202;
  /** Non-JSON responses (CSV, .ics, images) describe their media type here. */
  produces?: string;
  /** The handler reads a raw (non-JSON) body itself and enforces its own size limit (uploads). */
  rawBody?: true;
  /** The shared contract this operation was bound from (bindContract). */
  contract?: Contract;
  /**
   * A GET whose answer for a member depends only on this area's versions, the URL and the member's own version
   * (lib/member-cache.ts, docs/decisions/2410): a signed-in member's answer is stored and sent again until one moves.
   * A contract declares it with cacheForMembers.
   */
  memberCache?: CacheArea;
};

type Out<S> = S extends AnySchema ? z.output<S> : undefined;
type In<S> = S extends AnySchema ? z.input<S> : unknown;

export type Input<B, Q, P, A extends Access> = {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  user: A extends 'public' | 'optional' ? AuthUser | null : AuthUser;
};

type RouteInfo = {
  method: Method;
  path: string;
  summary: string;
  tags: string[];
  access: Access;
  body?: AnySchema;
  query?: AnySchema;
  params?: AnySchema;
  response?: AnySchema;
  status: number;
  produces?: string;
  contract?: Contract;
};

/** The real schemas of a contract: exactly the types it declares (the compiler checks each one). */
type BoundSchemas<S> = { [K in keyof S & ('body' | 'query' | 'params' | 'answer')]-?: S[K] };
type Sch<S, K extends string> = S extends Record<K, infer T> ? (T extends AnySchema ? T : undefined) : undefined;

/**
 * Binds a shared contract (zod-free, schemas named by type) to the real schemas: the route declaration
 * route() registers. Passing a schema other than the declared one, or leaving one out, does not compile.
 */
export function bindContract<C extends Contract, S extends ContractSchemas = SchemasOf<C>>(
  contract: C,
  schemas: BoundSchemas<S>,
): RouteDef<Sch<S, 'body'>, Sch<S, 'query'>, Sch<S, 'params'>, Sch<S, 'answer'>> & { access: C['access'] } {
  const info = contract as ContractInfo;
  const s = schemas as { body?: AnySchema; query?: AnySchema; params?: AnySchema; answer?: AnySchema };
  return {
    method: info.method,
    path: info.path,
    summary: info.summary,
    tags: [...info.tags],
    access: info.access,
    body: s.body,
    query: s.query,
    params: s.params,
    response: s.answer,
    status: info.status,
    produces: info.produces,
    rawBody: info.rawBody,
    contract,
  } as RouteDef<Sch<S, 'body'>, Sch<S, 'query'>, Sch<S, 'params'>, Sch<S, 'answer'>> & { access: C['access'] };
}

const registries = new WeakMap<object, RouteInfo[]>();

/** The operations registered on one app, in order. */
export function routesOf(app: object): RouteInfo[] {
  let list = registries.get(app);
  if (!list) {
    list = [];
    registries.set(app, list);
  }
  return list;
}

/** Longest message or field text an error answer carries: it must never echo a huge input back. */
const MAX_ERROR_TEXT = 200;
const clip = (text: string) => (text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text);

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues.slice(0, 50)) {
    const key = clip(issue.path.join('.') || 'form');
    if (!fields[key]) fields[key] = clip(issue.message);
  }
  return fields;
}

function validationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  return new AppError('validation_error', clip(first?.message ?? 'Invalid input'), fieldErrors(error));
}

/** Largest JSON request body, in bytes (uploads declare `rawBody` and keep their own limit). */
export const JSON_BODY_MAX = 1024 * 1024;
export const bodyTooLargeMessage = 'The request body is too large (at most 1 MB)';

/** Answers 413 as soon as the declared length or the bytes read so far pass the limit; the rest is never read. */
const jsonBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: JSON_BODY_MAX,
  onError: (c) => c.json({ error: { code: 'payload_too_large', message: bodyTooLargeMessage } }, 413, { Connection: 'close' }),
});

/** NUL and the other C0 control characters and DEL; only tab, line feed and carriage return may appear in text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const controlCharMessage = 'Text must not contain control characters';

/** The path of the first string (or object key) holding a control character, or null. */
function findControlChar(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return CONTROL_CHAR.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlChar(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    if (CONTROL_CHAR.test(key)) return [...path, 'form'];
    const found = findControlChar(v, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** One check for every operation's body, query and path parameters: a control character is a 400, never a database error. */
function rejectControlChars(value: unknown): void {
  const found = findControlChar(value);
  if (!found) return;
  const key = clip(found.filter((p) => p !== 'form').join('.') || 'form');
  throw new AppError('validation_error', controlCharMessage, { [key]: controlCharMessage });
}

/** `application/json`, optionally with parameters (`; charset=utf-8`); nothing else is parsed as JSON. */
function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

async function readBody(c: Context<AppEnv>): Promise<unknown> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new AppError('unsupported_media_type', 'Expected a JSON body (Content-Type: application/json)');
  }
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON');
  }
}

/** Register one operation: validate input, check access, call the handler, shape the response. */
export function route<
  B extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  P extends AnySchema | undefined = undefined,
  R extends AnySchema | undefined = undefined,
  A extends Access = Access,
>(
  app: Hono<AppEnv>,
  def: RouteDef<B, Q, P, R> & { access: A },
  handler: (c: Context<AppEnv>, input: Input<B, Q, P, A>) => Promise<In<R> | Response> | In<R> | Response,
): void {
  routesOf(app).push({ ...def, status: def.status ?? 200 } as RouteInfo);
  const honoPath = def.path.replace(/\{(\w+)\}/g, ':$1');
  // A GET has no body to limit, and asking for one (bodyLimit reads `c.req.raw.body`) makes the Node adapter build the
  // whole web Request behind its lightweight one: ~4% of a cache miss's CPU (docs/decisions/2440).
  const limit: MiddlewareHandler<AppEnv> = def.rawBody || def.method === 'get' ? (_c, next) => next() : jsonBodyLimit;
  const memberCache = def.method === 'get' ? (def.memberCache ?? memberCacheOf(def.contract)) : undefined;
  app.on(def.method.toUpperCase(), honoPath, limit, async (c) => {
    const user = await requireAccess(c, def.access);
    if (memberCache && user) {
      const area = memberCache;
      return memberAnswer(c, area, user, async () => {
        const out = await answerOf(c, user);
        return typeof out === 'string' ? out : out.response;
      });
    }
    const out = await answerOf(c, user);
    if (typeof out !== 'string') return out.response;
    return jsonAnswer(c, out, def.status ?? 200);
  });

  /** The operation's answer: input parsed and checked, the handler run, the result shaped (its JSON text), or a Response. */
  async function answerOf(c: Context<AppEnv>, user: AuthUser | null): Promise<string | { response: Response }> {
    let body: unknown;
    if (def.body) {
      const raw = await readBody(c);
      rejectControlChars(raw);
      const parsed = def.body.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error);
      body = parsed.data;
    }
    let query: unknown;
    if (def.query) {
      const raw: Record<string, string | string[]> = {};
      const url = new URL(c.req.url);
      for (const key of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(key);
        raw[key] = all.length > 1 ? all : (all[0] ?? '');
      }
      rejectControlChars(raw);
      const parsed = def.query.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error);
      query = parsed.data;
    }
    let params: unknown;
    if (def.params) {
      const raw = c.req.param();
      rejectControlChars(raw);
      const parsed = def.params.safeParse(raw);
      if (!parsed.success) {
        throw new AppError('not_found', parsed.error.issues[0]?.message ?? 'Not found');
      }
      params = parsed.data;
    }
    const result = await handler(c, { body, query, params, user } as Input<B, Q, P, A>);
    if (result instanceof Response) return { response: result };
    if (def.method === 'get') noteSearchAnswer(c.req.path, query, result);
    if (!def.response) return { response: c.body(null, 204) };
    return JSON.stringify(def.response.parse(result));
  }
}

function jsonSchema(schema: AnySchema, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** The OpenAPI document, generated from the same schemas the routes validate with. */
export function openApiDocument(routes: RouteInfo[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', r.params],
      ['query', r.query],
    ] as const) {
      if (!schema) continue;
      const js = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, s] of Object.entries(js.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: s });
      }
    }
    const responses: Record<string, unknown> = {
      [String(r.status)]: r.response
        ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(r.response, 'output') } } }
        : r.produces
          ? { description: 'OK', content: { [r.produces]: {} } }
          : { description: 'No content' },
      '400': { description: 'Invalid input', content: { 'application/json': { schema: jsonSchema(errorResponse, 'output') } } },
    };
    if (r.body) {
      responses['413'] = { description: 'Body over 1 MB' };
      responses['415'] = { description: 'Content-Type is not application/json' };
    }
    responses['503'] = { description: 'Database temporarily unavailable (Retry-After)' };
    if (r.access !== 'public' && r.access !== 'optional') responses['401'] = { description: 'Sign-in required' };
    if (r.access === 'admin' || r.access === 'vendor_manager') responses['403'] = { description: 'Role required' };
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: r.tags,
      operationId: `${r.method}_${r.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
      parameters,
      responses,
      'x-access': r.access,
    };
    if (r.access !== 'public') op.security = r.access === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
    if (r.access === 'admin' || r.access === 'vendor_manager') op['x-role'] = r.access;
    if (r.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(r.body, 'input') } } };
    paths[r.path] ??= {};
    (paths[r.path] as Record<string, unknown>)[r.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'AI Testing Hub API', version: '1.0.0' },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
