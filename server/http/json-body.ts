import type { MiddlewareHandler } from "hono";
import { AppError } from "./app-error";
import type { AppEnv } from "./env";

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * API bodies are JSON. Parsing up front means a malformed body is a 400 on every route (even
 * one that ignores its body) and a non-JSON body a 415, never a 5xx. Hono caches the parsed
 * body (bodyCache), so validators do not parse it again. `except` lists routes with other bodies
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
    // Hand the parsed value to the validators so the body is parsed once.
    c.req.bodyCache.json = Promise.resolve(parsed);
    return next();
  };
}
