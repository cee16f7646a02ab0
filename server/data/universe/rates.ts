/**
 * Short rates, 10-year yields and FX on the weekday grid: each is its yearly anchor
 * (anchors.ts) plus a mean-reverting deviation whose shocks are tied to the equity market
 * shock (yields fall and risk currencies weaken in a sell-off, AUD risk-on). The link (0.22)
 * is weaker than the daily TLT/SPY correlation suggests because the replayed crash episodes
 * already push yields down: monthly S&P 500–TLT ≈ −0.3 over 2005–15.
 */
import { type Currency, currencies } from "../batch";
import { anchorAt, BLOCS, type Bloc, FX_PER_USD, FX_VOL, LONG_YIELD, SHORT_RATE, YIELD_VOL } from "./anchors";
import { rngFor } from "./prng";

export interface RatePaths {
  /** Annual short rate (decimal) per grid day; the risk-free series. */
  shortRate: Record<Currency, Float64Array>;
  /** Cumulative short-rate accrual (Σ rate × calendar days / 365) up to each grid day. */
  carryCum: Record<Currency, Float64Array>;
  /** log(units of currency per USD) per grid day; USD is all zeros. */
  fxLog: Record<Currency, Float64Array>;
  /** 10Y yield (decimal) per bloc and grid day. */
  longYield: Record<Bloc, Float64Array>;
}

const SQRT252 = Math.sqrt(252);

export function yearFraction(day: number): number {
  const d = new Date(day * 86_400_000);
  const y = d.getUTCFullYear();
  const start = Date.UTC(y, 0, 1) / 86_400_000;
  return y + (day - start) / 365.25;
}

/** Each bloc's yield shock loads on the USD shock (global duration) by this much. */
export const BLOC_LINK: Record<Bloc, number> = {
  USD: 1,
  EUR: 0.6,
  GBP: 0.6,
  JPY: 0.3,
  CNY: 0.15,
  AUD: 0.6,
  SGD: 0.6,
  HKD: 0.85,
  ASIA: 0.45,
};
/** FX loadings on a common dollar shock and on the equity market shock: negative `risk` = the
 * currency weakens (more units per USD) in a sell-off, positive = a safe haven. */
export const FX_LINK: Record<Currency, { dollar: number; risk: number }> = {
  USD: { dollar: 0, risk: 0 },
  HKD: { dollar: 0.1, risk: 0 },
  CNY: { dollar: 0.4, risk: -0.2 },
  CNH: { dollar: 0.4, risk: -0.25 },
  SGD: { dollar: 0.7, risk: -0.3 },
  EUR: { dollar: 0.8, risk: -0.1 },
  GBP: { dollar: 0.6, risk: -0.2 },
  CHF: { dollar: 0.7, risk: 0.1 },
  JPY: { dollar: 0.5, risk: 0.3 },
  AUD: { dollar: 0.5, risk: -0.5 },
  NZD: { dollar: 0.5, risk: -0.45 },
  CAD: { dollar: 0.4, risk: -0.4 },
  SEK: { dollar: 0.7, risk: -0.3 },
};

/**
 * The recursions' constants: short-rate deviation persistence and daily noise, the 10Y yield's
 * link to the equity market shock and its persistence, FX deviation persistence (the HKD peg's
 * faster pull back).
 */
export const RATE_DYNAMICS = {
  shortPhi: 0.99,
  shortNoise: 0.0002,
  equityLink: 0.22,
  longPhi: 0.996,
  fxPhi: 0.995,
  pegPhi: 0.95,
} as const;

/** log(units per USD) anchor table of a currency (CNH follows CNY). */
export const FX_LOG_ANCHOR: Record<Exclude<Currency, "USD">, number[]> = Object.fromEntries(
  currencies
    .filter((c) => c !== "USD")
    .map((c) => [
      c,
      FX_PER_USD[c === "CNH" ? "CNY" : (c as Exclude<Currency, "USD" | "CNH">)].map((v) => Math.log(v)),
    ]),
) as Record<Exclude<Currency, "USD">, number[]>;

export function buildRates(seed: number, days: Int32Array, marketShock: Float64Array): RatePaths {
  const n = days.length;
  const yf = Float64Array.from(days, yearFraction);
  const rng = rngFor(seed, "rates");

  const shortRate = {} as Record<Currency, Float64Array>;
  const carryCum = {} as Record<Currency, Float64Array>;
  for (const c of currencies) {
    const table = SHORT_RATE[c];
    const r = new Float64Array(n);
    const carry = new Float64Array(n);
    let dev = 0;
    for (let w = 0; w < n; w++) {
      // a few basis points of day-to-day noise
      dev = RATE_DYNAMICS.shortPhi * dev + RATE_DYNAMICS.shortNoise * rng.normal();
      r[w] = anchorAt(table, yf[w] as number) / 100 + dev;
      if (w > 0)
        carry[w] =
          (carry[w - 1] as number) +
          (r[w - 1] as number) * (((days[w] as number) - (days[w - 1] as number)) / 365);
    }
    shortRate[c] = r;
    carryCum[c] = carry;
  }

  const longYield = {} as Record<Bloc, Float64Array>;
  const devs = new Float64Array(BLOCS.length);
  for (const b of BLOCS) longYield[b] = new Float64Array(n);
  for (let w = 0; w < n; w++) {
    // Yields rise with equities (sell-offs are flights to quality).
    const us =
      RATE_DYNAMICS.equityLink * (marketShock[w] as number) +
      Math.sqrt(1 - RATE_DYNAMICS.equityLink ** 2) * rng.normal();
    for (let k = 0; k < BLOCS.length; k++) {
      const b = BLOCS[k] as Bloc;
      const link = BLOC_LINK[b];
      const shock = b === "USD" ? us : link * us + Math.sqrt(1 - link * link) * rng.normal();
      const dev = RATE_DYNAMICS.longPhi * (devs[k] as number) + (YIELD_VOL[b] / SQRT252) * shock;
      devs[k] = dev;
      (longYield[b] as Float64Array)[w] = anchorAt(LONG_YIELD[b], yf[w] as number) / 100 + dev;
    }
  }

  const fxLog = {} as Record<Currency, Float64Array>;
  const fxRng = rngFor(seed, "fx");
  const fxDev = new Float64Array(currencies.length);
  for (const c of currencies) fxLog[c] = new Float64Array(n);
  for (let w = 0; w < n; w++) {
    const dollar = fxRng.normal();
    const market = marketShock[w] as number;
    for (let k = 0; k < currencies.length; k++) {
      const c = currencies[k] as Currency;
      if (c === "USD") continue;
      const { dollar: a, risk: b } = FX_LINK[c];
      const own = Math.sqrt(Math.max(0, 1 - a * a - b * b));
      const shock = a * dollar + b * market + own * fxRng.normal();
      const phi = c === "HKD" ? RATE_DYNAMICS.pegPhi : RATE_DYNAMICS.fxPhi; // the peg pulls HKD back fast
      const dev = phi * (fxDev[k] as number) + (FX_VOL[c] / SQRT252) * shock;
      fxDev[k] = dev;
      (fxLog[c] as Float64Array)[w] = anchorAt(FX_LOG_ANCHOR[c], yf[w] as number) + dev;
    }
  }
  return { shortRate, carryCum, fxLog, longYield };
}
