import type { ErrorCode } from '@portal/shared/api';

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
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

/** PostgreSQL error codes that mean the input was wrong rather than the server. */
export function fromPgError(err: unknown): AppError | null {
  const e = err as { code?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
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
      return new AppError('validation_error', 'The data sent is not valid');
    default:
      return null;
  }
}
