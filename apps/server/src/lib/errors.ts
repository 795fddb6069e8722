import type { ErrorCode } from '@portal/shared/api';

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The one error type. app.onError turns it into {error: {code, message, fields?}}. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds, sent as Retry-After (rate limits). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
  get status(): number {
    return statusByCode[this.code];
  }
}

export const notFound = (message: string) => new AppError('not_found', message);
export const forbidden = (message = 'You do not have permission to do that') => new AppError('forbidden', message);
export const unauthorized = (message = 'User must be authenticated') => new AppError('unauthorized', message);

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;

/** Node socket errors that mean the database server cannot be reached right now. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** node-postgres pool and client messages of a lost or refused connection. */
const connectionMessage =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

type ErrLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and its causes (drizzle wraps the driver's error in `cause`; a refused dual-stack connect is an AggregateError). */
function* chain(err: unknown): Generator<ErrLike> {
  let e = err as ErrLike | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e;
    if (Array.isArray(e.errors)) for (const inner of e.errors.slice(0, 5)) if (inner && typeof inner === 'object') yield inner as ErrLike;
    e = e.cause as ErrLike | undefined;
  }
}

/**
 * True when the error means the database is down or the connection was lost (restart, failover, admin
 * shutdown, too many connections): the request may succeed a moment later, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (networkCodes.has(code)) return true;
    // 08: connection exception; 57P01-57P03: admin/crash shutdown, cannot connect now; 53300: too many connections.
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
    if (typeof e.message === 'string' && connectionMessage.test(e.message.slice(0, 500))) return true;
  }
  return false;
}

/** PostgreSQL error codes that mean the input was wrong rather than the server; a lost database is a 503. */
export function fromPgError(err: unknown): AppError | null {
  if (isDatabaseUnavailable(err)) return new AppError('unavailable', UNAVAILABLE_MESSAGE);
  let code: string | undefined;
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      code = e.code;
      break;
    }
  }
  switch (code) {
    case '23505':
      return new AppError('conflict', 'That record already exists');
    case '23503':
      return new AppError('unprocessable', 'A referenced record does not exist');
    case '23514':
    case '23502':
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22021': // invalid byte sequence (a NUL in text)
    case '22P05': // untranslatable character
    case '22001': // value too long for the column
      return new AppError('validation_error', 'The data sent is not valid');
    case '54000': // program limit exceeded, e.g. an index row too large for an over-long value
      return new AppError('validation_error', 'The data sent is too long');
    default:
      return null;
  }
}
