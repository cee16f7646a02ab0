/**
 * Portfolios over HTTP on the small demo universe (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * create with each validation message and the plan's DIY cap, owner-only reads and writes,
 * all-or-nothing updates, the detail's drift, currency split and benchmark-extended history,
 * the new-money helper, comparison with a model portfolio, the auto builder (the twin's risk
 * level as its default) and model-portfolio subscriptions with their cap.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { addYears, parseIsoDate } from "../../analytics";
import type { MetricTable } from "../../data/metric-table";
import { portfolios, twins, users } from "../../store/schema";

let t: TestApp;
let table: MetricTable;
const headers = new Map<string, Record<string, string>>();

/** A signed-in user: `pro` (caps of 1) or `premium` (caps of 20 and 10). */
async function user(id: string, plan: "pro" | "premium" = "premium"): Promise<Record<string, string>> {
  const key = `${id}|${plan}`;
  const known = headers.get(key);
  if (known) return known;
  // the stored account's plan is what the server enforces; the token says the same
  const stored = { authLevel: plan === "pro" ? 0 : 2, licenseStatus: plan === "pro" ? 0 : 2 };
  await t.deps.store.db
    .insert(users)
    .values({ id, email: `${id}@example.com`, ...stored })
    .onConflictDoUpdate({ target: users.id, set: stored });
  const h = await bearerFor(t.deps.secrets.jwt, { userId: id, email: `${id}@example.com`, ...stored });
  headers.set(key, h);
  return h;
}

type Answer = { status: number; data: any; error: any; innerMessage: string | null };
async function call(
  method: string,
  url: string,
  who: string | null,
  body?: unknown,
  plan: "pro" | "premium" = "premium",
): Promise<Answer> {
  const res = await t.json(method, url, body, who ? await user(who, plan) : {});
  const json = (await res.json()) as Omit<Answer, "status">;
  return { ...json, status: res.status };
}

/** Products of a type with at least `years` of history, in code order. */
function seasoned(type: "fund" | "etf", years: number, currency?: string): string[] {
  const by = addYears(parseIsoDate(table.asOf!), -years);
  const out: string[] = [];
  for (let row = 0; row < table.size; row++) {
    if (table.text.productType[row] !== type || table.flags.isStrategy[row] === 1) continue;
    if (!(table.numeric.launchDay[row]! < by) || !(table.numeric.nav[row]! > 0)) continue;
    if (currency && table.text.currency[row] !== currency) continue;
    out.push(table.text.code[row]!);
  }
  return out.sort();
}

let usdFunds: string[];
let hkdFunds: string[];
let etfs: string[];

const settings = (over: Record<string, unknown> = {}) => ({ rebalance: "none", ...over });
const body = (over: Record<string, unknown> = {}) => ({
  name: "Core",
  createMethod: "diy",
  productType: "fund",
  holdings: [
    { fundCode: usdFunds[0], weight: 60 },
    { fundCode: usdFunds[1], weight: 40 },
  ],
  settings: settings(),
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  table = await t.deps.metrics.get();
  usdFunds = seasoned("fund", 6, "USD");
  hkdFunds = seasoned("fund", 6, "HKD");
  etfs = seasoned("etf", 6);
  expect(usdFunds.length).toBeGreaterThan(5);
  expect(hkdFunds.length).toBeGreaterThan(1);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("create and validate", () => {
  it("answers 401 without a token", async () => {
    expect((await call("GET", "/v1/app/portfolios", null)).status).toBe(401);
  });

  it("names each invalid field with its localized message and writes nothing", async () => {
    const empty = await call("POST", "/v1/app/portfolios?lang=en", "u-val", body({ name: "   " }));
    expect(empty.status).toBe(400);
    expect(empty.error.code).toBe(40000001);
    expect(empty.innerMessage).toBe("Portfolio name is required");
    const long = await call("POST", "/v1/app/portfolios?lang=en", "u-val", body({ name: "x".repeat(41) }));
    expect(long.innerMessage).toBe("Portfolio name cannot exceed 40 characters");
    const longTw = await call(
      "POST",
      "/v1/app/portfolios?lang=zh_TW",
      "u-val",
      body({ name: "x".repeat(41) }),
    );
    expect(longTw.innerMessage).toBe("組合名稱不能超過40個字元");
    const total = await call(
      "POST",
      "/v1/app/portfolios?lang=en",
      "u-val",
      body({
        holdings: [
          { fundCode: usdFunds[0], weight: 60 },
          { fundCode: usdFunds[1], weight: 30 },
        ],
      }),
    );
    expect(total.status).toBe(400);
    expect(total.innerMessage).toBe("Total weighting should equal to 100%");
    const tooMany = await call(
      "POST",
      "/v1/app/portfolios?lang=en",
      "u-val",
      body({
        holdings: usdFunds
          .slice(0, 6)
          .concat(hkdFunds)
          .slice(0, 21)
          .map((c) => ({ fundCode: c, weight: 5 })),
      }),
    );
    expect(tooMany.status).toBe(400);
    const unknown = await call(
      "POST",
      "/v1/app/portfolios?lang=en",
      "u-val",
      body({ holdings: [{ fundCode: "NOPE-1", weight: 100 }] }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.error.code).toBe(80610001);
    const wrongType = await call(
      "POST",
      "/v1/app/portfolios?lang=en",
      "u-val",
      body({ holdings: [{ fundCode: etfs[0], weight: 100 }] }),
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.error.message).toContain("holdings.0.fundCode");
    const badBenchmark = await call(
      "POST",
      "/v1/app/portfolios?lang=en",
      "u-val",
      body({ settings: settings({ benchmarks: ["NOT-AN-INDEX"] }) }),
    );
    expect(badBenchmark.status).toBe(400);
    expect(badBenchmark.error.message).toContain("settings.benchmarks.0");
    const rows = await t.deps.store.db.select().from(portfolios).where(eq(portfolios.userId, "u-val"));
    expect(rows).toHaveLength(0);
  });

  it("saves a portfolio with the settings' defaults and lists it with its figures", async () => {
    const made = await call("POST", "/v1/app/portfolios?lang=en", "u-create", body({ name: "  Core  " }));
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({
      name: "Core",
      createMethod: "diy",
      productType: "fund",
      riskProfile: null,
      settings: {
        weighting: "custom",
        rebalance: "none",
        initialAmount: 10_000,
        benchmarks: [],
        baseCurrency: "USD",
        extendWithBenchmark: false,
      },
    });
    expect(made.data.holdings.map((h: { weight: number }) => h.weight)).toEqual([60, 40]);
    expect(made.data.holdings[0].fundName).toEqual(expect.any(String));
    const list = await call("GET", "/v1/app/portfolios?lang=en", "u-create");
    expect(list.data.portfolios).toHaveLength(1);
    const row = list.data.portfolios[0];
    expect(row).toMatchObject({ id: made.data.id, name: "Core", holdingsCount: 2, baseCurrency: "USD" });
    expect(row.latestValue).toBeGreaterThan(0);
    expect(row.cumulativeReturn).toEqual(expect.any(Number));
    expect(row.maxAbsDriftPp).toBeGreaterThanOrEqual(0);
    expect(list.data.usage.diyPortfolios).toEqual({ used: 1, limit: 20 });
  });

  it("fixes equal weights when saving", async () => {
    const made = await call(
      "POST",
      "/v1/app/portfolios",
      "u-create",
      body({
        holdings: usdFunds.slice(0, 3).map((fundCode) => ({ fundCode })),
        settings: settings({ weighting: "equal" }),
      }),
    );
    expect(made.status).toBe(200);
    const weights = made.data.holdings.map((h: { weight: number }) => h.weight);
    expect(weights.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(100, 9);
    expect(Math.max(...weights) - Math.min(...weights)).toBeLessThanOrEqual(0.011);
  });

  it("caps DIY portfolios per plan with a typed 409 (auto portfolios are not counted)", async () => {
    const first = await call("POST", "/v1/app/portfolios?lang=en", "u-cap", body(), "pro");
    expect(first.status).toBe(200);
    const second = await call("POST", "/v1/app/portfolios?lang=en", "u-cap", body({ name: "Two" }), "pro");
    expect(second.status).toBe(409);
    expect(second.error.code).toBe(40900002);
    expect(second.error.details).toEqual({ capability: "diyPortfolios", limit: 1, used: 1 });
    expect(second.innerMessage).toContain("DIY portfolio limit");
    const auto = await call(
      "POST",
      "/v1/app/portfolios",
      "u-cap",
      body({ name: "Auto", createMethod: "auto" }),
      "pro",
    );
    expect(auto.status).toBe(200);
    const list = await call("GET", "/v1/app/portfolios", "u-cap", undefined, "pro");
    expect(list.data.portfolios.map((p: { name: string }) => p.name)).toEqual(["Auto", "Core"]);
    expect(list.data.usage.diyPortfolios).toEqual({ used: 1, limit: 1 });
    // turning the auto portfolio into a DIY one is held to the same cap
    const turned = await call(
      "PUT",
      `/v1/app/portfolios/${auto.data.id}`,
      "u-cap",
      body({ name: "Auto", createMethod: "diy" }),
      "pro",
    );
    expect(turned.status).toBe(409);
  });
});

describe("owner, update and delete", () => {
  let id: string;
  beforeAll(async () => {
    id = (await call("POST", "/v1/app/portfolios", "u-owner", body())).data.id;
  });

  it("answers 404 to another user's id on every route, as to a missing one", async () => {
    for (const [method, url, b] of [
      ["GET", `/v1/app/portfolios/${id}`, undefined],
      ["PUT", `/v1/app/portfolios/${id}`, body()],
      ["DELETE", `/v1/app/portfolios/${id}`, undefined],
      ["GET", `/v1/app/portfolios/${id}/rebalance?amount=100`, undefined],
      ["GET", "/v1/app/portfolios/pf_missing", undefined],
    ] as const) {
      const res = await call(method, url, "u-intruder", b);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.error.code).toBe(40400001);
    }
    const compare = await call("POST", "/v1/app/portfolios/compare", "u-intruder", { ids: [id, "mp-3"] });
    expect(compare.status).toBe(404);
    expect((await call("GET", `/v1/app/portfolios/${id}`, "u-owner")).status).toBe(200);
  });

  it("replaces all or nothing: a bad update leaves the portfolio as it was", async () => {
    const bad = await call(
      "PUT",
      `/v1/app/portfolios/${id}?lang=en`,
      "u-owner",
      body({ name: "Renamed", holdings: [{ fundCode: usdFunds[2], weight: 50 }] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.innerMessage).toBe("Total weighting should equal to 100%");
    const badWindow = await call(
      "PUT",
      `/v1/app/portfolios/${id}`,
      "u-owner",
      body({ name: "Renamed", settings: settings({ startDate: "2090-01-01" }) }),
    );
    expect(badWindow.status).toBe(400);
    const same = await call("GET", `/v1/app/portfolios/${id}`, "u-owner");
    expect(same.data.portfolio.name).toBe("Core");
    const good = await call(
      "PUT",
      `/v1/app/portfolios/${id}`,
      "u-owner",
      body({
        name: "Renamed",
        riskProfile: 4,
        holdings: [
          { fundCode: usdFunds[2], weight: 50 },
          { fundCode: usdFunds[3], weight: 50 },
        ],
        settings: settings({ rebalance: "quarterly" }),
      }),
    );
    expect(good.status).toBe(200);
    expect(good.data).toMatchObject({ name: "Renamed", riskProfile: 4, createMethod: "diy" });
    const after = await call("GET", `/v1/app/portfolios/${id}`, "u-owner");
    expect(after.data.portfolio.holdings.map((h: { fundCode: string }) => h.fundCode)).toEqual([
      usdFunds[2],
      usdFunds[3],
    ]);
    expect(after.data.portfolio.settings.rebalance).toBe("quarterly");
  });

  it("deletes, then answers 404", async () => {
    const other = (await call("POST", "/v1/app/portfolios", "u-owner", body({ name: "Gone" }))).data.id;
    expect((await call("DELETE", `/v1/app/portfolios/${other}`, "u-owner")).status).toBe(200);
    expect((await call("GET", `/v1/app/portfolios/${other}`, "u-owner")).status).toBe(404);
    expect((await call("DELETE", `/v1/app/portfolios/${other}`, "u-owner")).status).toBe(404);
    expect((await call("GET", `/v1/app/portfolios/${id}`, "u-owner")).status).toBe(200);
  });
});

describe("detail", () => {
  it("reports drift as drifted minus target weight in percentage points, with the backtest and overlap", async () => {
    const made = await call(
      "POST",
      "/v1/app/portfolios",
      "u-detail",
      body({
        holdings: usdFunds.slice(0, 4).map((fundCode, i) => ({ fundCode, weight: [40, 30, 20, 10][i] })),
      }),
    );
    const d = (await call("GET", `/v1/app/portfolios/${made.data.id}?lang=en`, "u-detail")).data;
    expect(d.portfolio.id).toBe(made.data.id);
    expect(d.backtest.metrics).not.toBeNull();
    expect(d.backtest.metrics.calmar).toEqual(expect.any(Number));
    expect(d.backtest.distribution.assetClass.length).toBeGreaterThan(0);
    expect(d.drift.thresholdPp).toBe(5);
    for (const [j, h] of d.drift.holdings.entries()) {
      expect(h.targetWeight).toBeCloseTo(d.backtest.targetWeights[j].weight * 100, 9);
      expect(h.currentWeight).toBeCloseTo(d.backtest.finalWeights[j].weight * 100, 9);
      expect(h.driftPp).toBeCloseTo(h.currentWeight - h.targetWeight, 9);
    }
    const sum = d.drift.holdings.reduce((s: number, h: { driftPp: number }) => s + h.driftPp, 0);
    expect(sum).toBeCloseTo(0, 6);
    const maxAbs = Math.max(...d.drift.holdings.map((h: { driftPp: number }) => Math.abs(h.driftPp)));
    expect(d.drift.maxAbsDriftPp).toBeCloseTo(maxAbs, 9);
    expect(d.drift.alert).toBe(maxAbs > 5);
    expect(d.currency).toMatchObject({ baseCurrency: "USD", currencyEffect: 0 });
    expect(d.currency.localReturn).toBeCloseTo(d.currency.totalReturn, 12);
    expect(d.overlap.length).toBeLessThanOrEqual(6);
    for (const o of d.overlap) expect(o.weight === null || o.weight >= 0).toBe(true);
    expect(d.splicedRanges).toEqual([]);
  });

  it("values HKD holdings in USD and splits the return into local return and currency effect", async () => {
    const made = await call(
      "POST",
      "/v1/app/portfolios",
      "u-fx",
      body({
        holdings: [
          { fundCode: hkdFunds[0], weight: 50 },
          { fundCode: usdFunds[0], weight: 50 },
        ],
        settings: settings({ baseCurrency: "SGD" }),
      }),
    );
    expect(made.status).toBe(200);
    const d = (await call("GET", `/v1/app/portfolios/${made.data.id}`, "u-fx")).data;
    const c = d.currency;
    expect(c.baseCurrency).toBe("SGD");
    expect(c.currencyEffect).not.toBe(0);
    expect((1 + c.localReturn) * (1 + c.currencyEffect)).toBeCloseTo(1 + c.totalReturn, 10);
    for (const h of c.holdings) {
      expect(h.currency).toBe(h.fundCode === hkdFunds[0] ? "HKD" : "USD");
      expect((1 + h.localReturn) * (1 + h.currencyEffect)).toBeCloseTo(1 + h.totalReturn, 10);
    }
    // the same portfolio in USD earns a different total return (the SGD/USD moves)
    const usd = await call(
      "POST",
      "/v1/app/portfolios",
      "u-fx",
      body({
        holdings: [
          { fundCode: hkdFunds[0], weight: 50 },
          { fundCode: usdFunds[0], weight: 50 },
        ],
      }),
    );
    const du = (await call("GET", `/v1/app/portfolios/${usd.data.id}`, "u-fx")).data;
    expect(du.currency.totalReturn).not.toBeCloseTo(c.totalReturn, 6);
    expect(du.currency.localReturn).toBeCloseTo(c.localReturn, 6);
  });

  it("extends a young holding with its benchmark when asked, and marks the spliced range", async () => {
    const young: string[] = [];
    const twoYears = addYears(parseIsoDate(table.asOf!), -2);
    const fourYears = addYears(parseIsoDate(table.asOf!), -4);
    for (let row = 0; row < table.size; row++) {
      const launch = table.numeric.launchDay[row]!;
      if (table.text.productType[row] !== "fund" || table.flags.isStrategy[row] === 1) continue;
      if (launch > fourYears && launch < twoYears && table.text.benchmark[row] && table.numeric.nav[row]! > 0)
        young.push(table.text.code[row]!);
    }
    expect(young.length).toBeGreaterThan(0);
    const holdings = [
      { fundCode: young[0], weight: 50 },
      { fundCode: usdFunds[0], weight: 50 },
    ];
    const plain = await call("POST", "/v1/app/portfolios", "u-extend", body({ holdings }));
    const extended = await call(
      "POST",
      "/v1/app/portfolios",
      "u-extend",
      body({ holdings, settings: settings({ extendWithBenchmark: true }) }),
    );
    expect(extended.status).toBe(200);
    const p = (await call("GET", `/v1/app/portfolios/${plain.data.id}`, "u-extend")).data;
    const e = (await call("GET", `/v1/app/portfolios/${extended.data.id}`, "u-extend")).data;
    expect(p.splicedRanges).toEqual([]);
    // every holding whose benchmark starts before it is extended; the young one decides the start
    const range = e.splicedRanges.find((r: { fundCode: string }) => r.fundCode === young[0]);
    expect(range).toMatchObject({ symbolCode: table.text.benchmark[table.rowOf.get(young[0]!)!] });
    expect(e.backtest.startDate < p.backtest.startDate).toBe(true);
    expect(range.endDate < p.backtest.startDate).toBe(true);
    for (const r of e.splicedRanges) {
      expect(r.startDate >= e.backtest.startDate).toBe(true);
      expect(r.endDate >= r.startDate).toBe(true);
    }
  });
});

describe("preview", () => {
  it("runs an unsaved portfolio as the save will (base currency, fixed weights) and stores nothing", async () => {
    const draft = body({
      name: undefined,
      holdings: [
        { fundCode: hkdFunds[0], weight: 50 },
        { fundCode: usdFunds[0], weight: 50 },
      ],
      settings: settings({ baseCurrency: "HKD", weighting: "equal" }),
    });
    const preview = await call("POST", "/v1/app/portfolios/preview", "u-preview", draft);
    expect(preview.status).toBe(200);
    expect(preview.data.currency.baseCurrency).toBe("HKD");
    expect(preview.data.holdings.map((h: { weight: number }) => h.weight)).toEqual([50, 50]);
    const saved = await call("POST", "/v1/app/portfolios", "u-preview", { ...draft, name: "Same" });
    const detail = (await call("GET", `/v1/app/portfolios/${saved.data.id}`, "u-preview")).data;
    expect(preview.data.backtest.metrics.cumulativeReturn).toBeCloseTo(
      detail.backtest.metrics.cumulativeReturn,
      10,
    );
    expect(preview.data.currency.totalReturn).toBeCloseTo(detail.currency.totalReturn, 10);
    // nothing stored by the preview: the list holds only the save
    expect((await call("GET", "/v1/app/portfolios", "u-preview")).data.portfolios).toHaveLength(1);
  });

  it("checks the body like a save: weights off 100%, an unknown product", async () => {
    const off = await call(
      "POST",
      "/v1/app/portfolios/preview",
      "u-preview-bad",
      body({
        holdings: [
          { fundCode: usdFunds[0], weight: 70 },
          { fundCode: usdFunds[1], weight: 20 },
        ],
      }),
    );
    expect(off.status).toBe(400);
    const unknown = await call(
      "POST",
      "/v1/app/portfolios/preview",
      "u-preview-bad",
      body({ holdings: [{ fundCode: "NOPE-0000", weight: 100 }] }),
    );
    expect(unknown.status).toBe(404);
  });
});

describe("rebalance with new money", () => {
  it("splits an amount toward the targets without selling, exact once the amount suffices", async () => {
    const made = await call(
      "POST",
      "/v1/app/portfolios",
      "u-rebal",
      body({
        holdings: [
          { fundCode: usdFunds[0], weight: 50 },
          { fundCode: hkdFunds[1], weight: 50 },
        ],
      }),
    );
    const id = made.data.id;
    const small = (await call("GET", `/v1/app/portfolios/${id}/rebalance?amount=100`, "u-rebal")).data;
    expect(small.amount).toBe(100);
    const spent = small.holdings.reduce((s: number, h: { contribution: number }) => s + h.contribution, 0);
    expect(spent).toBeCloseTo(100, 6);
    for (const h of small.holdings) expect(h.contribution).toBeGreaterThanOrEqual(0);
    const under = [...small.holdings].sort(
      (
        a: { currentWeight: number; targetWeight: number },
        b: { currentWeight: number; targetWeight: number },
      ) => a.currentWeight - a.targetWeight - (b.currentWeight - b.targetWeight),
    )[0];
    expect(under.contribution).toBeGreaterThan(0);
    const enough = Math.ceil(small.amountForExact) + 1;
    const big = (await call("GET", `/v1/app/portfolios/${id}/rebalance?amount=${enough}`, "u-rebal")).data;
    expect(big.exact).toBe(true);
    for (const h of big.holdings) expect(h.weightAfter).toBeCloseTo(h.targetWeight, 6);
    const bad = await call("GET", `/v1/app/portfolios/${id}/rebalance?amount=-5`, "u-rebal");
    expect(bad.status).toBe(400);
  });
});

describe("compare", () => {
  it("compares a saved portfolio with a model portfolio over the common window", async () => {
    const mine = await call("POST", "/v1/app/portfolios", "u-compare", body({ name: "Mine" }));
    const res = await call("POST", "/v1/app/portfolios/compare?lang=en", "u-compare", {
      ids: [mine.data.id, "mp-3"],
    });
    expect(res.status).toBe(200);
    expect(res.data.items.map((i: { kind: string; name: string }) => [i.kind, i.name])).toEqual([
      ["portfolio", "Mine"],
      ["model", "Balanced"],
    ]);
    for (const item of res.data.items) {
      expect(item.series[0]).toEqual([res.data.startDate, 10_000]);
      expect(item.series.at(-1)[0]).toBe(res.data.endDate);
      expect(item.metrics).not.toBeNull();
      expect(item.holdings.reduce((s: number, h: { weight: number }) => s + h.weight, 0)).toBeCloseTo(100, 6);
    }
    expect(res.data.items[1].riskLevel).toBe(3);
  });

  it("refuses fewer than 2, more than 3 or repeated ids", async () => {
    expect((await call("POST", "/v1/app/portfolios/compare", "u-compare", { ids: ["mp-1"] })).status).toBe(
      400,
    );
    expect(
      (
        await call("POST", "/v1/app/portfolios/compare", "u-compare", {
          ids: ["mp-1", "mp-2", "mp-3", "mp-4"],
        })
      ).status,
    ).toBe(400);
    expect(
      (await call("POST", "/v1/app/portfolios/compare", "u-compare", { ids: ["mp-1", "mp-1"] })).status,
    ).toBe(400);
    const two = await call("POST", "/v1/app/portfolios/compare", "u-compare", { ids: ["mp-1", "mp-5"] });
    expect(two.status).toBe(200);
    expect(two.data.items[0].metrics.volatility).toBeLessThan(two.data.items[1].metrics.volatility);
  });
});

describe("auto builder", () => {
  it("defaults to risk level 3, then to the user's confirmed twin, and explains each pick", async () => {
    const first = await call("POST", "/v1/app/portfolios/auto?lang=en", "u-auto", {});
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ riskLevel: 3, riskLevelSource: "default", riskLevelName: "Balanced" });
    await t.deps.store.db
      .insert(twins)
      .values({ userId: "u-auto", card: { riskLevel: 1 }, riskLevel: 1, confirmedAt: new Date() });
    const twin = await call("POST", "/v1/app/portfolios/auto?lang=en", "u-auto", {});
    expect(twin.data).toMatchObject({ riskLevel: 1, riskLevelSource: "twin", riskLevelName: "Conservative" });
    const asked = await call("POST", "/v1/app/portfolios/auto?lang=zh_TW", "u-auto", { riskLevel: 5 });
    expect(asked.data).toMatchObject({ riskLevel: 5, riskLevelSource: "request", riskLevelName: "進取型" });
    expect(asked.data.volatilityBand).toEqual({ min: 0.2, max: null });
    // a conservative proposal is less volatile than an aggressive one
    expect(twin.data.backtest.metrics.volatility).toBeLessThan(asked.data.backtest.metrics.volatility);
  });

  it("proposes products of the asked type within the sleeves' risk ceilings, ready to save", async () => {
    const res = await call("POST", "/v1/app/portfolios/auto?lang=en", "u-auto2", {
      riskLevel: 3,
      productType: "etf",
      goal: "retirement",
      years: 5,
    });
    expect(res.status).toBe(200);
    const { holdings, draft } = res.data;
    expect(holdings.length).toBeGreaterThanOrEqual(3);
    expect(holdings.reduce((s: number, h: { weight: number }) => s + h.weight, 0)).toBeCloseTo(100, 9);
    for (const h of holdings) {
      const row = table.rowOf.get(h.fundCode)!;
      expect(table.text.productType[row]).toBe("etf");
      expect(h.productRiskLevel).toBeLessThanOrEqual(h.sleeve.endsWith("Equity") ? 4 : 3);
      expect(h.rationale).toMatch(/^For retirement: /);
      expect(h.rationale).toContain(h.fundName);
    }
    expect(new Set(holdings.map((h: { sleeve: string }) => h.sleeve)).size).toBe(holdings.length);
    expect(res.data.backtest.startDate >= draft.settings.startDate).toBe(true);
    const saved = await call("POST", "/v1/app/portfolios", "u-auto2", { name: "Retirement", ...draft });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ createMethod: "auto", productType: "etf", riskProfile: 3 });
    const fewer = await call("POST", "/v1/app/portfolios/auto", "u-auto2", { riskLevel: 3, maxHoldings: 2 });
    expect(fewer.data.holdings.map((h: { sleeve: string }) => h.sleeve).sort()).toEqual([
      "coreBond",
      "globalEquity",
    ]);
  });
});

describe("model portfolios and subscriptions", () => {
  it("lists the model portfolios publicly with headline figures", async () => {
    const res = await call("GET", "/v1/pub/model-portfolios?lang=en", null);
    expect(res.status).toBe(200);
    expect(res.data.map((m: { riskLevel: number }) => m.riskLevel)).toEqual([1, 2, 3, 4, 5]);
    for (const m of res.data) {
      expect(m.headline.annualizedReturn).toEqual(expect.any(Number));
      expect(m.holdings.length).toBeGreaterThan(0);
    }
  });

  it("subscribes up to the plan's cap, then answers the typed 409; cancelling frees the slot", async () => {
    const one = await call("POST", "/v1/app/model-portfolios/mp-2/subscription", "u-sub", undefined, "pro");
    expect(one.status).toBe(200);
    expect(one.data.modelPortfolioId).toBe("mp-2");
    const again = await call("POST", "/v1/app/model-portfolios/mp-2/subscription", "u-sub", undefined, "pro");
    expect(again.data.subscribedAt).toBe(one.data.subscribedAt);
    const over = await call(
      "POST",
      "/v1/app/model-portfolios/mp-4/subscription?lang=en",
      "u-sub",
      undefined,
      "pro",
    );
    expect(over.status).toBe(409);
    expect(over.error.code).toBe(40900001);
    expect(over.error.details).toEqual({ capability: "modelPortfolioSubscriptions", limit: 1, used: 1 });
    const list = await call("GET", "/v1/app/portfolios?lang=en", "u-sub", undefined, "pro");
    expect(list.data.subscriptions.map((s: { id: string }) => s.id)).toEqual(["mp-2"]);
    expect(list.data.subscriptions[0].name).toBe("Stable");
    expect(list.data.usage.modelPortfolioSubscriptions).toEqual({ used: 1, limit: 1 });
    expect(
      (await call("DELETE", "/v1/app/model-portfolios/mp-2/subscription", "u-sub", undefined, "pro")).status,
    ).toBe(200);
    expect(
      (await call("DELETE", "/v1/app/model-portfolios/mp-2/subscription", "u-sub", undefined, "pro")).status,
    ).toBe(404);
    expect(
      (await call("POST", "/v1/app/model-portfolios/mp-4/subscription", "u-sub", undefined, "pro")).status,
    ).toBe(200);
    expect((await call("POST", "/v1/app/model-portfolios/mp-9/subscription", "u-sub")).status).toBe(404);
    // another user's subscriptions are their own
    const other = await call("GET", "/v1/app/portfolios", "u-sub-other");
    expect(other.data.subscriptions).toEqual([]);
  });
});

describe("drift alerts", () => {
  it("raises a risk alert for a holding beyond ±5 points, read and counted with the product alerts", async () => {
    const of = (assetClass: string) =>
      usdFunds.filter((c) => table.text.assetClass[table.rowOf.get(c)!] === assetClass).slice(0, 4);
    let drifting: { id: string; drift: any } | null = null;
    for (const stock of of("Stock"))
      for (const cash of [...of("Cash"), ...of("Bond")]) {
        if (drifting) break;
        const made = await call(
          "POST",
          "/v1/app/portfolios",
          "u-drift",
          body({
            name: "Drifting",
            holdings: [
              { fundCode: stock, weight: 50 },
              { fundCode: cash, weight: 50 },
            ],
          }),
        );
        const d = (await call("GET", `/v1/app/portfolios/${made.data.id}`, "u-drift")).data;
        if (d.drift.alert) drifting = { id: made.data.id, drift: d.drift };
        else await call("DELETE", `/v1/app/portfolios/${made.data.id}`, "u-drift");
      }
    expect(drifting, "a buy-and-hold stock/cash portfolio drifts beyond 5 points").not.toBeNull();
    const { id, drift } = drifting!;
    expect(drift.maxAbsDriftPp).toBeGreaterThan(5);
    const page = await call("GET", "/v1/app/alerts?lang=en", "u-drift");
    const alerts = page.data.items.filter((a: { type: string }) => a.type === "portfolio_drift");
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    const worst = drift.holdings.reduce((a: any, b: any) =>
      Math.abs(b.driftPp) > Math.abs(a.driftPp) ? b : a,
    );
    expect(alert).toMatchObject({
      kind: "portfolio_drift",
      fundCode: worst.fundCode,
      date: drift.asOf,
      title: "Portfolio drift",
      read: false,
      detail: { portfolioId: id, portfolioName: "Drifting", thresholdPp: 5 },
    });
    expect(alert.message).toContain("Drifting");
    expect(alert.message).toMatch(worst.driftPp > 0 ? /overweight/ : /underweight/);
    expect((await call("GET", "/v1/app/alerts/count", "u-drift")).data.unread).toBe(1);
    const afterRead = await call("POST", "/v1/app/alerts/read", "u-drift", { ids: [alert.id] });
    expect(afterRead.data.unread).toBe(0);
    const again = await call("GET", "/v1/app/alerts?lang=zh_TW", "u-drift");
    const tw = again.data.items.find((a: { id: string }) => a.id === alert.id);
    expect(tw).toMatchObject({ read: true, title: "組合偏離" });
    // someone else sees none of it, and cannot mark it read
    expect((await call("GET", "/v1/app/alerts", "u-drift-other")).data.items).toEqual([]);
    // rebalancing the portfolio monthly brings it back within the band: the alert goes
    const monthly = await call(
      "PUT",
      `/v1/app/portfolios/${id}`,
      "u-drift",
      body({
        name: "Drifting",
        holdings: drift.holdings.map((h: { fundCode: string }) => ({ fundCode: h.fundCode, weight: 50 })),
        settings: settings({ rebalance: "monthly" }),
      }),
    );
    expect(monthly.status).toBe(200);
    const d = (await call("GET", `/v1/app/portfolios/${id}`, "u-drift")).data;
    expect(d.drift.alert).toBe(d.drift.maxAbsDriftPp > 5);
    const after = await call("GET", "/v1/app/alerts", "u-drift");
    expect(after.data.items.some((a: { type: string }) => a.type === "portfolio_drift")).toBe(d.drift.alert);
  });
});
