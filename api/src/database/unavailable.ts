/**
 * Whether an error means the database cannot be reached right now (refused, cut off, shutting
 * down, out of connections), as opposed to a fault in a statement: the answer is then 503 with
 * Retry-After, so a client waits and tries again rather than reporting a bug.
 */

/** SQLSTATEs of a lost or refused connection: class 08, shutdowns, no connections left, not accepting. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not currently accepting connections/,
  /^Client has encountered a connection error/,
];

/** How long a client should wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = error;
  // The driver's error may sit inside TypeORM's (driverError) or another's cause.
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { driverError?: unknown }).driverError ?? (e as { cause?: unknown }).cause;
  }
  return false;
}
