import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { errorResponse } from '@portal/shared/api';
import type { AppEnv, AuthUser } from './context.ts';
import { AppError } from './errors.ts';
import { requireAccess } from './auth.ts';

/** Who may call an operation. Declared where the route is; enforced here and listed in the OpenAPI document. */
export type Access = 'public' | 'optional' | 'user' | 'admin' | 'vendor_manager';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type AnySchema = z.ZodType;

export type RouteDef<B extends AnySchema | undefined, Q extends AnySchema | undefined, P extends AnySchema | undefined, R extends AnySchema | undefined> = {
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
};

type Out<S> = S extends AnySchema ? z.output<S> : undefined;
type In<S> = S extends AnySchema ? z.input<S> : unknown;

export type Input<B, Q, P, A extends Access> = {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  user: A extends 'public' | 'optional' ? AuthUser | null : AuthUser;
};

export type RouteInfo = {
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
};

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

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    if (!fields[key]) fields[key] = issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  return new AppError('validation_error', first?.message ?? 'Invalid input', fieldErrors(error));
}

async function readBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw new AppError('bad_request', 'Expected a JSON body (Content-Type: application/json)');
  try {
    return await c.req.json();
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
  app.on(def.method.toUpperCase(), honoPath, async (c) => {
    const user = await requireAccess(c, def.access);
    let body: unknown;
    if (def.body) {
      const parsed = def.body.safeParse(await readBody(c));
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
      const parsed = def.query.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error);
      query = parsed.data;
    }
    let params: unknown;
    if (def.params) {
      const parsed = def.params.safeParse(c.req.param());
      if (!parsed.success) {
        throw new AppError('not_found', parsed.error.issues[0]?.message ?? 'Not found');
      }
      params = parsed.data;
    }
    const result = await handler(c, { body, query, params, user } as Input<B, Q, P, A>);
    if (result instanceof Response) return result;
    const status = def.status ?? 200;
    if (!def.response) return c.body(null, 204);
    const out = def.response.parse(result);
    return c.json(out as object, status);
  });
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
