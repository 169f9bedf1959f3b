/** PostgreSQL error codes the API turns into user messages. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/**
 * The SQLSTATE of a database error, whichever driver raised it. Drizzle wraps driver errors in a
 * DrizzleQueryError whose `cause` is the pg or PGlite error carrying `code`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Node's socket errors when the database server cannot be reached or drops the connection. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** The server stopping or starting (57P01-57P03), out of connections (53300), or a connection fault (class 08). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres' own words when a connection ends or a pool's connect times out (no code on these). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Connection refused/i;

/**
 * Whether an error means the database cannot be reached right now (down, restarting, out of connections): the
 * request may succeed in a few seconds, so it answers 503 with Retry-After, not 500.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
