import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCatalog } from "../../../shared/api/errors";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";

let t: TestApp;
// the universe is loaded: unknown categories, companies and domiciles are judged against it
// a Premium caller, so the advanced filters (domiciles) reach validation rather than the plan's 403
let premium: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  premium = await bearerFor(t.deps.secrets.jwt, { authLevel: 2, licenseStatus: 2 });
});
afterAll(async () => {
  await t?.close();
});

type Body<T> = { status: string; data: T; error: { code: number; message: string } | null };

async function post(path: string, body: unknown) {
  const res = await t.json("POST", `${path}?lang=en`, body, premium);
  return { status: res.status, body: (await res.json()) as Body<unknown> };
}

describe("selection rejects bad input with 400 40000001 naming the field", () => {
  const cases: Array<[string, string, unknown, string]> = [
    ["an unknown sort", "list", { fundSortType: "return_2y_desc" }, "fundSortType"],
    ["an unknown asset class", "list", { assetClasses: ["Stock", "Crypto"] }, "assetClasses.1"],
    ["an unknown region", "list", { regions: ["mars"] }, "regions.0"],
    ["an unknown currency", "list", { currencies: ["XYZ"] }, "currencies.0"],
    ["an unknown AUM bucket", "list", { aumBuckets: ["gt_10b"] }, "aumBuckets.0"],
    ["an unknown rating tier", "list", { ratingTiers: ["Platinum"] }, "ratingTiers.0"],
    ["an unknown dividend frequency", "list", { dividendFrequencies: ["daily"] }, "dividendFrequencies.0"],
    ["an unknown credit rating", "list", { creditRatings: ["Zzz"] }, "creditRatings.0"],
    ["a risk level out of range", "list", { riskLevels: [6] }, "riskLevels.0"],
    ["a star rating out of range", "list", { starRatings: [0] }, "starRatings.0"],
    ["pageSize > 100", "list", { pageSize: 101 }, "pageSize"],
    ["page < 1", "list", { page: 0 }, "page"],
    ["a fractional page", "list", { page: 1.5 }, "page"],
    ["a negative drawdown ratio", "list", { maxDrawdown1y: -0.2 }, "maxDrawdown1y"],
    ["a negative expense ratio", "list", { maxTotalExpenseRatio: -0.01 }, "maxTotalExpenseRatio"],
    ["a negative volatility", "list", { maxVolatility1y: -1 }, "maxVolatility1y"],
    ["a negative duration", "list", { maxEffectiveDuration: -1 }, "maxEffectiveDuration"],
    ["a number as a string", "list", { minSharpe1y: "1" }, "minSharpe1y"],
    ["a boolean as a string", "list", { hedged: "yes" }, "hedged"],
    ["an impossible date", "list", { launchedBefore: "2020-02-30" }, "launchedBefore"],
    ["an unknown key", "list", { sortBy: "aum" }, "body"],
    ["an unknown category", "list", { categories: ["No Such Category"] }, "categories.0"],
    ["an unknown company", "list", { companyIds: ["C999999"] }, "companyIds.0"],
    ["an unknown domicile", "list", { domiciles: ["ZZ"] }, "domiciles.0"],
    ["a malformed domicile", "list", { domiciles: ["lux"] }, "domiciles.0"],
    ["an unknown curated list", "top-pick/list", { list: "top_hype" }, "list"],
    ["an unknown key on top picks", "top-pick/list", { list: "high_sharpe", axis: "income" }, "body"],
    ["a missing axis", "axes/list", {}, "axis"],
    ["an unknown axis", "axes/list", { axis: "moonshots" }, "axis"],
  ];

  it.each(cases.map(([what, endpoint, body, field]) => [endpoint, what, body, field] as const))(
    "POST /v1/pub/fund/selection/%s rejects %s",
    async (endpoint, _what, body, field) => {
      const { status, body: res } = await post(`/v1/pub/fund/selection/${endpoint}`, body);
      expect(status).toBe(400);
      expect(res.status).toBe("FAILURE");
      expect(res.error!.code).toBe(errorCatalog.validationFailed.code);
      if (field !== "body") expect(res.error!.message.startsWith(`${field}:`)).toBe(true);
    },
  );

  it.each([
    ["a malformed JSON body", "{bad", 400],
    ["a JSON array", "[]", 400],
  ])("POST /v1/pub/etf/selection/list rejects %s", async (_what, raw, status) => {
    const res = await t.json("POST", "/v1/pub/etf/selection/list", raw);
    expect(res.status).toBe(status);
    expect(((await res.json()) as Body<null>).error!.code).toBe(errorCatalog.validationFailed.code);
  });
});

describe("GET /v1/openapi.json", () => {
  it("documents the six selection routes with their request and response schemas", async () => {
    const doc = (await (await t.app.request("/v1/openapi.json")).json()) as {
      paths: Record<string, { post?: { requestBody?: unknown; responses?: Record<string, unknown> } }>;
      components: { schemas: Record<string, unknown> };
    };
    for (const type of ["fund", "etf"]) {
      for (const endpoint of ["list", "top-pick/list", "axes/list"]) {
        const op = doc.paths[`/v1/pub/${type}/selection/${endpoint}`]?.post;
        expect(op?.requestBody).toBeTruthy();
        expect(op?.responses?.["200"]).toBeTruthy();
        expect(op?.responses?.["400"]).toBeTruthy();
      }
    }
    for (const id of ["SelectionFilter", "TopPickFilter", "AxisFilter", "ProductSummary", "TopPickItem"]) {
      expect(doc.components.schemas[id]).toBeTruthy();
    }
  });
});
