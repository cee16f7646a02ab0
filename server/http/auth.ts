import { createMiddleware } from "hono/factory";
import { verifyAccessToken } from "../platform/identity/access-token";
import { AppError } from "./app-error";
import type { AppEnv } from "./env";

/**
 * Guards `/v1/app/*` (API.md conventions): a valid `Authorization: Bearer <accessToken>` or
 * 401 — 40100001 without a usable token, 40100002 when it has expired (the web then refreshes
 * once and retries). The caller's claims are then `c.get("user")`.
 */
export function requireUser(secret: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError("notSignedIn", "Missing bearer token");
    const result = await verifyAccessToken(secret, match[1]!);
    if (!result.ok) {
      throw result.reason === "expired"
        ? new AppError("accessTokenExpired", "Access token expired")
        : new AppError("notSignedIn", "Invalid access token");
    }
    c.set("user", result.claims);
    await next();
  });
}
