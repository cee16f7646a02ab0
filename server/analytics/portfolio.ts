/**
 * Saved-portfolio figures around the backtest (README.md "Portfolios"): valuing a series in
 * another currency, extending a young product's history with its benchmark index, drift from
 * the target weights and how to split new money to move back toward them without selling.
 */
import { lastIndexOnOrBefore, type Series } from "./series";

/**
 * A value series in another currency. `from` and `to` are FX series in units of the currency
 * per US dollar (undefined: the currency is the US dollar itself, 1 per dollar). On each day of
 * `series` the last rate on or before it is used:
 * value_to(d) = value_from(d) × unitsPerUsd_to(d) / unitsPerUsd_from(d).
 * Days before both rates are known are dropped (never back-filled). The same FX series (or
 * two undefined) answers the input unchanged.
 */
export function convertSeries(series: Series, from: Series | undefined, to: Series | undefined): Series {
  if (from === to) return series;
  const n = series.days.length;
  const days = new Int32Array(n);
  const values = new Float64Array(n);
  let m = 0;
  let cf = -1;
  let ct = -1;
  for (let i = 0; i < n; i++) {
    const day = series.days[i]!;
    if (from) while (cf + 1 < from.days.length && from.days[cf + 1]! <= day) cf++;
    if (to) while (ct + 1 < to.days.length && to.days[ct + 1]! <= day) ct++;
    const rateFrom = from ? (cf >= 0 ? from.values[cf]! : Number.NaN) : 1;
    const rateTo = to ? (ct >= 0 ? to.values[ct]! : Number.NaN) : 1;
    if (!(rateFrom > 0) || !(rateTo > 0)) continue;
    days[m] = day;
    values[m] = (series.values[i]! * rateTo) / rateFrom;
    m++;
  }
  return m === n ? { days, values } : { days: days.slice(0, m), values: values.slice(0, m) };
}

/** The stretch of a spliced series that comes from the proxy (day numbers, inclusive). */
export interface SplicedRange {
  startDay: number;
  endDay: number;
}

/**
 * A young product's series extended back with a proxy (its benchmark index, in the product's
 * currency): on every proxy day before the product's first observation the value is
 * first value × proxy(d) / proxy(anchor), the anchor being the proxy's last level on or before
 * the product's first day, so the two join without a jump and the product's own returns are
 * unchanged. Nothing is spliced when the proxy does not start earlier or has no level on or
 * before the product's first day.
 */
export function spliceWithProxy(
  series: Series,
  proxy: Series,
): { series: Series; spliced: SplicedRange | null } {
  if (series.days.length === 0 || proxy.days.length === 0) return { series, spliced: null };
  const first = series.days[0]!;
  const anchor = lastIndexOnOrBefore(proxy.days, first);
  // proxy days strictly before the product's first day
  const before = proxy.days[anchor] === first ? anchor : anchor + 1;
  if (anchor < 0 || before === 0 || !(proxy.values[anchor]! > 0)) return { series, spliced: null };
  const n = before + series.days.length;
  const days = new Int32Array(n);
  const values = new Float64Array(n);
  const scale = series.values[0]! / proxy.values[anchor]!;
  for (let i = 0; i < before; i++) {
    days[i] = proxy.days[i]!;
    values[i] = proxy.values[i]! * scale;
  }
  days.set(series.days, before);
  values.set(series.values, before);
  return { series: { days, values }, spliced: { startDay: proxy.days[0]!, endDay: proxy.days[before - 1]! } };
}

/** Each holding's drift in percentage points: (current − target) × 100, weights as fractions. */
export function driftPoints(targets: ArrayLike<number>, current: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let j = 0; j < targets.length; j++) out.push((current[j]! - targets[j]!) * 100);
  return out;
}

export interface NewMoneySplit {
  /** New money per holding (≥ 0), summing to the amount. */
  contributions: number[];
  /** Weights after investing (fractions). */
  weightsAfter: number[];
  /** The least amount that lands every holding exactly on its target: max_j(v_j / t_j) − V. */
  amountForExact: number;
  exact: boolean;
}

/**
 * How to split `amount` of new money over holdings now worth `values` so the weights come as
 * close to `targets` (fractions summing to 1) as possible without selling. With the total after
 * investing T = V + amount, each holding's shortfall in money is e_j = v_j − t_j·T; the most
 * underweight (lowest e_j) are filled first, all receivers being raised to the same level ν:
 * c_j = max(0, ν − e_j) with Σ c_j = amount. This minimises Σ (w_j − t_j)² over splits with
 * c_j ≥ 0 (the KKT conditions give one common deviation for the holdings that receive money);
 * once the amount reaches `amountForExact` every holding receives and ν = 0: exactly on target.
 */
export function splitNewMoney(
  values: readonly number[],
  targets: readonly number[],
  amount: number,
): NewMoneySplit {
  const k = values.length;
  if (k !== targets.length || k === 0)
    throw new RangeError("values and targets must be non-empty and aligned");
  if (!(amount >= 0)) throw new RangeError("amount must be ≥ 0");
  const current = values.reduce((s, v) => s + Math.max(0, v), 0);
  const total = current + amount;
  let amountForExact = 0;
  for (let j = 0; j < k; j++)
    if (targets[j]! > 0)
      amountForExact = Math.max(amountForExact, Math.max(0, values[j]!) / targets[j]! - current);
  if (total <= 0)
    return { contributions: values.map(() => 0), weightsAfter: [...targets], amountForExact, exact: true };
  const shortfall = values.map((v, j) => Math.max(0, v) - targets[j]! * total);
  const order = shortfall.map((_, j) => j).sort((a, b) => shortfall[a]! - shortfall[b]! || a - b);
  // raise the lowest shortfalls to a common level ν until the amount is spent
  let level = 0;
  let sum = 0;
  for (let n = 1; n <= k; n++) {
    sum += shortfall[order[n - 1]!]!;
    level = (amount + sum) / n;
    const next = n < k ? shortfall[order[n]!]! : Number.POSITIVE_INFINITY;
    if (level <= next) break;
  }
  const contributions = shortfall.map((e) => Math.max(0, level - e));
  const weightsAfter = values.map((v, j) => (Math.max(0, v) + contributions[j]!) / total);
  const exact = amount >= amountForExact - 1e-9 * Math.max(1, total);
  return { contributions, weightsAfter, amountForExact, exact };
}
