// One contract per HTTP operation: what the server registers (route()) and the web calls (call()).
// This module and the *-contracts.ts modules are zod-free at run time: a contract's schemas are named by
// type only (`import type`), so the web's first load does not pull zod in. The server binds the real
// schemas with bindContract() (apps/server/src/lib/route.ts), and the compiler checks they are the ones
// the contract declares.

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Who may call: 'optional' reads the session when there is one. */
export type Access = 'public' | 'optional' | 'user' | 'admin' | 'vendor_manager';
/** The cached answer area a call belongs to (publicCache on the server, the query key's head on the web). */
export type CacheArea = 'catalog' | 'forum';

/** The schemas of an operation, named by type: body, query, params (the path's `{name}`s) and answer. */
export type ContractSchemas = { body?: unknown; query?: unknown; params?: unknown; answer?: unknown };

export type ContractInfo = {
  method: Method;
  /** OpenAPI-style path: `/api/forum/topics/{id}`. */
  path: string;
  access: Access;
  summary: string;
  tags: readonly string[];
  cache?: CacheArea;
  status?: 200 | 201 | 202;
  /** Non-JSON answers (CSV, .ics, images) name their media type here. */
  produces?: string;
  /** The handler reads a raw (non-JSON) body itself and enforces its own size limit (uploads). */
  rawBody?: true;
};

declare const schemasTag: unique symbol;

/** A contract: its run-time description plus its schemas' types (a phantom field, never set). */
export type Contract<S extends ContractSchemas = ContractSchemas, I extends ContractInfo = ContractInfo> = Readonly<I> & {
  readonly [schemasTag]?: S;
};

/** The schemas' types a contract declares. */
export type SchemasOf<C> = C extends Contract<infer S> ? S : never;

/**
 * Declares a contract: `contract<{ query: typeof q; answer: typeof a }>()({ method, path, … })`.
 * The first call names the schemas' types, the second takes the run-time part (kept literal).
 */
export const contract =
  <S extends ContractSchemas = Record<never, never>>() =>
  <const I extends ContractInfo>(info: I): Contract<S, I> =>
    info as Contract<S, I>;

/** The `{name}` parameters of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}
