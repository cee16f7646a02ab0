/**
 * The import end to end on real public data (../shared/data, converted by
 * tests/data/convert-shared-data.ts): the stored EDHEC NAVs reproduce PerformanceAnalytics'
 * figures (reference/edhec_metrics.json), the stored ETF NAVs and dividends reproduce the
 * published total-return indices, and the batch rules hold on a real store: a bad row changes
 * nothing, a re-import is a no-op, newer rows and new products append.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { convertSharedData, edhecCode, sharedDataDir } from "../../../tests/data/convert-shared-data";
import { createTestStore, type TestStore } from "../../../tests/helpers/backends";
import { productPerformance } from "../../analytics/performance";
import { totalReturnIndex } from "../../analytics/series";
import type { Store } from "../../store/db";
import { appMeta, marketSeries } from "../../store/schema";
import { toDayNumber } from "../batch";
import { ImportError, importDirectory } from "../jobs/import";
import { readNavHistory, type StoredNavHistory } from "../load/read-universe";
import { createProgress } from "../progress";
import { formatIssue } from "./issues";

const present = existsSync(path.join(sharedDataDir, "reference", "edhec_metrics.json"));
if (!present)
  console.warn(`import shared-data test SKIPPED: ${sharedDataDir} is absent (the shared data folder)`);

/** Results match independent implementations to 1e-9 relative where the formula is the same. */
const TOLERANCE = 1e-9;
/** The ETF total-return indices have 2 decimals; the dividends rebuild them within their rounding noise. */
const TRI_TOLERANCE = 1e-3;

const work = mkdtempSync(path.join(tmpdir(), "fundpilot-import-"));
const dirs = {
  edhec: path.join(work, "edhec"),
  older: path.join(work, "older"),
  etf: path.join(work, "etf"),
};
const stores: TestStore[] = [];

function progress() {
  const lines: string[] = [];
  return { lines, progress: createProgress({ tty: false, write: (l) => lines.push(l) }) };
}
const importDir = (store: Store, dir: string) =>
  importDirectory({ store, dir, progress: progress().progress });
const metaRow = async (store: Store) =>
  (await store.db.select().from(appMeta).where(eq(appMeta.key, "universe")))[0];

/** A copy of `from` whose navs.csv lines are passed through `edit` (line 1 = header). */
function editedCopy(
  from: string,
  name: string,
  edit: (line: string, lineNumber: number) => string | null,
): string {
  const dir = path.join(work, name);
  cpSync(from, dir, { recursive: true });
  const lines = readFileSync(path.join(from, "navs.csv"), "utf8").trimEnd().split("\n");
  const kept = lines.map((l, i) => edit(l, i + 1)).filter((l): l is string => l !== null);
  writeFileSync(path.join(dir, "navs.csv"), `${kept.join("\n")}\n`);
  return dir;
}

function dense(h: StoredNavHistory): Float64Array {
  const dividends = new Float64Array(h.nav.length);
  h.dividendIndex.forEach((i, k) => {
    dividends[i] = h.dividendAmount[k]!;
  });
  return dividends;
}

function relative(actual: number | null | undefined, expected: number): number {
  expect(actual).toBeTypeOf("number");
  return Math.abs(actual! - expected) / Math.abs(expected);
}

beforeAll(() => {
  if (!present) return;
  convertSharedData({ outDir: dirs.edhec, sets: ["edhec"] });
  convertSharedData({ outDir: dirs.etf, sets: ["etf", "indices"] });
  editedCopy(dirs.edhec, "older", (l, n) => (n > 1 && l.split(",")[1]! > "2020-12-31" ? null : l));
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.cleanup()));
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!present)(`import of ../shared/data (${sharedDataDir})`, () => {
  const metrics = present
    ? JSON.parse(readFileSync(path.join(sharedDataDir, "reference", "edhec_metrics.json"), "utf8"))
    : { edhec: {} };
  const names = Object.keys(metrics.edhec);
  let fresh: TestStore;
  let appended: TestStore;
  beforeAll(async () => {
    fresh = await createTestStore();
    appended = await createTestStore();
    stores.push(fresh, appended);
  });

  it("stores the 13 EDHEC NAV histories so that they reproduce PerformanceAnalytics' figures", async () => {
    const { changed, meta } = await importDir(fresh.store, dirs.edhec);
    expect(changed).toBe(true);
    expect(meta).toMatchObject({ source: "import", asOf: "2021-05-31" });
    expect(names).toHaveLength(13);
    for (const name of names) {
      const ref = metrics.edhec[name];
      const history = (await readNavHistory(fresh.store.db, edhecCode(name)))!;
      const perf = productPerformance({
        series: { days: history.days, nav: history.nav, dividends: dense(history) },
      });
      const si = perf.risk.SI!;
      expect(perf.scale).toBe(12);
      expect(si.observations, name).toBe(ref.n_obs);
      expect(perf.asOf).toBe(ref.last_date);
      expect(
        relative(si.annualizedReturn, ref.annualized_return),
        `${name} annualized return`,
      ).toBeLessThanOrEqual(TOLERANCE);
      expect(relative(si.volatility, ref.annualized_stddev), `${name} volatility`).toBeLessThanOrEqual(
        TOLERANCE,
      );
      expect(relative(si.maxDrawdown, ref.max_drawdown), `${name} max drawdown`).toBeLessThanOrEqual(
        TOLERANCE,
      );
    }
  });

  it("rejects a file with one bad row, naming it, and changes nothing", async () => {
    const before = await metaRow(fresh.store);
    const code = edhecCode(names[0]!);
    const history = await readNavHistory(fresh.store.db, code);
    const bad = editedCopy(dirs.edhec, "bad-row", (l, n) => (n === 17 ? l.replace(/,[^,]*,$/, ",-1,") : l));
    const error = await importDir(fresh.store, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).errors.map(formatIssue)).toEqual([
      `navs.csv row 17, column nav: expected a positive number, got "-1"`,
    ]);
    expect(await metaRow(fresh.store)).toEqual(before);
    expect(await readNavHistory(fresh.store.db, code)).toEqual(history);
  });

  it("re-importing the same files is a no-op", async () => {
    const before = await metaRow(fresh.store);
    const { changed } = await importDir(fresh.store, dirs.edhec);
    expect(changed).toBe(false);
    expect((await metaRow(fresh.store))!.updatedAt).toEqual(before!.updatedAt);
  });

  it("appends newer rows to a stored import; the result equals a fresh import", async () => {
    expect((await importDir(appended.store, dirs.older)).meta.asOf).toBe("2020-12-31");
    const run = progress();
    const { changed, meta } = await importDirectory({
      store: appended.store,
      dir: dirs.edhec,
      progress: run.progress,
    });
    expect(changed).toBe(true);
    expect(meta.asOf).toBe("2021-05-31");
    // January to May 2021 for 13 indices
    expect(run.lines.at(-1)).toMatch(/^Appended 65 NAV rows from /);
    for (const name of names) {
      const code = edhecCode(name);
      expect(await readNavHistory(appended.store.db, code), code).toEqual(
        await readNavHistory(fresh.store.db, code),
      );
    }
  });

  it("rejects a row that changes a stored NAV, naming the row", async () => {
    const changedNav = editedCopy(dirs.edhec, "conflict", (l, n) =>
      n === 3 ? l.replace(/,([^,]*),$/, (_, v) => `,${Number(v) + 0.01},`) : l,
    );
    const error = await importDir(appended.store, changedNav).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    const [issue, ...rest] = (error as ImportError).errors;
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ file: "navs.csv", row: 3, column: "nav" });
    expect(issue!.message).toMatch(
      /^conflicts with the stored NAV .* of EDHEC-CONVERTIBLE-ARBITRAGE on 1997-01-31/,
    );
  });

  it("adds new products to a stored import: the ETFs' dividends rebuild their total-return indices", async () => {
    const { changed, meta } = await importDir(appended.store, dirs.etf);
    expect(changed).toBe(true);
    expect(meta).toMatchObject({
      asOf: "2023-06-09",
      counts: { products: 50, etfs: 37, benchmarks: 5, riskFree: 1 },
    });
    const etfDir = path.join(sharedDataDir, "etf-prices-37");
    const [header, ...rows] = parse(readFileSync(path.join(etfDir, "ETFs_TotalReturnIndices.csv")), {
      bom: true,
    }) as string[][];
    const dayOf = (us: string) => {
      const [m, d, y] = us.split("/");
      return toDayNumber(`${y}-${m!.padStart(2, "0")}-${d!.padStart(2, "0")}`);
    };
    let dividends = 0;
    for (const [j, ticker] of header!.entries()) {
      if (j === 0) continue;
      const published = rows.filter((r) => r[j] !== "NA");
      const history = (await readNavHistory(appended.store.db, ticker))!;
      expect(Array.from(history.days), ticker).toEqual(published.map((r) => dayOf(r[0]!)));
      dividends += history.dividendIndex.length;
      const tri = totalReturnIndex({
        days: history.days,
        nav: history.nav,
        dividends: dense(history),
      }).values;
      const scale = tri[0]! / Number(published[0]![j]);
      let worst = 0;
      published.forEach((r, i) => {
        worst = Math.max(worst, Math.abs(tri[i]! / (Number(r[j]) * scale) - 1));
      });
      expect(worst, `${ticker} total-return index`).toBeLessThanOrEqual(TRI_TOLERANCE);
    }
    expect(dividends).toBeGreaterThan(3000);
    const [rate] = await appended.store.db.select().from(marketSeries).where(eq(marketSeries.key, "USD"));
    expect(rate!.kind).toBe("riskFree");
    expect(await readNavHistory(appended.store.db, edhecCode(names[0]!))).toEqual(
      await readNavHistory(fresh.store.db, edhecCode(names[0]!)),
    );
  });
});
