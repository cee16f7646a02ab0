import type { ServerResponse } from "node:http";
import type { Context } from "hono";

/** A header every answer carries, as [name, value]. */
export type FixedHeader = readonly [name: string, value: string];

/**
 * The security headers of every answer (API, the web app's HTML and assets, errors), fixed for
 * the life of the process. The policy:
 * - Content-Security-Policy: the app's own origin only; no inline or evaluated scripts (styles
 *   may be inline: the chart library sets them); images also from data: and blob: URLs (share
 *   posters); nothing may frame the app. With Google sign-in configured, Google's one-tap client
 *   and its frame are allowed too.
 * - X-Frame-Options DENY: what `frame-ancestors 'none'` says, for browsers that read only this.
 * - Strict-Transport-Security for a year, only when the public URL is https.
 * - The isolation and sniffing headers browsers honour (opener and resource policy same-origin,
 *   an origin-keyed agent cluster, nosniff, no DNS prefetch, no IE download open, no Flash/PDF
 *   cross-domain policy, the legacy XSS auditor off as its authors advise).
 */
export function securityHeaders(options: { https: boolean; googleSignIn: boolean }): readonly FixedHeader[] {
  const google = options.googleSignIn ? " https://accounts.google.com" : "";
  const csp = [
    "default-src 'self'",
    `script-src 'self'${google}`,
    `style-src 'self' 'unsafe-inline'${google}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${google}`,
    `frame-src 'self'${google}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return [
    ["Content-Security-Policy", csp],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(options.https ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
}

/*
 * How middleware gives an answer a header. Served by @hono/node-server (`npm start`), the header
 * goes straight onto Node's response, which merges it into the answer's headers when the answer
 * is written (a handler's own header of the same name wins). So an answer a handler makes from a
 * plain record (`c.json`, `c.body`) never becomes a web `Headers` object, whose per-value checks
 * cost more than a fast route's own work (`npm run bench -- http-baseline`). Without a Node
 * response (`app.request` in tests, another runtime), Hono's own headers are used.
 */

const nodeResponse = (c: Context) => (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;

/** Gives the answer `headers`; without a Node response they are set on the finished answer when it lacks them. */
export async function withAnswerHeaders(
  c: Context,
  headers: readonly FixedHeader[],
  next: () => Promise<void>,
): Promise<void> {
  const outgoing = nodeResponse(c);
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  const answer = c.res.headers;
  for (const [name, value] of headers) if (!answer.has(name)) answer.set(name, value);
}

/**
 * Gives the answer one header from the middle of the chain (a rate limit's figures): onto Node's
 * response, or without one Hono's `c.header` (kept for the answer the handler or the error
 * handler makes).
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}
