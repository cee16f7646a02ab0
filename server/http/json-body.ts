import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "./app-error";
import type { AppEnv } from "./env";

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Deeper than any request of the contract; the validators and the text rule recurse per level. */
export const MAX_JSON_DEPTH = 64;

/** True when `value` nests arrays or objects deeper than `max` (checked without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Hono's bodyLimit, without its cost on the common request: a body that declares its length
 * (Content-Length, no Transfer-Encoding) is judged on that header alone, as bodyLimit would, but
 * without touching `c.req.raw.body` — on @hono/node-server that builds a whole web Request and
 * stream per call, where reading the text later takes the direct path from the socket. A
 * chunked body is counted as it streams in by bodyLimit itself.
 */
export function declaredBodyLimit(options: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler<AppEnv> {
  const streamed = bodyLimit(options);
  return (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return streamed(c, next);
    return Number.parseInt(length, 10) > options.maxSize ? Promise.resolve(options.onError(c)) : next();
  };
}

/**
 * API bodies are JSON. Parsing up front means a malformed body is a 400 on every route (even
 * one that ignores its body) and a non-JSON body a 415, never a 5xx. The parsed value is then
 * what `c.req.json()` answers (Hono's own would parse the text again), so the validators and the
 * per-address limits read it without a second parse. A body nested deeper than
 * MAX_JSON_DEPTH is a 400. `except` lists routes with other bodies
 * (multipart uploads, signed webhooks that need the raw text).
 */
export function jsonBody(options: { except?: (path: string) => boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method) || options.except?.(c.req.path)) return next();
    // a request without a body reads as "" (Hono's text() of a null body)
    const text = await c.req.text();
    if (text.length === 0) return next();
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
    if (!JSON_TYPE.test(mediaType)) {
      throw new AppError("unsupportedMediaType", `Content-Type must be application/json, got "${mediaType}"`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AppError("validationFailed", "body: malformed JSON", undefined, { field: "body" });
    }
    // A deeply nested body would exhaust the stack of a recursive validator: refused here, once.
    if (nestsDeeperThan(parsed, MAX_JSON_DEPTH))
      throw new AppError("validationFailed", `body: nested deeper than ${MAX_JSON_DEPTH} levels`, undefined, {
        field: "body",
      });
    // Hand the parsed value to the validators so the body is parsed once.
    const json = Promise.resolve(parsed);
    c.req.bodyCache.json = json;
    c.req.json = <T>() => json as Promise<T>;
    return next();
  };
}
