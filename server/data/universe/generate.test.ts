import { describe, expect, it } from "vitest";
import {
  assetClasses,
  companySchema,
  creditRatings,
  currencies,
  demoScenarioSchema,
  describeBatch,
  distributionSetSchema,
  dividendFrequencies,
  documentCsvRowSchema,
  feeChangeSchema,
  fromDayNumber,
  holdingSetSchema,
  macroAssets,
  managerSchema,
  productCsvRowSchema,
  productSchema,
  regions,
  toDayNumber,
} from "../batch";
import { isValidIsin } from "./codes";
import { batchDigest } from "./digest";
import { generateUniverse } from "./generate";
import { smallUniverse, TEST_AS_OF, TEST_SEED } from "./test-support";

const tiny = { funds: 60, etfs: 30 };

describe("generateUniverse determinism", () => {
  it("gives byte-identical output for the same seed, size and asOf", () => {
    const a = batchDigest(generateUniverse({ seed: 7, size: tiny, asOf: TEST_AS_OF }));
    const b = batchDigest(generateUniverse({ seed: 7, size: tiny, asOf: TEST_AS_OF }));
    expect(a).toBe(b);
  });

  it("keeps a small universe stable across runs", () => {
    const again = generateUniverse({ seed: TEST_SEED, size: "small", asOf: TEST_AS_OF });
    expect(batchDigest(again)).toBe(batchDigest(smallUniverse()));
  });

  it("changes with the seed and with asOf", () => {
    const base = batchDigest(generateUniverse({ seed: 7, size: tiny, asOf: TEST_AS_OF }));
    expect(batchDigest(generateUniverse({ seed: 8, size: tiny, asOf: TEST_AS_OF }))).not.toBe(base);
    expect(batchDigest(generateUniverse({ seed: 7, size: tiny, asOf: "2026-05-29" }))).not.toBe(base);
  });

  it("reports progress and rejects a malformed asOf", () => {
    const phases = new Set<string>();
    generateUniverse({
      seed: 1,
      size: tiny,
      asOf: TEST_AS_OF,
      onProgress: (_d, _t, phase) => phases.add(phase),
    });
    expect([...phases]).toEqual(["market", "plan", "products"]);
    expect(() => generateUniverse({ seed: 1, size: tiny, asOf: "30/06/2026" })).toThrow(/asOf/);
  });
});

describe("the small universe", () => {
  const batch = smallUniverse();
  const funds = batch.products.filter((p) => p.productType === "fund");
  const etfs = batch.products.filter((p) => p.productType === "etf");

  it("has the counts and proportions of the full one, scaled down", () => {
    const d = describeBatch(batch);
    expect(d.products).toBe(1500);
    expect(d.funds).toBe(1000);
    expect(d.etfs).toBe(500);
    expect(d.sfcAuthorisedFunds / d.funds).toBeGreaterThan(0.85);
    expect(d.sfcAuthorisedFunds / d.funds).toBeLessThan(0.96);
    expect(d.strategyEtfs / d.etfs).toBeGreaterThan(0.08);
    expect(d.strategyEtfs / d.etfs).toBeLessThan(0.25);
    expect(d.companies).toBeGreaterThanOrEqual(40);
    expect(d.calendars).toBe(8);
    expect(d.navSeries).toBe(1500);
    expect(d.benchmarks).toBeGreaterThan(50);
    expect(new Set(batch.products.map((p) => p.category)).size).toBeGreaterThan(50);
    expect(new Set(funds.map((p) => p.baseFundId)).size).toBeLessThan(funds.length * 0.6);
  });

  it("uses every value of the shared enumerations (currencies, dividend frequencies, asset classes, regions, …)", () => {
    expect(new Set(batch.products.map((p) => p.currency))).toEqual(new Set(currencies));
    expect(new Set(batch.products.map((p) => p.dividendFrequency))).toEqual(new Set(dividendFrequencies));
    expect(new Set(batch.products.map((p) => p.assetClass))).toEqual(new Set(assetClasses));
    expect(new Set(batch.products.map((p) => p.region))).toEqual(new Set(regions));
    const ratingLabels = batch.distributions
      .filter((d) => d.dimension === "creditRating")
      .flatMap((d) => d.items);
    expect(new Set(ratingLabels.map((i) => i.label))).toEqual(new Set(creditRatings));
    expect(batch.macroAssets.map((m) => m.asset)).toEqual([...macroAssets]);
    expect(batch.riskFree.map((r) => r.currency)).toEqual([...currencies]);
    expect(batch.fx.map((r) => r.currency)).toEqual([...currencies]);
  });

  it("has hedged and distributing share classes and the local facts", () => {
    expect(funds.filter((p) => p.hedged).length).toBeGreaterThan(50);
    expect(funds.filter((p) => p.distributing).length).toBeGreaterThan(200);
    expect(batch.products.filter((p) => p.masRecognised).length).toBeGreaterThan(100);
    expect(batch.products.filter((p) => p.cpfisEligible).length).toBeGreaterThan(5);
    expect(batch.products.filter((p) => p.srsEligible).length).toBeGreaterThan(50);
    expect(new Set(etfs.map((p) => p.exchange))).toEqual(
      new Set(["HKEX", "NYSE Arca", "SGX", "LSE", "Xetra"]),
    );
  });

  it("flags strategy ETFs of every kind and keeps them out of ordinary categories", () => {
    const strategy = etfs.filter((p) => p.isStrategy);
    expect(new Set(strategy.map((p) => p.strategyKind))).toEqual(
      new Set(["leveraged", "inverse", "hedged", "covered_call"]),
    );
    for (const p of strategy)
      expect(["Leveraged & Inverse", "Currency Hedged Equity", "Options-Based Income"]).toContain(p.category);
    expect(funds.some((p) => p.isStrategy)).toBe(false);
  });

  it("has unique codes, valid unique ISINs and known benchmarks", () => {
    expect(new Set(batch.products.map((p) => p.code)).size).toBe(batch.products.length);
    const isins = batch.products.map((p) => p.isin ?? "");
    expect(isins.every(isValidIsin)).toBe(true);
    expect(new Set(isins).size).toBe(isins.length);
    const symbols = new Set(batch.benchmarks.map((b) => b.symbolCode));
    for (const p of batch.products) expect(symbols.has(p.benchmark ?? "")).toBe(true);
  });

  it("fills the bond, money-market and ETF figures", () => {
    for (const p of batch.products) {
      if (p.assetClass === "Bond" && !p.isStrategy) {
        expect(p.effectiveDuration).toBeGreaterThan(0);
        expect(p.yieldToMaturity).toBeGreaterThan(-0.02);
        expect(p.yieldToMaturity).toBeLessThan(0.2);
        expect(creditRatings).toContain(p.averageCreditRating);
      }
      if (p.assetClass === "Cash" && !p.isStrategy) expect(p.sevenDayYield).toBeTypeOf("number");
      if (p.productType === "etf") expect(Math.abs(p.premiumRate ?? 1)).toBeLessThan(0.05);
    }
    expect(batch.sevenDayYields.length).toBe(batch.products.filter((p) => p.assetClass === "Cash").length);
  });

  it("spreads launches over time: some younger than a year, most with ten years of daily NAV", () => {
    const asOf = toDayNumber(TEST_AS_OF);
    const launches = batch.products.map((p) => toDayNumber(p.launchDate ?? TEST_AS_OF));
    expect(launches.filter((d) => d > asOf - 365).length).toBeGreaterThan(20);
    expect(launches.filter((d) => d < asOf - 3650).length).toBeGreaterThan(600);
    const tenYears = batch.navs.filter((s) => {
      const days = batch.calendars[s.calendar] as Int32Array;
      return (days[s.startIndex] as number) <= asOf - 3652 && s.nav.length > 2400;
    });
    expect(tenYears.length).toBeGreaterThan(500);
  });

  it("starts NAVs launched inside the history window at 10 or 100", () => {
    const windowStart = (batch.calendars.WD as Int32Array)[0] as number;
    for (const s of batch.navs) {
      const p = batch.products.find((x) => x.code === s.code);
      const days = batch.calendars[s.calendar] as Int32Array;
      const launched = toDayNumber(p?.launchDate ?? "");
      if (launched === days[s.startIndex] && launched > windowStart && p?.productType === "fund") {
        expect([10, 100]).toContain(s.nav[0]);
      }
    }
  });

  it("gives every product holdings, distributions, managers and documents", () => {
    const codes = new Set(batch.products.map((p) => p.code));
    expect(new Set(batch.holdings.map((h) => h.code))).toEqual(codes);
    expect(new Set(batch.managers.map((m) => m.code))).toEqual(codes);
    expect(new Set(batch.documents.map((d) => d.code))).toEqual(codes);
    expect(new Set(batch.aum.map((a) => a.code))).toEqual(codes);
    for (const h of batch.holdings) {
      expect(h.items.length).toBeGreaterThan(0);
      expect(h.items.reduce((s, i) => s + i.weight, 0)).toBeLessThanOrEqual(1.0001);
    }
    for (const d of batch.distributions) expect(d.items.reduce((s, i) => s + i.weight, 0)).toBeCloseTo(1, 2);
  });

  it("produces rows the import schemas accept, typed and as CSV strings", () => {
    for (const p of batch.products) {
      productSchema.parse(p);
      const csv = Object.fromEntries(
        Object.keys(productCsvRowSchema.shape).map((k) => [
          k,
          String((p as Record<string, unknown>)[k] ?? ""),
        ]),
      );
      expect(productCsvRowSchema.parse(csv).code).toBe(p.code);
    }
    for (const c of batch.companies) companySchema.parse(c);
    for (const m of batch.managers) managerSchema.parse(m);
    for (const h of batch.holdings) holdingSetSchema.parse(h);
    for (const d of batch.distributions) distributionSetSchema.parse(d);
    for (const d of batch.documents) documentCsvRowSchema.parse(d);
    for (const f of batch.feeChanges) feeChangeSchema.parse(f);
    for (const s of batch.demoScenarios) demoScenarioSchema.parse(s);
  });

  it("keeps every series inside its calendar and ending by asOf", () => {
    const asOf = toDayNumber(TEST_AS_OF);
    for (const s of [...batch.navs, ...batch.aum, ...batch.benchmarks, ...batch.macroAssets]) {
      const days = batch.calendars[s.calendar] as Int32Array;
      const length = "nav" in s ? s.nav.length : "aumUsd" in s ? s.aumUsd.length : s.level.length;
      expect(s.startIndex + length).toBeLessThanOrEqual(days.length);
      expect(days[s.startIndex + length - 1]).toBeLessThanOrEqual(asOf);
    }
    expect(fromDayNumber((batch.calendars.ME as Int32Array).at(-1) as number)).toBe(TEST_AS_OF);
  });
});
