import type { Context, MiddlewareHandler } from "hono";
import type { EndpointKey } from "../../shared/api/endpoints";
import type { Limits } from "../platform/limits/limits";
import { clientIp } from "./client-ip";
import type { AppEnv } from "./env";
import { hitRule, type RateRule } from "./rate-limit";

/** Every POST a caller without a token may make: the open `/v1/pub/*` ones and the chat. */
export type PublicPostKey = Extract<EndpointKey, `POST /v1/pub/${string}` | "POST /api/chat">;

/** A rule counted per client address (`ip`) or per e-mail address named in the body (`address`). */
export interface PublicRule extends RateRule {
  per: "ip" | "address";
}

const minute = 60;
const hour = 3600;
const day = 86_400;
const ip = (name: string, limit: number, windowSeconds: number): PublicRule => ({
  name,
  limit,
  windowSeconds,
  per: "ip",
});
const address = (name: string, limit: number, windowSeconds: number): PublicRule => ({
  name,
  limit,
  windowSeconds,
  per: "address",
});

/**
 * The limits of every public POST (a missing route is a compile error here, and
 * tests/integration/public-limits.test.ts drives each past its limit). Counted in the platform
 * limits (memory, or Redis shared by every instance) before the route reads its input, so
 * malformed calls count too.
 *
 * The account calls are tight: check-email answers whether an address has an account (the web's
 * sign-in and sign-up pages need it to point a person to the other page), so one client may ask
 * about a few dozen addresses an hour and any one address is asked about a few times. When the
 * web is refused there it still sends the code, so the limit never stops a sign-in. Sign-in and
 * sign-up tries are limited per client (guessing codes across many addresses) and per address
 * (guessing one account's code from many clients), on top of the code's own 5 tries and the
 * code service's send limits. The data calls (the selector's lists, the scroll backtest) and the
 * chat are limited per client well above what a person on the screens does.
 */
export const PUBLIC_POST_LIMITS = {
  "POST /v1/pub/check-email": [
    ip("check-email", 20, 10 * minute),
    ip("check-email-day", 100, day),
    address("check-email-address", 10, hour),
  ],
  // the code service also limits sends per address (10 an hour) and per client (100 an hour)
  "POST /v1/pub/verification-code": [ip("verification-code", 100, hour)],
  "POST /v1/pub/individual/login": [
    ip("login", 30, 10 * minute),
    ip("login-hour", 100, hour),
    address("login-address", 20, hour),
  ],
  "POST /v1/pub/individual/register": [ip("register", 50, hour), address("register-address", 20, hour)],
  "POST /v1/pub/org/register": [ip("org-register", 50, hour), address("org-register-address", 20, hour)],
  "POST /v1/pub/trial-application": [
    ip("trial-application", 20, hour),
    address("trial-application-address", 3, day),
  ],
  "POST /v1/pub/oauth/google/one-tap": [ip("one-tap", 30, 10 * minute)],
  "POST /v1/pub/fund/selection/list": [ip("selection", 300, minute)],
  "POST /v1/pub/etf/selection/list": [ip("selection", 300, minute)],
  "POST /v1/pub/fund/selection/top-pick/list": [ip("selection", 300, minute)],
  "POST /v1/pub/etf/selection/top-pick/list": [ip("selection", 300, minute)],
  "POST /v1/pub/fund/selection/axes/list": [ip("selection", 300, minute)],
  "POST /v1/pub/etf/selection/axes/list": [ip("selection", 300, minute)],
  "POST /v1/pub/scroll/backtesting": [ip("scroll-backtest", 120, minute)],
  "POST /v1/pub/upload/image": [ip("upload-image", 30, hour)],
  "POST /api/chat": [ip("chat", 60, minute)],
  // the built-in provider's hosted checkout and billing pages, and the sales form
  "POST /v1/pub/checkout/sessions/{id}/pay": [ip("hosted-checkout", 60, 10 * minute)],
  "POST /v1/pub/billing/sessions/{id}/cancel": [ip("hosted-billing", 120, 10 * minute)],
  "POST /v1/pub/billing/sessions/{id}/resume": [ip("hosted-billing", 120, 10 * minute)],
  "POST /v1/pub/enterprise-contact": [ip("enterprise-contact", 10, hour)],
  // the payment provider's events: signed, so a forger gains nothing; limited above any real rate
  "POST /v1/pub/payments/webhook": [ip("payments-webhook", 600, minute)],
} as const satisfies Record<PublicPostKey, readonly PublicRule[]>;

/** The e-mail a body names, normalised as the accounts feature stores it; none → undefined. */
async function bodyAddress(c: Context<AppEnv>): Promise<string | undefined> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const email = body && typeof body === "object" ? (body as { email?: unknown }).email : undefined;
  return typeof email === "string" && email.length <= 320 ? email.trim().toLowerCase() : undefined;
}

const rulesByPath = new Map<string, readonly PublicRule[]>();
// paths with a parameter ("/v1/pub/checkout/sessions/{id}/pay") match any one segment there
const rulesByPattern: [RegExp, readonly PublicRule[]][] = [];
for (const [key, rules] of Object.entries(PUBLIC_POST_LIMITS)) {
  const path = key.slice("POST ".length);
  if (!path.includes("{")) rulesByPath.set(path, rules);
  else rulesByPattern.push([new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`), rules]);
}
const rulesOf = (path: string) => rulesByPath.get(path) ?? rulesByPattern.find(([re]) => re.test(path))?.[1];

/**
 * Applies PUBLIC_POST_LIMITS. Mounted after the JSON body is parsed (server/http/json-body.ts),
 * so a per-address rule reads the parsed body.
 */
export function publicPostLimits(deps: { limits: Limits; trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const rules = c.req.method === "POST" ? rulesOf(c.req.path) : undefined;
    if (!rules) return next();
    for (const rule of rules) {
      const key = rule.per === "ip" ? clientIp(c, deps.trustProxy) : await bodyAddress(c);
      await hitRule(c, { ...rule, limits: deps.limits }, key);
    }
    return next();
  };
}
