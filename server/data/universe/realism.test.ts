import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../paths";
import { DEMO_SEED } from "../jobs/demo";
import {
  CORR_BAND,
  defaultRealDataDir,
  formatRealism,
  REALISM_INDICES,
  REALISM_PAIRS,
  realismReport,
  realMonthlyReturns,
  VOL_BAND,
} from "./realism";
import { TEST_AS_OF } from "./test-support";

const SEEDS = [DEMO_SEED, 7, 42];
const realDir = defaultRealDataDir(projectRoot);
const present = existsSync(path.join(realDir, "world-indices-qrmdata", "stock_indices_daily.csv"));
if (!present) console.warn(`realism test: ${realDir} is absent, comparing with the reference figures only`);

describe.each(SEEDS)("demo market realism, seed %i", (seed) => {
  it("keeps every index volatility within ±20% and every correlation within ±0.15 of the reference figures", () => {
    const report = realismReport({ seed, asOf: TEST_AS_OF });
    expect(report.months).toBeGreaterThan(240);
    expect(report.rows).toHaveLength(REALISM_INDICES.length + REALISM_PAIRS.length);
    const failed = report.rows.filter((r) => !r.pass);
    expect(failed, formatRealism(report)).toEqual([]);
    for (const r of report.rows)
      if (r.kind === "vol") expect(Math.abs(r.gap - 1)).toBeLessThanOrEqual(VOL_BAND);
      else expect(Math.abs(r.gap)).toBeLessThanOrEqual(CORR_BAND);
  });

  it.skipIf(!present)("stays within the bands of the figures computed from the public data sets", () => {
    const report = realismReport({ seed, asOf: TEST_AS_OF, real: realMonthlyReturns(realDir) });
    expect(report.realMonths).toBeGreaterThan(120);
    expect(report.rows.every((r) => r.realSource === "data")).toBe(true);
    expect(
      report.rows.filter((r) => !r.pass),
      formatRealism(report),
    ).toEqual([]);
  });
});

describe.skipIf(!present)("the reference figures", () => {
  it("match the public data sets they were measured on", () => {
    const computed = realismReport({ seed: DEMO_SEED, asOf: TEST_AS_OF, real: realMonthlyReturns(realDir) });
    const reference = realismReport({ seed: DEMO_SEED, asOf: TEST_AS_OF });
    computed.rows.forEach((r, k) => {
      const ref = reference.rows[k];
      if (r.kind === "vol") expect(Math.abs(r.real / (ref?.real ?? 1) - 1), r.label).toBeLessThan(0.05);
      else expect(Math.abs(r.real - (ref?.real ?? 0)), r.label).toBeLessThan(0.05);
    });
  });
});
