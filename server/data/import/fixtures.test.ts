/**
 * The import on a real store with the fixtures of tests/fixtures/import: `ok/` (every file of
 * the format) replaces a demo universe and re-imports as a no-op; each `not-ok/<case>/` is
 * rejected with exactly the errors of its expected.txt and leaves the store as it was.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../tests/helpers/backends";
import { projectRoot } from "../../paths";
import { float64From } from "../../store/copy-binary";
import { appMeta, companies, marketSeries, productDocs, products } from "../../store/schema";
import { type Product, toDayNumber, type UniverseBatch } from "../batch";
import { ImportError, importDirectory } from "../jobs/import";
import { readNavHistory, readUniverseMeta } from "../load/read-universe";
import { writeBatch } from "../load/write-batch";
import { createProgress } from "../progress";
import { formatIssue } from "./issues";

const fixtures = path.join(projectRoot, "tests", "fixtures", "import");
const notOkCases = readdirSync(path.join(fixtures, "not-ok")).sort();

let t: TestStore;
beforeAll(async () => {
  t = await createTestStore();
});
afterAll(async () => {
  await t?.cleanup();
});

function capture() {
  const lines: string[] = [];
  return { lines, progress: createProgress({ tty: false, write: (l) => lines.push(l) }) };
}

async function metaRow() {
  const [row] = await t.store.db.select().from(appMeta).where(eq(appMeta.key, "universe"));
  return row;
}

/** A one-product demo universe, as the demo generator would leave it. */
function demoBatch(): UniverseBatch {
  const product: Product = {
    code: "DEMO1",
    productType: "fund",
    name: "Demo Fund",
    currency: "HKD",
    isDemo: true,
  };
  const days = Int32Array.from([toDayNumber("2024-01-02"), toDayNumber("2024-01-03")]);
  return {
    source: "demo",
    asOf: "2024-01-03",
    seed: 1,
    calendars: { HK: days },
    products: [product],
    companies: [],
    managers: [],
    holdings: [],
    distributions: [],
    documents: [],
    feeChanges: [],
    navs: [
      {
        code: "DEMO1",
        calendar: "HK",
        startIndex: 0,
        nav: Float64Array.from([1, 1.01]),
        dividendIndex: new Int32Array(),
        dividendAmount: new Float64Array(),
      },
    ],
    aum: [],
    sevenDayYields: [],
    benchmarks: [],
    riskFree: [],
    fx: [],
    govYields: [],
    macroAssets: [],
    demoScenarios: [],
  };
}

describe("importDirectory with tests/fixtures/import", () => {
  it("ok/ replaces a demo universe, says so, and stores every file", async () => {
    await writeBatch(t.store, demoBatch());
    const { lines, progress } = capture();
    const { changed, meta } = await importDirectory({
      store: t.store,
      dir: path.join(fixtures, "ok"),
      progress,
    });
    expect(changed).toBe(true);
    expect(meta).toMatchObject({ source: "import", asOf: "2024-01-08", seed: null });
    expect(lines.join("")).toContain(
      "The store holds the DEMO universe (as of 2024-01-03, 1 products): this import REPLACES it",
    );
    expect(lines.at(-1)).toMatch(
      /^Imported 3 products, 2 companies, 14 NAV rows, 4 AUM rows, 2 holdings snapshots, 3 distribution snapshots, 2 managers, 2 documents, 5 benchmark levels, 3 risk-free rates from /,
    );

    const { db } = t.store;
    expect((await db.select({ code: products.code }).from(products)).map((p) => p.code).sort()).toEqual([
      "HK0001",
      "HK0002",
      "SG0001",
    ]);
    const [hk1] = await db.select().from(products).where(eq(products.code, "HK0001"));
    expect(hk1).toMatchObject({
      name: "Harbour Asia Income Fund, Class A USD",
      nameZhHant: "港灣亞洲收益基金",
      isin: "HK0000000018",
      isDemo: false,
    });
    expect(hk1!.data).toMatchObject({
      totalExpenseRatio: 0.0145,
      sfcAuthorised: true,
      hedged: false,
      dividendFrequency: "monthly",
    });

    const hk1Nav = (await readNavHistory(db, "HK0001"))!;
    expect(Array.from(hk1Nav.nav)).toEqual([10, 10.02, 10.01, 9.98, 10.03]);
    expect(Array.from(hk1Nav.dividendIndex)).toEqual([3]);
    expect(Array.from(hk1Nav.dividendAmount)).toEqual([0.04]);
    const hk2Nav = (await readNavHistory(db, "HK0002"))!; // no NAV on 2024-01-04
    expect(Array.from(hk2Nav.days)).toEqual(
      ["2024-01-02", "2024-01-03", "2024-01-05", "2024-01-08"].map(toDayNumber),
    );
    expect(Array.from((await readNavHistory(db, "SG0001"))!.nav)).toEqual([3.1, 3.12, 3.135, 3.15, 3.138]);
    expect(await readNavHistory(db, "DEMO1")).toBeNull();

    const docs = await db.select().from(productDocs).where(eq(productDocs.code, "HK0001"));
    expect(docs.map((d) => d.kind).sort()).toEqual(["distributions", "documents", "holdings", "managers"]);
    const managers = docs.find((d) => d.kind === "managers")!.data as { biography: string }[];
    expect(managers[0]!.biography).toBe(
      "Head of Asian fixed income.\nCFA charterholder, 20 years in the market.",
    );
    // companies.csv: Chinese names of the companies products.csv names; a blank one shows the English
    expect(
      (await db.select().from(companies))
        .map(({ data: _, ...c }) => c)
        .sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual([
      {
        id: "Harbour Investments",
        name: "Harbour Investments",
        nameZhHant: "港灣投資",
        nameZhHans: "港湾投资",
      },
      {
        id: "Lion City Asset Management",
        name: "Lion City Asset Management",
        nameZhHant: "獅城資產管理",
        nameZhHans: "Lion City Asset Management",
      },
    ]);
    // the currency stated on some of the benchmark's rows is the benchmark's
    const [hsi] = await db.select().from(marketSeries).where(eq(marketSeries.key, "HSI"));
    expect(hsi!.meta).toMatchObject({ symbolCode: "HSI", currency: "HKD" });
    // `npm run data -- status`: the NAVs of the files, not the slots of the shared calendar (HK0002 has none on 2024-01-04)
    expect(meta.counts).toMatchObject({ products: 3, companies: 2, navPoints: 14, aumPoints: 4 });
    const rates = await db.select().from(marketSeries).where(eq(marketSeries.kind, "riskFree"));
    expect(rates.map((r) => [r.key, Array.from(float64From(r.values))]).sort()).toEqual([
      ["HKD", [0.0465]],
      ["USD", [0.054, 0.0541]],
    ]);
  });

  it("re-importing ok/ is a no-op: nothing is rewritten", async () => {
    const before = await metaRow();
    const { lines, progress } = capture();
    const { changed, meta } = await importDirectory({
      store: t.store,
      dir: path.join(fixtures, "ok"),
      progress,
    });
    expect(changed).toBe(false);
    expect(meta.asOf).toBe("2024-01-08");
    expect(lines.at(-1)).toMatch(
      /^Nothing to import: every row in .* is already stored .*the store was not rewritten\.$/m,
    );
    expect((await metaRow())!.updatedAt).toEqual(before!.updatedAt);
  });

  it.each(notOkCases)("not-ok/%s is rejected with its error and changes nothing", async (name) => {
    const dir = path.join(fixtures, "not-ok", name);
    const expected = readFileSync(path.join(dir, "expected.txt"), "utf8").trim().split("\n");
    const before = await metaRow();
    const error = await importDirectory({ store: t.store, dir, progress: capture().progress }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImportError);
    const importError = error as ImportError;
    expect(importError.errors.map(formatIssue)).toEqual(expected);
    expect(importError.message).toContain("nothing was written");
    expect(await metaRow()).toEqual(before);
    expect(await readUniverseMeta(t.store.db)).toMatchObject({ source: "import", asOf: "2024-01-08" });
  });
});
