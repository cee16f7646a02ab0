/**
 * GET /v1/app/fund/style: the comprehensive analysis of one product, computed from its stored
 * NAV history by the analytics library.
 *
 * - `rolling`: `rollingMetrics` (analytics/rolling.ts) — Sharpe, volatility and max drawdown on
 *   the trailing 3 calendar years ending at each month end, with the risk block's scale and the
 *   risk-free rate of the product's currency; the very points the derive job averages into the
 *   "3Y rolling" factors.
 * - `style`: `returnsBasedStyle` (analytics/style.ts) — OLS with intercept of the product's
 *   monthly excess returns on the ten macro asset classes' monthly excess returns over the last
 *   up to 36 month ends (null under 24). The same risk-free return (the product's currency) is
 *   subtracted on both sides. An unhedged product earns an index's return in its own currency, so
 *   each index is converted into it (level × units of the product's currency per unit of the
 *   index's, from the stored exchange rates, on each index day); a hedged share class earns the
 *   index's local return, so the indices are taken as published. Without the rates (an import),
 *   the indices are taken as published. Assets left
 *   out of the fit (no data over the window, stale, or collinear with the assets before them in
 *   `macroAssets` order) are not listed in `exposures`. An import carries no macro series, so
 *   its products have `style: null`.
 */
import type { ProductStyle } from "../../../shared/api/product";
import type { ApiLang } from "../../../shared/locales";
import {
  isoDate,
  lastIndexOnOrBefore,
  returnsBasedStyle,
  rollingMetrics,
  type Scale,
  type Series,
  totalReturnIndex,
} from "../../analytics";
import { navSeriesOf } from "../../data/load/read-universe";
import { localized, type ProductContext, type ResolvedProduct } from "./product-context";

export async function productStyle(
  ctx: ProductContext,
  p: ResolvedProduct,
  lang: ApiLang,
): Promise<ProductStyle> {
  const { product, derived } = p.record;
  const [history, rates, assets, fx] = await Promise.all([
    ctx.reader.navHistory(p.version, product.code),
    ctx.reader.riskFree(p.version),
    ctx.reader.macroAssets(p.version),
    ctx.reader.fx(p.version),
  ]);
  if (!history || history.days.length < 2) return { asOf: derived.navDate, rolling: [], style: null };
  const tri = totalReturnIndex(navSeriesOf(history));
  const riskFree = rates.get(product.currency);
  const rolling = rollingMetrics({ tri, scale: derived.scale as Scale, riskFree }).map((pt) => ({
    date: pt.date,
    sharpe: pt.sharpe,
    volatility: pt.volatility,
    maxDrawdown: pt.maxDrawdown,
  }));
  const into = product.hedged === true ? undefined : fx.get(product.currency);
  const fit = returnsBasedStyle({
    tri,
    assets: assets.map((a) => {
      const from = fx.get(a.currency);
      return into && from && a.currency !== product.currency
        ? inCurrency({ series: a.series, from, into })
        : a.series;
    }),
    riskFree,
  });
  const style: ProductStyle["style"] = fit && {
    start: isoDate(fit.startDay),
    end: isoDate(fit.endDay),
    observations: fit.observations,
    rSquared: fit.rSquared,
    alpha: fit.alpha,
    exposures: assets.flatMap((a, k) => {
      const beta = fit.betas[k];
      return beta === null || beta === undefined
        ? []
        : [{ assetId: a.asset, name: localized(lang, a), beta }];
    }),
  };
  return { asOf: derived.navDate, rolling, style };
}

/**
 * A level series in another currency: each level × (units of `into` per USD) / (units of `from`
 * per USD), both rates the last known on or before the level's day; days before either rate
 * series starts are dropped.
 */
export function inCurrency(input: { series: Series; from: Series; into: Series }): Series {
  const { series, from, into } = input;
  const days = new Int32Array(series.days.length);
  const values = new Float64Array(series.days.length);
  let n = 0;
  for (let i = 0; i < series.days.length; i++) {
    const day = series.days[i]!;
    const a = lastIndexOnOrBefore(from.days, day);
    const b = lastIndexOnOrBefore(into.days, day);
    if (a < 0 || b < 0) continue;
    days[n] = day;
    values[n++] = (series.values[i]! * into.values[b]!) / from.values[a]!;
  }
  return { days: days.slice(0, n), values: values.slice(0, n) };
}
