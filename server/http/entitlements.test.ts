import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Endpoint,
  type EndpointKey,
  endpointKeys,
  endpoints as table,
  ungatedEndpoints,
} from "../../shared/api/endpoints";
import { capabilities, entitlementOf, satisfies, unlockingPlan } from "../../shared/entitlements";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { bearerFor } from "../../tests/helpers/tokens";
import { accessOf, gateOf, gates } from "./entitlements";

const endpoints: Record<EndpointKey, Endpoint> = table;

/** Every route of these prefixes either serves a capability or says why it does not. */
const guardedPrefixes = ["/v1/app/", "/algo-api/"];
const pathOf = (key: EndpointKey) => key.slice(key.indexOf(" ") + 1);
const methodOf = (key: EndpointKey) => key.slice(0, key.indexOf(" "));
/** A concrete URL of a path template: each `{name}` becomes a harmless segment. */
const urlOf = (key: EndpointKey) => pathOf(key).replace(/\{[^}]+\}/g, "x1");

describe("the route table", () => {
  const guarded = endpointKeys.filter((k) => guardedPrefixes.some((p) => pathOf(k).startsWith(p)));

  it.each(guarded)("%s declares a capability or is listed as ungated with a reason", (key) => {
    const gated = endpoints[key].capability !== undefined;
    const reason = ungatedEndpoints[key];
    expect(gated || (typeof reason === "string" && reason.length > 10), key).toBe(true);
    expect(gated && reason !== undefined, `${key} is both gated and listed as ungated`).toBe(false);
  });

  it("lists no ungated route that is not in the table", () => {
    for (const key of Object.keys(ungatedEndpoints)) expect(endpointKeys).toContain(key);
  });

  it("gates exactly the entries that declare a capability, matching their paths", () => {
    const declared = endpointKeys.filter((k) => endpoints[k].capability !== undefined);
    expect(gates.map((g) => g.key).sort()).toEqual([...declared].sort());
    for (const key of declared) expect(gateOf(methodOf(key), urlOf(key))?.key).toBe(key);
    // a static path wins over a parameterized sibling, and the method matters
    expect(gateOf("POST", "/v1/app/portfolios/compare")?.key).toBe("POST /v1/app/portfolios/compare");
    expect(gateOf("DELETE", "/v1/app/portfolios/x1")).toBeUndefined();
  });
});

describe("accessOf (routes and chat tools)", () => {
  it.each(capabilities)(
    "refuses %s to exactly the plans the table denies, naming the plan that unlocks it",
    (cap) => {
      for (const plan of ["anonymous", "pro", "premiumTrial", "premium", "enterprise"] as const) {
        const result = accessOf(plan, cap);
        expect(result.ok).toBe(entitlementOf(plan, cap).access !== "none");
        if (!result.ok) {
          expect(result.error.code).toBe(40300001);
          expect(result.error.details).toEqual({ capability: cap, plan: unlockingPlan(cap) });
          expect(satisfies(result.unlockedBy, cap)).toBe(true);
        }
      }
    },
  );

  it("a preview does not satisfy a route that needs the whole capability", () => {
    expect(accessOf("pro", "aiMacro", "full").ok).toBe(false);
    expect(accessOf("pro", "aiMacro", "preview").ok).toBe(true);
    expect(accessOf("anonymous", "aiMacro", "any").ok).toBe(true);
    expect(unlockingPlan("aiMacro", "full")).toBe("premium");
    expect(unlockingPlan("aiMacro")).toBe("pro");
  });
});

describe("the gate on every declared route", () => {
  let t: TestApp;
  let pro: Record<string, string>;
  let premium: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    pro = await bearerFor(t.deps.secrets.jwt, { userId: "u-gate-pro", authLevel: 0, licenseStatus: 0 });
    premium = await bearerFor(t.deps.secrets.jwt, {
      userId: "u-gate-premium",
      authLevel: 2,
      licenseStatus: 2,
    });
  });
  afterAll(() => t.close());

  const refusable = gates.filter((g) => g.needs !== "any");

  it.each(refusable.map((g) => [g.key, g] as const))(
    "%s refuses a plan without its capability with 403 40300001 (a caller without a token on /v1/app: 401)",
    async (key, gate) => {
      const isApp = pathOf(key).startsWith("/v1/app/");
      const proLacks = !satisfies("pro", gate.capability, gate.needs);
      const headers = proLacks ? pro : {};
      if (!proLacks) expect(satisfies("anonymous", gate.capability, gate.needs), key).toBe(false);
      const res = await t.json(
        methodOf(key),
        `${urlOf(key)}?lang=zh_TW`,
        methodOf(key) === "GET" ? undefined : {},
        headers,
      );
      const body = (await res.json()) as {
        error: { code: number; details?: Record<string, unknown> };
        innerMessage: string;
      };
      if (isApp && !proLacks) {
        expect(res.status).toBe(401);
        return;
      }
      expect(res.status, key).toBe(403);
      expect(body.error.code).toBe(40300001);
      expect(body.error.details).toEqual({
        capability: gate.capability,
        plan: unlockingPlan(gate.capability, gate.needs),
      });
      // localized: the Traditional Chinese message, not the English one
      expect(body.innerMessage).toMatch(/[\u4e00-\u9fff]/);
    },
  );

  it.each(gates.map((g) => [g.key] as const))("%s admits a Premium caller past the gate", async (key) => {
    const res = await t.json(methodOf(key), urlOf(key), methodOf(key) === "GET" ? undefined : {}, premium);
    expect(res.status, key).not.toBe(403);
  });

  it("documents each gated route's capability in /v1/openapi.json", async () => {
    const doc = (await (await t.app.request("/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    for (const gate of gates) {
      const op = doc.paths[pathOf(gate.key)]?.[methodOf(gate.key).toLowerCase()];
      expect(op?.["x-capability"], gate.key).toBe(gate.capability);
      if (gate.needs !== "any") expect(Object.keys(op?.responses ?? {}), gate.key).toContain("403");
    }
  });
});
