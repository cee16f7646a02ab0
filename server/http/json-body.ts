import type { MiddlewareHandler } from "hono";
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
 * API bodies are JSON. Parsing up front means a malformed body is a 400 on every route (even
 * one that ignores its body) and a non-JSON body a 415, never a 5xx. Hono caches the parsed
 * body (bodyCache), so validators do not parse it again. A body nested deeper than
 * MAX_JSON_DEPTH is a 400. `except` lists routes with other bodies
 * (multipart uploads, signed webhooks that need the raw text).
 */
export function jsonBody(options: { except?: (path: string) => boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method) || options.except?.(c.req.path) || c.req.raw.body === null)
      return next();
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
    c.req.bodyCache.json = Promise.resolve(parsed);
    return next();
  };
}
