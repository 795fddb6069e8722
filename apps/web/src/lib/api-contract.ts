import type { Contract, SchemasOf } from '@portal/shared/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiDownload } from './api-client.ts';

// The typed client of the shared contracts: the path, method and answer type come from the contract,
// never from the call site. Built on api() (refresh-and-retry, ApiError, the transport), which it leaves as it is.

type Field<S, K extends string> = S extends Record<K, infer T> ? T : undefined;
type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

/** What a call of contract C takes: params, query and body exactly when the contract declares them. */
export type CallInput<C> = (Field<SchemasOf<C>, 'params'> extends undefined ? { params?: never } : { params: InputOf<Field<SchemasOf<C>, 'params'>> }) &
  (Field<SchemasOf<C>, 'query'> extends undefined ? { query?: never } : { query?: InputOf<Field<SchemasOf<C>, 'query'>> }) &
  (Field<SchemasOf<C>, 'body'> extends undefined ? { body?: never } : { body: InputOf<Field<SchemasOf<C>, 'body'>> }) & {
    signal?: AbortSignal;
    auth?: boolean;
    /** Sent as the Idempotency-Key header (newIdempotencyKey(): one per user action). */
    idempotencyKey?: string;
  };

/** The answer of contract C: its answer schema's output, or undefined (204). */
export type Answer<C> = Field<SchemasOf<C>, 'answer'> extends infer A ? (A extends z.ZodType ? z.output<A> : undefined) : never;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean | null | undefined)[];

/**
 * The query string the server's route() reads back: a repeated key is an array, a single one a string.
 * Arrays become repeated keys, undefined and null are left out, everything else is String(value).
 */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null) qs.append(key, String(v));
    }
  }
  const text = qs.toString();
  return text ? `?${text}` : '';
}

/** The contract's path with each `{name}` replaced by its escaped parameter; a missing one is an error. */
export function contractPath(path: string, params: Record<string, unknown> | undefined, query?: Record<string, unknown>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  return filled + queryString(query);
}

/** Calls one operation: `call(forum.getTopic, { params: { id } })` answers the contract's answer type. */
export function call<C extends Contract>(contract: C, input: CallInput<C>): Promise<Answer<C>> {
  const { params, query, body, signal, auth, idempotencyKey } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    auth?: boolean;
    idempotencyKey?: string;
  };
  const path = contractPath(contract.path, params, query);
  return api<unknown>(path, { method: contract.method.toUpperCase(), body, signal, auth, idempotencyKey }) as Promise<Answer<C>>;
}

/** The query key of a read: its cache area (or first tag), the path, then the input (and a scope such as the viewer). */
export function contractKey<C extends Contract>(contract: C, input: Omit<CallInput<C>, 'signal' | 'auth'>, scope: readonly unknown[] = []) {
  return [contract.cache ?? contract.tags[0] ?? 'api', contract.path, { params: input.params ?? null, query: input.query ?? null }, ...scope] as const;
}

/** TanStack query options of a GET, keyed by contractKey() and cancelled with the query. */
export function contractQuery<C extends Contract & { method: 'get' }>(
  contract: C,
  input: Omit<CallInput<C>, 'signal' | 'auth'>,
  scope: readonly unknown[] = [],
) {
  return queryOptions({
    queryKey: contractKey(contract, input, scope),
    queryFn: ({ signal }) => call(contract, { ...input, signal } as CallInput<C>),
  });
}

/**
 * Downloads the file a GET contract produces (CSV, a backup) with the session, as apiDownload does: the path
 * and its parameters come from the contract, the input is checked against it. Answers the file's name.
 */
export function contractDownload<C extends Contract & { method: 'get'; produces: string }>(
  contract: C,
  input: Pick<CallInput<C>, 'params' | 'query'>,
  fallbackName: string,
): Promise<string> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return apiDownload(contractPath(contract.path, params, query), fallbackName);
}
