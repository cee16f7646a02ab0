/**
 * Index recipes: how an index's daily USD log return is made of factors, yields, spreads and
 * cash. Indices are computed once on the weekday grid and shared by every product tracking
 * or benchmarked against them. All inputs live in one map of cumulative series:
 *   <factor id>      equity/sector/commodity factor, cumulative USD log level
 *   FX:<ccy>         log(units per USD)          CARRY:<ccy>  cumulative short-rate accrual
 *   RATE:<bloc>      −(10Y yield)                SPREAD:<s>   −(credit spread)
 *   LOSS:<s>         cumulative default losses of spread factor s
 *   IDX:<index id>   cumulative USD log level of an index (filled by buildIndices)
 * so that a loading on RATE:USD equal to a duration D adds −D·Δy to a return.
 */
import type { Currency } from "../batch";
import type { Bloc } from "./anchors";
import type { RegionFactor, SectorFactor, SpreadFactor } from "./factors";

export type Recipe =
  | {
      kind: "equity";
      regions: Partial<Record<RegionFactor, number>>;
      tilts?: Partial<Record<SectorFactor | "GOLD" | "COMMOD", number>>;
      /** Starting earnings yield, for the macro model's stock signals. */
      earningsYield?: number;
    }
  | {
      kind: "bond";
      blocs: Partial<Record<Bloc, number>>;
      duration: number;
      spreads?: Partial<Record<SpreadFactor, number>>;
      /** Hedged to USD (global aggregates) or carrying the blocs' currency risk. */
      hedged: boolean;
    }
  | { kind: "cash"; currency: Currency }
  | { kind: "commodity"; factor: "GOLD" | "COMMOD" }
  | { kind: "mix"; parts: Record<string, number> };

/** The currency a bloc's bonds are denominated in (EM Asia local bonds proxied by SGD moves ×1.4). */
export const BLOC_CURRENCY: Record<Bloc, Currency> = {
  USD: "USD",
  EUR: "EUR",
  GBP: "GBP",
  JPY: "JPY",
  CNY: "CNY",
  AUD: "AUD",
  SGD: "SGD",
  HKD: "HKD",
  ASIA: "SGD",
};

/** Share of the 10Y move felt at duration D; the rest follows the short rate (a crude curve). */
export function curveWeight(duration: number): number {
  return Math.min(1, Math.sqrt(duration / 9));
}

/**
 * Share of the 10Y yield's move a bond of duration D feels in its price: close to all of it
 * even for short bonds (2005–15, the 2Y Treasury's daily moves in yield points were near the
 * 10Y's), so a 1–3 year index is not calmer than real short Treasuries.
 */
export function moveWeight(duration: number): number {
  return Math.min(1, (duration / 9) ** 0.1);
}

type Series = Map<string, Float64Array>;
const get = (s: Series, id: string): Float64Array => {
  const a = s.get(id);
  if (!a) throw new Error(`unknown series ${id}`);
  return a;
};

/**
 * Cumulative USD log level of a recipe on the grid (days = grid day numbers). Bond yields are
 * read from the arrays the rates module produced; `shortRate` converts carry to the curve.
 */
export function recipeCum(
  recipe: Recipe,
  series: Series,
  days: Int32Array,
  shortRate: Record<Currency, Float64Array>,
): Float64Array {
  const n = days.length;
  const out = new Float64Array(n);
  switch (recipe.kind) {
    case "equity": {
      const parts = [
        ...Object.entries(recipe.regions).map(([id, w]) => [get(series, id), w] as const),
        ...Object.entries(recipe.tilts ?? {}).map(([id, w]) => [get(series, id), w] as const),
      ];
      for (let w = 1; w < n; w++) {
        let r = 0;
        for (const [a, k] of parts) r += k * ((a[w] as number) - (a[w - 1] as number));
        out[w] = (out[w - 1] as number) + r;
      }
      return out;
    }
    case "commodity": {
      out.set(get(series, recipe.factor));
      return out;
    }
    case "cash": {
      const carry = get(series, `CARRY:${recipe.currency}`);
      const fx = get(series, `FX:${recipe.currency}`);
      for (let w = 0; w < n; w++) out[w] = (carry[w] as number) - ((fx[w] as number) - (fx[0] as number));
      return out;
    }
    case "mix": {
      const parts = Object.entries(recipe.parts).map(([id, w]) => [get(series, `IDX:${id}`), w] as const);
      for (let w = 1; w < n; w++) {
        let gross = 0;
        for (const [a, k] of parts) gross += k * Math.exp((a[w] as number) - (a[w - 1] as number));
        out[w] = (out[w - 1] as number) + Math.log(gross);
      }
      return out;
    }
    case "bond": {
      const f = curveWeight(recipe.duration);
      const blocs = Object.entries(recipe.blocs) as [Bloc, number][];
      const spreads = Object.entries(recipe.spreads ?? {}).map(
        ([id, w]) => [get(series, `SPREAD:${id}`), w, get(series, `LOSS:${id}`)] as const,
      );
      const usdCarry = get(series, "CARRY:USD");
      const legs = blocs.map(([b, weight]) => {
        const ccy = BLOC_CURRENCY[b];
        return {
          weight,
          long: get(series, `RATE:${b}`), // −yield
          short: shortRate[ccy],
          carry: get(series, `CARRY:${ccy}`),
          fx: get(series, `FX:${ccy}`),
          fxScale: b === "ASIA" ? 1.4 : 1,
        };
      });
      const D = recipe.duration;
      const g = moveWeight(D);
      for (let w = 1; w < n; w++) {
        const dt = ((days[w] as number) - (days[w - 1] as number)) / 365;
        let r = 0;
        for (const leg of legs) {
          const y0 = (leg.short[w - 1] as number) * (1 - f) - (leg.long[w - 1] as number) * f;
          const dy =
            ((leg.short[w] as number) - (leg.short[w - 1] as number)) * (1 - f) -
            ((leg.long[w] as number) - (leg.long[w - 1] as number)) * g;
          let local = y0 * dt - D * dy;
          if (recipe.hedged) {
            local += (usdCarry[w] as number) - (usdCarry[w - 1] as number);
            local -= (leg.carry[w] as number) - (leg.carry[w - 1] as number);
          } else local -= leg.fxScale * ((leg.fx[w] as number) - (leg.fx[w - 1] as number));
          r += leg.weight * local;
        }
        // Spread carry net of expected default losses, and the price effect of spread moves.
        for (const [s, k, loss] of spreads) {
          const defaults = (loss[w] as number) - (loss[w - 1] as number);
          r +=
            k * (-(s[w - 1] as number) * dt - defaults - D * 0.9 * ((s[w - 1] as number) - (s[w] as number)));
        }
        out[w] = (out[w - 1] as number) + r;
      }
      return out;
    }
  }
}

/** Yield to maturity of a bond recipe at grid day w (gov curve at its duration + spreads). */
export function recipeYield(
  recipe: Extract<Recipe, { kind: "bond" }>,
  series: Series,
  shortRate: Record<Currency, Float64Array>,
  w: number,
): number {
  const f = curveWeight(recipe.duration);
  let y = 0;
  for (const [b, weight] of Object.entries(recipe.blocs) as [Bloc, number][]) {
    const short = shortRate[BLOC_CURRENCY[b]][w] as number;
    const long = -(get(series, `RATE:${b}`)[w] as number);
    y += weight * (short * (1 - f) + long * f);
  }
  for (const [id, k] of Object.entries(recipe.spreads ?? {}))
    y += k * -(get(series, `SPREAD:${id}`)[w] as number);
  return y;
}
