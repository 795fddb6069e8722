import pino from 'pino';

export type Logger = pino.Logger;

/** Longest text kept from an error's message or stack in a log line. */
const MAX_TEXT = 2000;

/** Fields that carry personal data or secrets: never written to the log, at the top level or one level down. */
const secretKeys = ['email', 'password', 'currentPassword', 'newPassword', 'token', 'refreshToken', 'accessToken', 'authorization', 'cookie'];
const redactPaths = [...secretKeys, ...secretKeys.map((k) => `*.${k}`)];

function clip(text: string, max = MAX_TEXT): string {
  return text.length > max ? `${text.slice(0, max)}… [${text.length - max} more characters]` : text;
}

/** drizzle's "Failed query: <sql>\nparams: <values>": keep the SQL, drop the values (e-mail addresses, message text). */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [redacted]`;
}

/**
 * A database error message quotes the offending value (`invalid input syntax for type integer: "a@b.c"`):
 * keep quoted identifiers (column, constraint and type names), hide anything else.
 */
function withoutQuotedValues(text: string): string {
  return text.replace(/"([^"]*)"/g, (m, inner: string) => (/^[A-Za-z0-9_.$]{1,63}$/.test(inner) && !inner.includes('@') ? m : '"[redacted]"'));
}

/**
 * Errors as log fields: type, message, code and stack, with query parameters removed, PostgreSQL's
 * `detail` (which quotes the offending values) dropped, and every text capped, so a huge input can
 * never produce a huge log line. Causes are serialized the same way.
 */
function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null)) return typeof err === 'string' ? clip(err) : err;
  const e = err as Error & { code?: unknown; cause?: unknown; severity?: unknown; routine?: unknown; errors?: unknown };
  const fromDatabase = typeof e.severity === 'string';
  const clean = (text: string) => clip(fromDatabase ? withoutQuotedValues(withoutParams(text.slice(0, 100_000))) : withoutParams(text.slice(0, 100_000)));
  const out: Record<string, unknown> = { type: e.constructor?.name ?? 'Error', message: clean(String(e.message ?? '')) };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.severity === 'string') out.severity = e.severity;
  if (typeof e.routine === 'string') out.routine = e.routine;
  if (typeof e.stack === 'string') out.stack = clean(e.stack);
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  if (Array.isArray(e.errors) && depth < 3) out.errors = e.errors.slice(0, 3).map((x) => serializeError(x, depth + 1));
  return out;
}

export function createLogger(level: string, pretty: boolean, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = { level, redact: { paths: redactPaths, censor: '[redacted]' }, serializers: { err: serializeError } };
  if (destination) return pino(options, destination);
  if (pretty) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } } });
  }
  return pino(options);
}

const accessLoggers = new WeakMap<Logger, Logger>();

/**
 * The logger of access lines ('request': request id, method, path without query, status, time): the same level
 * and destination as `log`, without the redaction pass, since these fixed fields carry no personal data and every
 * request writes one. The pass (wildcard paths) cost ~9 µs a line, a write to stdout ~2 µs; a cached answer costs
 * ~33 µs in all (docs/benchmarks/1301-scale-measurements.md, Session 2026-11-24; an asynchronous, buffered destination measured slower).
 */
export function accessLog(log: Logger): Logger {
  let access = accessLoggers.get(log);
  if (!access) {
    const stream = (log as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
    access = pino({ level: log.level }, stream);
    accessLoggers.set(log, access);
  }
  return access;
}
