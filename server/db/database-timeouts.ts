/** How long the API waits for PostgreSQL before it gives up and answers 503. */
export interface DatabaseTimeouts {
  /** To open a connection (DATABASE_CONNECT_TIMEOUT_MS). */
  connectMs: number;
  /** For one statement (DATABASE_STATEMENT_TIMEOUT_MS), enforced by the server and the client. */
  statementMs: number;
}

/**
 * Long enough for the slowest real query (a year of insights answers in well under a second),
 * short enough that a database that stops answering never hangs a request for long.
 */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
};

/**
 * How long /api/health waits for the database's answer: a load balancer's probe (often 2 s) must
 * get a 503 from a database that does not answer, not a timeout of its own.
 */
export const PING_TIMEOUT_MS = 1_500;

/**
 * The client's own deadline for a statement, past the server's: a server that answers cancels a
 * long statement itself (statement_timeout) with a clear error; this only fires when it is silent.
 */
export const CLIENT_GRACE_MS = 1_000;
