import { describe, expect, it } from "vitest";
import { noRiskRatingReasons as analyticsReasons, riskRating } from "../../analytics";
import { fromDayNumber, noRiskRatingReasons, riskAlertKinds, toDayNumber } from "../batch";
import { COUNTRY_REGION } from "./families";
import { generateUniverse } from "./generate";
import {
  median,
  navOf,
  observations,
  smallUniverse,
  TEST_AS_OF,
  TEST_SEED,
  totalReturnIndex,
} from "./test-support";

/** The scenarios must hold on any seed, not just the test universe's: two more are checked. */
describe.each([TEST_SEED, 7, 42])("demo scenarios, seed %i", (seed) => {
  const batch =
    seed === TEST_SEED ? smallUniverse() : generateUniverse({ seed, size: "small", asOf: TEST_AS_OF });
  const asOf = toDayNumber(TEST_AS_OF);
  const yearAgo = asOf - 365;

  function scenarioCode(reason: string): string {
    const s = batch.demoScenarios.find((x) => x.reason === reason);
    if (!s) throw new Error(`no scenario ${reason}`);
    return s.code;
  }

  /**
   * The data-quality conditions that withhold a risk level (server/analytics/README.md
   * "Percentiles, ranks, tiers").
   */
  function dataQuality(code: string) {
    const obs = observations(batch, navOf(batch, code)).filter((o) => o.day > yearAgo);
    const tri = totalReturnIndex(batch, navOf(batch, code)).filter((o) => o.day > yearAgo);
    let maxGap = 0;
    for (let k = 1; k < obs.length; k++)
      maxGap = Math.max(maxGap, (obs[k]?.day ?? 0) - (obs[k - 1]?.day ?? 0));
    const r = tri.slice(1).map((t, k) => t.tri / (tri[k]?.tri ?? 1) - 1);
    const mean = r.reduce((a, b) => a + b, 0) / r.length;
    const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1));
    const anomalous =
      obs.some((o) => o.nav <= 0) || r.some((x) => Math.abs(x) > 0.5 || Math.abs(x - mean) > 15 * sd);
    const product = batch.products.find((p) => p.code === code);
    const dims = batch.distributions.filter((d) => d.code === code);
    const fresh = (dim: string) => dims.some((d) => d.dimension === dim && toDayNumber(d.asOf) > yearAgo);
    return {
      discontinuous: maxGap > 10,
      anomalous,
      young: toDayNumber(product?.launchDate ?? TEST_AS_OF) > yearAgo,
      stale: (obs.at(-1)?.day ?? 0) < asOf - 30,
      noAllocation: !fresh("assetClass"),
      noRegion: !fresh("region"),
    };
  }

  describe("each scenario", () => {
    it("cover every no-risk-rating reason and every risk-alert type", () => {
      const reasons = new Set(batch.demoScenarios.map((s) => s.reason));
      for (const r of [...noRiskRatingReasons, ...riskAlertKinds]) expect(reasons).toContain(r);
      expect(batch.demoScenarios.filter((s) => s.kind === "search").map((s) => s.code)).toContain("2838");
    });

    it.each([
      ["no_asset_allocation_data", "noAllocation"],
      ["no_region_data", "noRegion"],
      ["nav_discontinuous", "discontinuous"],
      ["nav_anomalous", "anomalous"],
      ["launched_within_one_year", "young"],
      ["no_recent_nav", "stale"],
    ] as const)("%s trips exactly its own condition", (reason, flag) => {
      const q = dataQuality(scenarioCode(reason));
      const tripped = Object.entries(q)
        .filter(([, v]) => v)
        .map(([k]) => k);
      expect(tripped).toEqual([flag]);
    });

    it("leaves every other product with continuous, clean, fresh data", () => {
      const deliberate = new Set(
        batch.demoScenarios.filter((s) => s.kind === "noRiskRating").map((s) => s.code),
      );
      for (const p of batch.products) {
        if (deliberate.has(p.code)) continue;
        const q = dataQuality(p.code);
        expect({ code: p.code, ...q, young: false }).toEqual({
          code: p.code,
          discontinuous: false,
          anomalous: false,
          young: false,
          stale: false,
          noAllocation: false,
          noRegion: false,
        });
      }
    });

    it("agree with the analytics library's risk rating", () => {
      expect([...noRiskRatingReasons]).toEqual([...analyticsReasons]);
      const rate = (code: string) => {
        const obs = observations(batch, navOf(batch, code));
        const dims = batch.distributions.filter((d) => d.code === code);
        const asOfOf = (dim: string) => dims.find((d) => d.dimension === dim)?.asOf ?? null;
        return riskRating({
          asOf: TEST_AS_OF,
          series: {
            days: Int32Array.from(obs, (o) => o.day),
            nav: Float64Array.from(obs, (o) => o.nav),
            dividends: Float64Array.from(obs, (o) => o.div),
          },
          launchDate: batch.products.find((p) => p.code === code)?.launchDate ?? null,
          assetAllocationAsOf: asOfOf("assetClass"),
          regionAsOf: asOfOf("region"),
        });
      };
      for (const reason of noRiskRatingReasons)
        expect(rate(scenarioCode(reason)).noRiskRatingReasons).toEqual([reason]);
      // ordinary products (the deliberate ones were checked just above)
      const deliberate = new Set(
        batch.demoScenarios.filter((s) => s.kind === "noRiskRating").map((s) => s.code),
      );
      const rated = batch.products.filter(
        (p) => p.code.endsWith("7") && !deliberate.has(p.code) && toDayNumber(p.launchDate ?? "") < yearAgo,
      );
      for (const p of rated)
        expect({ code: p.code, reasons: rate(p.code).noRiskRatingReasons }).toEqual({
          code: p.code,
          reasons: [],
        });
      expect(rated.length).toBeGreaterThan(50);
      expect(fromDayNumber(yearAgo)).toBe("2025-06-30");
    });

    it("aum_change: AUM fell by more than 40% in three months", () => {
      const a = batch.aum.find((x) => x.code === scenarioCode("aum_change"))?.aumUsd ?? new Float64Array();
      expect((a.at(-1) ?? 0) / (a.at(-4) ?? 1)).toBeLessThan(0.6);
    });

    it("concentration: one sector, one country, one region dominate", () => {
      const top = (code: string, dimension: string) =>
        batch.distributions.find((d) => d.code === code && d.dimension === dimension)?.items[0]?.weight ?? 0;
      expect(top(scenarioCode("concentration_sector"), "industry")).toBeGreaterThan(0.6);
      expect(top(scenarioCode("concentration_country"), "region")).toBeGreaterThan(0.6);
      const code = scenarioCode("concentration_region");
      const items = batch.distributions.find((d) => d.code === code && d.dimension === "region")?.items ?? [];
      const byRegion = new Map<string, number>();
      for (const i of items)
        byRegion.set(
          COUNTRY_REGION[i.label] ?? "other",
          (byRegion.get(COUNTRY_REGION[i.label] ?? "other") ?? 0) + i.weight,
        );
      expect(Math.max(...byRegion.values())).toBeGreaterThan(0.8);
      expect(items[0]?.weight).toBeLessThan(0.3);
      expect(batch.products.find((p) => p.code === code)?.region).toBe("global");
    });

    it("fee changes are recorded for a fund's management fee and an ETF's total fee", () => {
      const fund = batch.feeChanges.find((f) => f.code === scenarioCode("fee_change_management"));
      expect(fund?.field).toBe("management");
      expect(fund?.to).toBeGreaterThan(fund?.from ?? 1);
      const etf = batch.feeChanges.find((f) => f.code === scenarioCode("fee_change_etf_total"));
      expect(etf?.field).toBe("totalExpenseRatio");
      expect(batch.products.find((p) => p.code === etf?.code)?.productType).toBe("etf");
      expect(batch.products.find((p) => p.code === etf?.code)?.totalExpenseRatio).toBe(etf?.to);
      for (const f of [fund, etf]) expect(toDayNumber(f?.date ?? "")).toBeGreaterThan(asOf - 31);
    });

    const monthReturn = (code: string) => {
      const tri = totalReturnIndex(batch, navOf(batch, code));
      return (tri.at(-1)?.tri ?? 1) / (tri.at(-22)?.tri ?? 1) - 1;
    };

    it("abnormal_return_peers: far above its category over the last month", () => {
      const code = scenarioCode("abnormal_return_peers");
      const category = batch.products.find((p) => p.code === code)?.category;
      const peers = batch.products
        .filter((p) => p.category === category && p.code !== code)
        .map((p) => monthReturn(p.code));
      expect(monthReturn(code) - median(peers)).toBeGreaterThan(0.15);
    });

    it("abnormal_return_history: a month many times worse than the fund's own past months", () => {
      const code = scenarioCode("abnormal_return_history");
      const tri = totalReturnIndex(batch, navOf(batch, code)).map((t) => t.tri);
      const months: number[] = [];
      for (let k = tri.length - 43; k >= 21; k -= 21) months.push((tri[k] ?? 1) / (tri[k - 21] ?? 1) - 1);
      const sd = Math.sqrt(months.reduce((a, b) => a + b * b, 0) / months.length);
      expect(monthReturn(code)).toBeLessThan(-0.06);
      expect(Math.abs(monthReturn(code)) / sd).toBeGreaterThan(4);
    });

    it("manager_change: a new manager started within a month and the former one left", () => {
      const ms = batch.managers.filter((m) => m.code === scenarioCode("manager_change"));
      expect(ms.some((m) => toDayNumber(m.startDate) > asOf - 31 && !m.endDate)).toBe(true);
      expect(ms.some((m) => m.endDate !== undefined)).toBe(true);
      const others = batch.managers.filter((m) => m.code !== scenarioCode("manager_change"));
      expect(others.some((m) => m.endDate !== undefined)).toBe(false);
    });
  });
});
