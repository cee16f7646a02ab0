/**
 * The one enforcement point of plan capabilities (shared/entitlements.ts). Every route whose
 * contract entry (shared/api/endpoints.ts) declares a `capability` passes through
 * `enforceCapabilities`, mounted once in app.ts: a caller whose plan lacks it is refused with
 * 403 40300001 (`error.details.capability`, `error.details.plan` — the plan that unlocks it)
 * before the handler runs; otherwise the handler finds the caller's plan and access in
 * `c.get("access")` and trims a preview. The chat tools ask `accessOf` the same question.
 */
import { createMiddleware } from "hono/factory";
import { type Endpoint, type EndpointKey, endpointKeys, endpoints } from "../../shared/api/endpoints";
import {
  type Capability,
  type Entitlement,
  entitlementOf,
  type Needs,
  type Plan,
  satisfies,
  unlockingPlan,
} from "../../shared/entitlements";
import type { AccessClaims } from "../platform/identity/access-token";
import { AppError } from "./app-error";
import { type AuthDeps, optionalCaller } from "./auth";
import type { AppEnv } from "./env";

/** What a gated handler receives: the caller's plan and their entitlement to the route's capability. */
export interface CapabilityAccess {
  capability: Capability;
  plan: Plan;
  entitlement: Entitlement;
}

/** The refusal of a plan without enough of a capability: 403 40300001 naming it and the plan that unlocks it. */
export function notEntitled(capability: Capability, needs: Needs = "preview"): AppError {
  const plan = unlockingPlan(capability, needs);
  return new AppError("notEntitled", `${capability} needs the ${plan} plan`, { capability, plan });
}

/**
 * The one question of every check, route or tool: may `plan` use `capability` as `needs`
 * asks? The entitlement when it may, else the refusal to throw or to turn into a tool answer.
 */
export function accessOf(
  plan: Plan,
  capability: Capability,
  needs: Needs = "preview",
): { ok: true; entitlement: Entitlement } | { ok: false; error: AppError; unlockedBy: Plan } {
  if (satisfies(plan, capability, needs)) return { ok: true, entitlement: entitlementOf(plan, capability) };
  return { ok: false, error: notEntitled(capability, needs), unlockedBy: unlockingPlan(capability, needs) };
}

/** A gated contract entry, matched by method and path (`{name}` stands for one path segment). */
interface Gate {
  key: EndpointKey;
  method: string;
  pattern: RegExp;
  capability: Capability;
  needs: Needs;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** The gated routes of the contract table, generated from the entries' `capability`. */
export const gates: readonly Gate[] = endpointKeys.flatMap((key) => {
  const entry: Endpoint = endpoints[key];
  if (!entry.capability) return [];
  const space = key.indexOf(" ");
  const path = key.slice(space + 1);
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith("{") ? "[^/]+" : escapeRegExp(part)))
    .join("");
  return [
    {
      key,
      method: key.slice(0, space),
      pattern: new RegExp(`^${source}$`, "i"),
      capability: entry.capability,
      needs: entry.needs ?? "preview",
    },
  ];
});

// A static path is one string (matched regardless of case, as its pattern is): one lookup per
// request; only the few parameterized gates are tried by pattern.
const staticGates = new Map(
  gates
    .filter((g) => !g.key.includes("{"))
    .map((g) => [`${g.method} ${g.key.slice(g.method.length + 1).toLowerCase()}`, g] as const),
);
const parameterizedGates = gates.filter((g) => g.key.includes("{"));

/** The gate of a request, if its route serves a capability. */
export function gateOf(method: string, path: string): Gate | undefined {
  // a static path wins over a parameterized one ("/portfolios/compare" over "/portfolios/{id}")
  return (
    staticGates.get(`${method} ${path.toLowerCase()}`) ??
    parameterizedGates.find((g) => g.method === method && g.pattern.test(path))
  );
}

export interface CapabilityDeps {
  auth: AuthDeps;
  /** The caller's plan as it stands now (stored plan, trial and paid periods on the one clock). */
  planOfUser(claims: AccessClaims): Promise<Plan>;
}

/**
 * Mounted once for `/v1/*` and `/algo-api/*` after the `/v1/app` guard: refuses or admits every
 * gated route. The plan is read fresh for each gated call (not from the access token's claims,
 * which may predate a trial or an expiry by up to the token's lifetime).
 */
export function enforceCapabilities(deps: CapabilityDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const gate = gateOf(c.req.method === "HEAD" ? "GET" : c.req.method, c.req.path);
    if (!gate) return next();
    // on a public route the token is optional: one that does not verify is no token (auth.ts)
    const claims = c.get("user") ?? (await optionalCaller(deps.auth, c.req.header("authorization")));
    const plan = claims ? await deps.planOfUser(claims) : "anonymous";
    const access = accessOf(plan, gate.capability, gate.needs);
    if (!access.ok) throw access.error;
    c.set("access", { capability: gate.capability, plan, entitlement: access.entitlement });
    return next();
  });
}
