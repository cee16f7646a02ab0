import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { macroAssets } from "../../../shared/domain/product";
import {
  lastIndexOnOrBefore,
  monthEndIndices,
  parseIsoDate,
  riskFreeReturns,
  rollingMean,
  totalReturnIndex,
} from "../../analytics";
import { createProductReader } from "../../data/load/read-product";
import { resolveProduct } from ".";
import { inCurrency } from "./style.service";
import {
  call,
  expectUnknownProduct,
  type ProductTestApp,
  pickCode,
  productTestApp,
  storedProduct,
} from "./test-support";

let t: ProductTestApp;
let fund: string;
let young: string;
beforeAll(async () => {
  t = await productTestApp();
  fund = await pickCode(t, sql`p.product_type = 'fund' and p.is_demo and p.launch_date < '2015-01-01'`);
  young = await pickCode(t, sql`p.is_demo and p.launch_date > (d.as_of - interval '20 months')`);
});
afterAll(async () => {
  await t?.close();
});

describe("GET /v1/app/fund/style", () => {
  it("answers the month-end 3Y rolling points the derive job averages into the rolling factors", async () => {
    const { derived } = await storedProduct(t, fund);
    const { status, data } = await call(t, "GET", `/v1/app/fund/style?fundCode=${fund}&lang=en`);
    expect(status).toBe(200);
    expect(data.asOf).toBe(derived.navDate);
    expect(data.rolling.length).toBeGreaterThan(24);
    for (let i = 1; i < data.rolling.length; i++)
      expect(data.rolling[i - 1].date < data.rolling[i].date).toBe(true);
    for (const key of ["sharpe", "volatility", "maxDrawdown"] as const)
      expect(rollingMean(data.rolling, key)).toBeCloseTo(derived.rolling3y[key]!, 12);
  });

  it("regresses 36 monthly excess returns on the ten macro assets: the residuals are orthogonal to every regressor", async () => {
    const { data } = await call(t, "GET", `/v1/app/fund/style?fundCode=${fund}&lang=en`);
    const style = data.style;
    expect(style.observations).toBe(36);
    expect(style.exposures.map((e: { assetId: string }) => e.assetId)).toEqual([...macroAssets]);
    expect(style.rSquared).toBeGreaterThan(0);
    expect(style.rSquared).toBeLessThanOrEqual(1);

    // rebuild the regression's data from the stored series and check the normal equations
    const reader = createProductReader(t.deps.store.db);
    const p = await resolveProduct({ metrics: t.deps.metrics, reader }, { fundCode: fund });
    const h = (await reader.navHistory(p.version, fund))!;
    const dividends = new Float64Array(h.nav.length);
    h.dividendIndex.forEach((at, k) => {
      dividends[at] = h.dividendAmount[k]!;
    });
    const tri = totalReturnIndex({ days: h.days, nav: h.nav, dividends });
    const ends = Array.from(monthEndIndices(tri.days)).slice(-37);
    const endDays = Int32Array.from(ends, (i) => tri.days[i]!);
    expect(endDays[0]).toBe(parseIsoDate(style.start));
    expect(endDays[36]).toBe(parseIsoDate(style.end));
    const rf = riskFreeReturns({
      days: endDays,
      rates: (await reader.riskFree(p.version)).get(p.record.product.currency)!,
    });
    const fx = await reader.fx(p.version);
    const { currency, hedged } = p.record.product;
    const assets = (await reader.macroAssets(p.version)).map((a) => ({
      series:
        hedged || a.currency === currency
          ? a.series
          : inCurrency({ series: a.series, from: fx.get(a.currency)!, into: fx.get(currency)! }),
    }));
    const level = (s: { days: Int32Array; values: Float64Array }, day: number) =>
      s.values[lastIndexOnOrBefore(s.days, day)]!;
    const residuals: number[] = [];
    const x = assets.map((a) =>
      Array.from(
        { length: 36 },
        (_, m) => level(a.series, endDays[m + 1]!) / level(a.series, endDays[m]!) - 1 - rf[m]!,
      ),
    );
    for (let m = 0; m < 36; m++) {
      const y = tri.values[ends[m + 1]!]! / tri.values[ends[m]!]! - 1 - rf[m]!;
      const fitted =
        style.alpha / 12 +
        style.exposures.reduce((s: number, e: { beta: number }, k: number) => s + e.beta * x[k]![m]!, 0);
      residuals.push(y - fitted);
    }
    expect(Math.abs(residuals.reduce((s, e) => s + e, 0))).toBeLessThan(1e-10);
    for (const col of x)
      expect(Math.abs(col.reduce((s, v, m) => s + v * residuals[m]!, 0))).toBeLessThan(1e-10);
  });

  it("names the macro assets in the request's language", async () => {
    const en = await call(t, "GET", `/v1/app/fund/style?fundCode=${fund}&lang=en`);
    const zhTw = await call(t, "GET", `/v1/app/fund/style?fundCode=${fund}&lang=zh_TW`);
    const zhCn = await call(t, "GET", `/v1/app/fund/style?fundCode=${fund}&lang=zh_CN`);
    const names = (a: typeof en) => a.data.style.exposures.map((e: { name: string }) => e.name);
    expect(names(en)[0]).toMatch(/^[\x20-\x7e]+$/);
    expect(names(zhTw)[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(names(zhCn)[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(zhTw.data.style.exposures.map((e: { beta: number }) => e.beta)).toEqual(
      en.data.style.exposures.map((e: { beta: number }) => e.beta),
    );
  });

  it("has no rolling points under three years and no style under 24 months", async () => {
    const { status, data } = await call(t, "GET", `/v1/app/fund/style?fundCode=${young}`);
    expect(status).toBe(200);
    expect(data.rolling).toEqual([]);
    expect(data.style).toBeNull();
  });

  it("answers 80610001 for an unknown product and 401 without a token", async () => {
    expectUnknownProduct(await call(t, "GET", "/v1/app/fund/style?fundCode=NOPE123"));
    const res = await t.app.request(`/v1/app/fund/style?fundCode=${fund}`);
    expect(res.status).toBe(401);
  });
});

describe("inCurrency", () => {
  it("converts levels with the rates known on each day", () => {
    // an index in JPY at 1000 then 1100; 150 then 160 JPY per USD; 7.8 HKD per USD throughout
    const d = (iso: string) => parseIsoDate(iso);
    const series = {
      days: Int32Array.of(d("2024-01-02"), d("2024-01-03")),
      values: Float64Array.of(1000, 1100),
    };
    const from = { days: Int32Array.of(d("2024-01-01"), d("2024-01-03")), values: Float64Array.of(150, 160) };
    const into = { days: Int32Array.of(d("2024-01-01")), values: Float64Array.of(7.8) };
    const out = inCurrency({ series, from, into });
    expect(Array.from(out.values)).toEqual([(1000 * 7.8) / 150, (1100 * 7.8) / 160]);
    // the HKD return is the JPY return less the yen's fall: 1.1 × 150/160 − 1
    expect(out.values[1]! / out.values[0]! - 1).toBeCloseTo(1.1 * (150 / 160) - 1, 14);
    const late = { days: Int32Array.of(d("2024-01-03")), values: Float64Array.of(160) };
    expect(Array.from(inCurrency({ series, from: late, into }).days)).toEqual([d("2024-01-03")]);
  });
});
