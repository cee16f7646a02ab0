import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periods, riskWindows } from "../../../shared/domain/period";
import { isoDate, riskBlock, type Scale, totalReturnIndex, trailingReturns } from "../../analytics";
import { seriesOn } from "../../data/derive/inputs";
import { readCalendars, readNavHistory } from "../../data/load/read-universe";
import { float64From } from "../../store/copy-binary";
import { marketSeries } from "../../store/schema";
import {
  call,
  expectInvalid,
  expectUnknownProduct,
  type ProductTestApp,
  pickCode,
  productTestApp,
  storedCategory,
  storedProduct,
} from "./test-support";

let t: ProductTestApp;
let fund: string;
beforeAll(async () => {
  t = await productTestApp();
  fund = await pickCode(
    t,
    sql`p.product_type = 'fund' and p.data->>'benchmark' is not null and d.data->'risk'->'5Y' <> 'null'::jsonb
        and p.data->>'distributing' = 'true'`,
  );
});
afterAll(async () => {
  await t?.close();
});

/** The product's NAV series and total-return index, read and computed independently of the route. */
async function triOf(code: string) {
  const h = (await readNavHistory(t.deps.store.db, code))!;
  const dividends = new Float64Array(h.nav.length);
  h.dividendIndex.forEach((i, k) => {
    dividends[i] = h.dividendAmount[k]!;
  });
  return { history: h, tri: totalReturnIndex({ days: h.days, nav: h.nav, dividends }) };
}

async function marketSeriesOf(kind: string, key: string) {
  const [row] = await t.deps.store.db
    .select()
    .from(marketSeries)
    .where(and(eq(marketSeries.kind, kind), eq(marketSeries.key, key)));
  const days = await readCalendars(t.deps.store.db);
  return row ? seriesOn(float64From(row.values), days.get(row.calendar), row.startIndex) : undefined;
}

describe("GET /v1/app/fund/performance", () => {
  it("answers the derived periods, risk block and calendar years with category averages", async () => {
    const { product, derived } = await storedProduct(t, fund);
    const category = await storedCategory(t, `fund:${product.category}`);
    const { status, data } = await call(t, "GET", `/v1/app/fund/performance?fundCode=${fund}`);
    expect(status).toBe(200);
    expect(data.asOf).toBe(derived.navDate);
    expect(data.benchmark).toBeNull();
    for (const p of periods) expect(data.periods[p]).toEqual(derived.periods[p]);
    for (const w of riskWindows) {
      const { cumulativeReturn: _, ...figures } = derived.risk[w]!;
      expect(data.risk[w]).toEqual(figures);
    }
    expect(data.calendarYears).toEqual(
      derived.calendarYears.map((y) => ({
        ...y,
        categoryAverage: category?.calendarYearAverages[String(y.year)] ?? null,
      })),
    );
  });

  it("answers the whole [date, NAV, total-return index] series, dividends reinvested", async () => {
    const { history, tri } = await triOf(fund);
    const { data } = await call(t, "GET", `/v1/app/fund/performance?fundCode=${fund}`);
    expect(data.series).toHaveLength(history.days.length);
    const last = history.days.length - 1;
    expect(data.series[0]).toEqual([isoDate(history.days[0]!), history.nav[0], tri.values[0]]);
    expect(data.series[last]).toEqual([isoDate(history.days[last]!), history.nav[last], tri.values[last]]);
  });

  it.each([["1M"], ["YTD"], ["3Y"]])(
    "cuts the series at the %s period's base observation",
    async (period) => {
      const { tri } = await triOf(fund);
      const base = trailingReturns(tri)[period as "1M"].baseDate;
      const { data } = await call(t, "GET", `/v1/app/fund/performance?fundCode=${fund}&period=${period}`);
      expect(data.series[0][0]).toBe(base);
      expect(data.series.at(-1)[0]).toBe(isoDate(tri.days[tri.days.length - 1]!));
    },
  );

  it("adds beta, alpha, tracking error and information ratio against a benchmark", async () => {
    const { product, derived } = await storedProduct(t, fund);
    const { tri } = await triOf(fund);
    const benchmark = (await marketSeriesOf("benchmark", product.benchmark!))!;
    const expected = riskBlock({
      tri,
      scale: derived.scale as Scale,
      riskFree: await marketSeriesOf("riskFree", product.currency),
      benchmark,
    });
    const url = `/v1/app/fund/performance?fundCode=${fund}&benchmark=${product.benchmark}`;
    const { status, data } = await call(t, "GET", url);
    expect(status).toBe(200);
    expect(data.benchmark).toBe(product.benchmark);
    for (const w of riskWindows) {
      const { cumulativeReturn: _, ...figures } = expected[w]!;
      expect(data.risk[w]).toEqual(figures);
      expect(data.risk[w].beta).toEqual(expect.any(Number));
      // the product's own figures are those of the derived data
      expect(data.risk[w].sharpe).toBeCloseTo(derived.risk[w]!.sharpe!, 12);
    }
  });

  it("answers 400 naming benchmark for an unknown benchmark", async () => {
    expectInvalid(
      await call(t, "GET", `/v1/app/fund/performance?fundCode=${fund}&benchmark=NO_SUCH_INDEX`),
      "benchmark",
    );
  });

  it("rejects an unknown period, a missing fundCode and an empty benchmark", async () => {
    expectInvalid(await call(t, "GET", `/v1/app/fund/performance?fundCode=${fund}&period=2Y`), "period");
    expectInvalid(await call(t, "GET", "/v1/app/fund/performance?period=1Y"), "fundCode");
    expectInvalid(await call(t, "GET", `/v1/app/fund/performance?fundCode=${fund}&benchmark=`), "benchmark");
  });

  it("answers 80610001 for an unknown code", async () => {
    expectUnknownProduct(await call(t, "GET", "/v1/app/fund/performance?fundCode=NOPE&period=1Y"));
  });
});
