/**
 * The digital twin and wealth plans over HTTP on the small demo universe (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): the twin's guided flow, confirmation and reselection; plans by the
 * auto and flex builders with their rules, a reproducible analysis, and every row scoped to
 * its owner.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { users, wealthPlans } from "../../store/schema";
import { createBacktestData } from "../backtest";
import { createPlanningService, twinRiskLevel } from "./index";

let t: TestApp;
const headers = new Map<string, Record<string, string>>();

async function user(id: string): Promise<Record<string, string>> {
  const known = headers.get(id);
  if (known) return known;
  await t.deps.store.db
    .insert(users)
    .values({ id, email: `${id}@example.com` })
    .onConflictDoNothing();
  const h = await bearerFor(t.deps.secrets.jwt, {
    userId: id,
    email: `${id}@example.com`,
    authLevel: 0,
    licenseStatus: 0,
  });
  headers.set(id, h);
  return h;
}

type Answer = { status: number; data: any; error: any; innerMessage: string | null };
async function call(method: string, url: string, who: string | null, body?: unknown): Promise<Answer> {
  const res = await t.json(method, url, body, who ? await user(who) : {});
  const json = (await res.json()) as Omit<Answer, "status">;
  return { ...json, status: res.status };
}

const retirement = {
  goal: "retirement",
  targetAmount: 2_000_000,
  initialAmount: 300_000,
  currentPortfolioValue: 200_000,
  monthlyContribution: 5_000,
  years: 20,
};

/** Codes of the demo universe by asset class, outside the given core. */
async function freeCandidates(core: string[]): Promise<Record<string, string[]>> {
  const table = await t.deps.metrics.get();
  const out: Record<string, string[]> = {};
  for (let row = 0; row < table.size; row++) {
    const code = table.text.code[row]!;
    const cls = table.text.assetClass[row];
    if (!cls || core.includes(code) || Number.isNaN(table.numeric.nav[row]!)) continue;
    const list = out[cls] ?? [];
    list.push(code);
    out[cls] = list;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe("digital twin", () => {
  it("answers 401 without a token and an empty draft at first", async () => {
    expect((await call("GET", "/v1/app/twin", null)).status).toBe(401);
    const first = await call("GET", "/v1/app/twin", "tw-a");
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ card: {}, confirmedAt: null, complete: false, updatedAt: null });
  });

  it("saves steps, refuses to confirm an incomplete card, confirms, and reselection clears it", async () => {
    await call("PUT", "/v1/app/twin", "tw-a", { gender: "female" });
    const two = await call("PUT", "/v1/app/twin", "tw-a", { age: 42, familyStatus: "marriedWithChildren" });
    expect(two.data.card).toEqual({ gender: "female", age: 42, familyStatus: "marriedWithChildren" });
    expect(two.data.confirmedAt).toBeNull();
    const early = await call("PUT", "/v1/app/twin?lang=en", "tw-a", { action: "confirm" });
    expect(early.status).toBe(400);
    expect(early.innerMessage).toBe("Complete every step of the role card before confirming.");
    expect(await twinRiskLevel(t.deps.store.db, "tw-a")).toBeNull();
    const done = await call("PUT", "/v1/app/twin", "tw-a", {
      identity: "professional",
      themes: ["technology", "dividendIncome"],
      riskLevel: 4,
      action: "confirm",
    });
    expect(done.status).toBe(200);
    expect(done.data.complete).toBe(true);
    expect(done.data.confirmedAt).toEqual(expect.any(String));
    expect(await twinRiskLevel(t.deps.store.db, "tw-a")).toBe(4);
    // the profile's risk-level adjustment keeps the card confirmed
    const adjusted = await call("PUT", "/v1/app/twin", "tw-a", { riskLevel: 2 });
    expect(adjusted.data.confirmedAt).toBe(done.data.confirmedAt);
    expect(await twinRiskLevel(t.deps.store.db, "tw-a")).toBe(2);
    const service = createPlanningService({
      db: t.deps.store.db,
      backtest: { metrics: t.deps.metrics, data: createBacktestData(t.deps.store) },
    });
    expect(await service.twinRiskLevel("tw-a")).toBe(2);
    // another user sees nothing of it
    expect((await call("GET", "/v1/app/twin", "tw-b")).data.card).toEqual({});
    const again = await call("PUT", "/v1/app/twin", "tw-a", { action: "reselect" });
    expect(again.data).toMatchObject({ card: {}, confirmedAt: null, complete: false });
    expect(await twinRiskLevel(t.deps.store.db, "tw-a")).toBeNull();
  });

  it("validates the card's choices with a localized 400", async () => {
    const bad = await call("PUT", "/v1/app/twin?lang=zh_TW", "tw-c", { riskLevel: 6 });
    expect(bad.status).toBe(400);
    expect(bad.error.field ?? bad.innerMessage).toBeTruthy();
    expect((await call("PUT", "/v1/app/twin", "tw-c", { themes: [] })).status).toBe(400);
    expect((await call("PUT", "/v1/app/twin", "tw-c", { age: 12 })).status).toBe(400);
    expect((await call("PUT", "/v1/app/twin", "tw-c", { action: "reselect", age: 30 })).status).toBe(400);
    expect((await call("GET", "/v1/app/twin", "tw-c")).data.card).toEqual({});
  });
});

describe("wealth plans", () => {
  it("the auto builder takes the risk level's model portfolio; default: the confirmed twin's, else 3", async () => {
    const res = await call("POST", "/v1/app/plans/preview", "wp-a", { ...retirement, builder: "auto" });
    expect(res.status).toBe(200);
    expect(res.data.riskLevel).toBe(3);
    const total = res.data.holdings.reduce((s: number, h: any) => s + h.weight, 0);
    expect(total).toBeCloseTo(100, 6);
    expect(res.data.holdings.every((h: any) => h.locked)).toBe(true);
    const a = res.data.analysis;
    expect(a.paths).toBe(10_000);
    expect(a.successProbability).toBeGreaterThanOrEqual(0);
    expect(a.successProbability).toBeLessThanOrEqual(1);
    expect(a.percentiles.p50).toHaveLength(20 * 12 + 1);
    expect(a.percentiles.p10[0]).toEqual([0, 500_000]);
    expect(a.totalAssets).toBe(500_000);
    expect(a.targetAchievedRate).toBeCloseTo(0.25, 12);
    expect(a.history.months).toBeGreaterThanOrEqual(12);
    for (const m of [12, 120, 240]) {
      expect(a.percentiles.p10[m][1]).toBeLessThanOrEqual(a.percentiles.p50[m][1]);
      expect(a.percentiles.p50[m][1]).toBeLessThanOrEqual(a.percentiles.p90[m][1]);
    }
    expect(a.expectedValue).toBe(a.percentiles.p50[240][1]);
    expect(a.timeWeightedReturn).toEqual(expect.any(Number));
    expect(a.moneyWeightedReturn).toEqual(expect.any(Number));
    // reproducible: the same inputs draw the same paths
    const again = await call("POST", "/v1/app/plans/preview", "wp-a", { ...retirement, builder: "auto" });
    expect(again.data.analysis).toEqual(a);
    // a larger target is less likely
    const harder = await call("POST", "/v1/app/plans/preview", "wp-a", {
      ...retirement,
      targetAmount: 20_000_000,
      builder: "auto",
    });
    expect(harder.data.analysis.successProbability).toBeLessThanOrEqual(a.successProbability);

    await call("PUT", "/v1/app/twin", "wp-a", {
      gender: "male",
      age: 30,
      familyStatus: "single",
      identity: "employee",
      themes: ["usMarkets"],
      riskLevel: 5,
      action: "confirm",
    });
    const twin = await call("POST", "/v1/app/plans/preview", "wp-a", { ...retirement, builder: "auto" });
    expect(twin.data.riskLevel).toBe(5);
    const given = await call("POST", "/v1/app/plans/preview", "wp-a", {
      ...retirement,
      builder: "auto",
      riskLevel: 1,
    });
    expect(given.data.riskLevel).toBe(1);
  });

  it("the flex builder locks the core at 70%, the free part is 30%, at most 3 products per asset class", async () => {
    const core = await call("GET", "/v1/app/plans/core?riskLevel=3", "wp-b");
    expect(core.status).toBe(200);
    const coreTotal = core.data.holdings.reduce((s: number, h: any) => s + h.weight, 0);
    expect(coreTotal).toBeCloseTo(70, 6);
    const coreCodes = core.data.holdings.map((h: any) => h.fundCode);
    const byClass = await freeCandidates(coreCodes);
    const stocks = byClass.Stock!;
    const ok = await call("POST", "/v1/app/plans", "wp-b", {
      ...retirement,
      builder: "flex",
      riskLevel: 3,
      name: "Retire at 60",
      holdings: [{ fundCode: stocks[0], weight: 30 }],
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ status: "active", builder: "flex", name: "Retire at 60", riskLevel: 3 });
    expect(ok.data.holdings).toHaveLength(coreCodes.length + 1);
    expect(ok.data.holdings.at(-1)).toMatchObject({ fundCode: stocks[0], weight: 30, locked: false });

    const coreStocks = core.data.holdings.filter((h: any) => h.assetClass === "Stock").length;
    const tooMany = await call("POST", "/v1/app/plans?lang=en", "wp-b", {
      ...retirement,
      builder: "flex",
      riskLevel: 3,
      holdings: stocks
        .slice(0, 4 - coreStocks)
        .map((fundCode) => ({ fundCode, weight: 30 / (4 - coreStocks) })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.innerMessage).toBe("A plan can hold at most 3 products per asset class.");
    const tw = await call("POST", "/v1/app/plans/preview?lang=zh_TW", "wp-b", {
      ...retirement,
      builder: "flex",
      riskLevel: 3,
      holdings: stocks
        .slice(0, 4 - coreStocks)
        .map((fundCode) => ({ fundCode, weight: 30 / (4 - coreStocks) })),
    });
    expect(tw.innerMessage).toBe("每個資產類別最多只可選擇 3 隻產品。");

    const wrongSum = await call("POST", "/v1/app/plans?lang=en", "wp-b", {
      ...retirement,
      builder: "flex",
      holdings: [{ fundCode: stocks[0], weight: 20 }],
    });
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.innerMessage).toBe("The free part's weights should add up to 30%.");
    const inCore = await call("POST", "/v1/app/plans", "wp-b", {
      ...retirement,
      builder: "flex",
      riskLevel: 3,
      holdings: [{ fundCode: coreCodes[0], weight: 30 }],
    });
    expect(inCore.status).toBe(400);
    const unknown = await call("POST", "/v1/app/plans", "wp-b", {
      ...retirement,
      builder: "flex",
      holdings: [{ fundCode: "NOPE-NOT-A-FUND", weight: 30 }],
    });
    expect(unknown.status).toBe(404);
    for (const bad of [
      { ...retirement, builder: "auto", targetAmount: 0 },
      { ...retirement, builder: "auto", years: 0 },
      { ...retirement, builder: "auto", goal: "yacht" },
      { ...retirement, builder: "auto", holdings: [{ fundCode: stocks[0], weight: 100 }] },
      { ...retirement, builder: "auto", initialAmount: 0, currentPortfolioValue: 0, monthlyContribution: 0 },
    ])
      expect((await call("POST", "/v1/app/plans", "wp-b", bad)).status).toBe(400);
    // refused requests wrote nothing
    const rows = await t.deps.store.db.select().from(wealthPlans).where(eq(wealthPlans.userId, "wp-b"));
    expect(rows).toHaveLength(1);
  });

  it("plans are viewable, changeable and cancellable by their owner only", async () => {
    const made = await call("POST", "/v1/app/plans", "wp-c", {
      ...retirement,
      builder: "auto",
      riskLevel: 2,
    });
    const id = made.data.id;
    expect((await call("GET", `/v1/app/plans/${id}`, "wp-c")).data).toEqual(made.data);
    expect((await call("GET", "/v1/app/plans", "wp-c")).data.map((p: any) => p.id)).toEqual([id]);
    // someone else's id is 404 everywhere, and their list is empty
    expect((await call("GET", `/v1/app/plans/${id}`, "wp-d")).status).toBe(404);
    expect(
      (await call("PUT", `/v1/app/plans/${id}`, "wp-d", { ...retirement, builder: "auto" })).status,
    ).toBe(404);
    expect((await call("DELETE", `/v1/app/plans/${id}`, "wp-d")).status).toBe(404);
    expect((await call("GET", "/v1/app/plans", "wp-d")).data).toEqual([]);

    const changed = await call("PUT", `/v1/app/plans/${id}`, "wp-c", {
      ...retirement,
      targetAmount: 1_000_000,
      builder: "auto",
      riskLevel: 2,
    });
    expect(changed.status).toBe(200);
    expect(changed.data.inputs.targetAmount).toBe(1_000_000);
    expect(changed.data.analysis.successProbability).toBeGreaterThanOrEqual(
      made.data.analysis.successProbability,
    );
    expect(changed.data.analysis.targetAchievedRate).toBeCloseTo(0.5, 12);

    const cancelled = await call("DELETE", `/v1/app/plans/${id}`, "wp-c");
    expect(cancelled.data.status).toBe("cancelled");
    expect((await call("GET", `/v1/app/plans/${id}`, "wp-c")).data.status).toBe("cancelled");
    const refused = await call("PUT", `/v1/app/plans/${id}?lang=en`, "wp-c", {
      ...retirement,
      builder: "auto",
    });
    expect(refused.status).toBe(400);
    expect(refused.innerMessage).toBe("This plan has been cancelled and can no longer be changed.");
  });
});
