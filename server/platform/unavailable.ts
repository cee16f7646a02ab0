/**
 * A backend the app depends on (PostgreSQL, Redis) cannot be reached right now. Requests that
 * need it answer 503 (`serviceUnavailable`, a FAILURE envelope with Retry-After) instead of a
 * 500, and the app heals by itself: the PostgreSQL pool opens new connections and Redis
 * reconnects as soon as the backend is back, without a restart.
 */
export class BackendUnavailableError extends Error {
  constructor(
    readonly backend: "postgres" | "redis",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "BackendUnavailableError";
  }
}

// Node's socket errors, and PostgreSQL's SQLSTATEs for a connection that failed or a server
// that is shutting down, starting up or full (class 08, 57P01–57P03, 53300).
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const pgUnavailable = (code: string) =>
  code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code);
// node-postgres says so in words when a connection drops or the pool cannot connect in time.
const pgMessages = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/** Whether an error (or any error in its `cause` chain) means a backend is unreachable. */
export function isBackendUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (e instanceof BackendUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (socketCodes.has(code) || pgUnavailable(code))) return true;
    if (pgMessages.some((re) => re.test(e.message))) return true;
    // AggregateError: Node's connect tries each address of a host (IPv4 and IPv6)
    if (e instanceof AggregateError && e.errors.some((inner) => isBackendUnavailable(inner))) return true;
  }
  return false;
}
