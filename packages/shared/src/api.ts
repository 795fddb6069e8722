import { z } from 'zod';

export * from './api-text.ts';

/** The one error shape every endpoint answers with. */
const errorCodes = [
  'bad_request',
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'gone',
  'conflict',
  'unprocessable',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorResponse = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const okResponse = z.object({ ok: z.literal(true) });

export const uuidParam = z.object({ id: z.uuid({ message: 'Invalid id' }) });

/** An object of whole-number counts, one per key, in the order given (dashboard stats, counts per content type). */
export const intCounts = <K extends string>(...keys: K[]) => z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as { [P in K]: z.ZodNumber });

/** Page-based pagination used by every list that can grow. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    /** True when more than TOTAL_CAP rows match: `total` is then TOTAL_CAP, shown as '1,000+'. */
    totalCapped: z.boolean().optional(),
  });
}

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });
/** /api/ready when this process can serve; otherwise 503 with the reason as the error message. */
export const readyResponse = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  migrations: z.literal('ok'),
  workers: z.enum(['ok', 'off']),
});
