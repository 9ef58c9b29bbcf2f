/**
 * Errors that say the database did not answer, rather than that a statement was wrong: the API
 * answers them 503 (the client may try again), never 500.
 */

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: connection exceptions (class 08), too many connections, statement timeout
 * or cancel, and a server shutting down or starting.
 */
const SERVER_CODE = /^(08...|53300|57014|57P0[1-3])$/;

/** What node-postgres says when a connection or a statement ran out of time or broke. */
const CLIENT_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable/;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as the `cause` of its own.
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODE.test(code))) {
      return true;
    }
    if (CLIENT_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * A start that cannot reach DATABASE_URL, in one line naming where it looked (never the password).
 */
export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    const { hostname, port, pathname } = new URL(url);
    const reason = cause instanceof Error ? cause.message : String(cause);
    const database = decodeURIComponent(pathname.slice(1)) || '(the default)';
    super(
      `Cannot reach the database at ${hostname}:${port || 5432} (database ${database}): ${reason}`,
      { cause },
    );
    this.name = 'DatabaseUnreachableError';
  }
}
