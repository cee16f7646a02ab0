/**
 * Equity, sector, commodity and credit factors on the weekday grid, shared by every index and
 * product. Each factor is kept as a cumulative log level in USD, so the return between any
 * two trading days of any calendar is one subtraction. One volatility regime (a log-AR(1)
 * with bursts during stress episodes) scales all shocks, which gives realistic clustering
 * and simultaneous drawdowns. Parameters: see anchors.ts for the calibration sources.
 *
 * Calibration (checked by `npm run data -- realism` and realism.test.ts on three seeds): the
 * monthly volatility of the FPX US 500, Europe 350, Japan 225, Harbour 50 and China A 300
 * indices within ±20% of the S&P 500, Euro Stoxx 50, Nikkei 225, Hang Seng and CSI 300 over
 * 2005–15, and their correlations within ±0.15. Most of a region's monthly variance already
 * comes from its yearly anchor path and the replayed episodes (2008, 2011, 2015, 2020, ...),
 * so the random shocks are smaller than a daily volatility alone would suggest: the market
 * shock 8.5% a year, regional own shocks 3–9% (China A 20%: the A-share market is far more
 * volatile and less tied to the world than Hong Kong), and stress boosts the volatility
 * regime by 0.4 per unit of episode stress. Markets that move with the US (Europe, Hong Kong)
 * carry a market beta above one and a small own shock, so their correlation with the US stays
 * near the real 0.7–0.85.
 */
import { toDayNumber } from "../batch";
import { ANCHOR_FIRST_YEAR, EPISODES, EQUITY_RETURN, NEUTRAL_EQUITY_RETURN } from "./anchors";
import { indexAtOrAfter, indexAtOrBefore } from "./calendar";
import { rngFor } from "./prng";

const SQRT252 = Math.sqrt(252);
/** Global market: annual log drift and volatility. */
export const MKT = { mu: 0.06, sigma: 0.085 };
/** China common factor (A-shares, H-shares, Asia spill-over). */
export const CHN_SIGMA = 0.15;

/**
 * Regional equity factors in USD: loading on the market shock, on the China shock, own vol.
 * Each follows its yearly anchor path (anchors.ts EQUITY_RETURN) plus a mean-reverting
 * deviation driven by those shocks, so daily moves are random but decade returns are real.
 */
export const REGIONS = {
  US: { beta: 1.0, china: 0, own: 0.03 },
  EU: { beta: 1.05, china: 0, own: 0.05 },
  JP: { beta: 0.85, china: 0, own: 0.07 },
  CN: { beta: 0.8, china: 1.0, own: 0.2 },
  HK: { beta: 1.05, china: 0.6, own: 0.085 },
  ASIA: { beta: 1.0, china: 0.25, own: 0.1 },
  SG: { beta: 0.75, china: 0.15, own: 0.08 },
  EMX: { beta: 1.05, china: 0.1, own: 0.14 },
} as const;
/**
 * Daily persistence of a region's deviation from its anchor path (half-life ≈ 8 months). The
 * deviation holds the random shocks only: episodes move the anchor path itself.
 */
export const REGION_PHI = 0.996;
/**
 * A short-lived market component of every region's level (scaled by its market beta): an
 * AR(1) whose moves mostly reverse within a week or two. Real indices move more day to day
 * than month to month (S&P 500 2006–26: daily about 19% a year, monthly about 15%); this
 * gives the demo that gap without inflating monthly volatility much.
 */
export const TRANSIENT = { phi: 0.8, sigma: 0.0065 } as const;
export type RegionFactor = keyof typeof REGIONS;

/** Sector/style factors relative to the market: extra beta, own vol, drift. */
export const SECTORS = {
  TECH: { beta: 0.2, own: 0.1, mu: 0.03 },
  HEALTH: { beta: -0.25, own: 0.09, mu: 0.005 },
  FIN: { beta: 0.1, own: 0.09, mu: -0.01 },
  ENERGY: { beta: 0, own: 0.2, mu: -0.01 },
  CONS: { beta: -0.1, own: 0.07, mu: 0 },
  REIT: { beta: -0.1, own: 0.12, mu: -0.02 },
  INFRA: { beta: -0.25, own: 0.08, mu: 0 },
  SMALL: { beta: 0.15, own: 0.09, mu: -0.01 },
  DIV: { beta: -0.2, own: 0.05, mu: 0 },
} as const;
export type SectorFactor = keyof typeof SECTORS;

/** Gold and broad commodities: annual drift, market beta, own vol. */
export const COMMODITIES = {
  GOLD: { mu: 0.035, beta: 0.05, own: 0.15 },
  COMMOD: { mu: -0.01, beta: 0.45, own: 0.16 },
} as const;
/** The volatility regime: log-AR(1) persistence and shock size, and the boost per unit of episode stress. */
export const VOL_REGIME = { phi: 0.985, sigma: 0.07, stress: 0.4 } as const;
/** Daily persistence of a credit spread's deviation from its mean, and the floor of a spread. */
export const SPREAD_PHI = 0.995;
export const SPREAD_FLOOR = 0.002;

/**
 * Credit spreads (decimal): long-run mean, annual vol of changes, link to the market shock,
 * (IG's vol is set so that US corporate bonds are about as volatile as LQD and only half
 * tied to long Treasuries, TLT–LQD ≈ 0.5: spread moves against rate moves in sell-offs),
 * widening per unit of episode stress, sensitivity to China sell-offs, and the expected
 * default loss a year that the spread carry does not earn (so HY returns are not just carry).
 */
export const SPREADS = {
  IG: { mean: 0.012, vol: 0.006, link: -0.6, stress: 0.012, china: 0, loss: 0.001 },
  HY: { mean: 0.042, vol: 0.016, link: -0.8, stress: 0.045, china: 0, loss: 0.02 },
  EM: { mean: 0.033, vol: 0.012, link: -0.6, stress: 0.03, china: 0, loss: 0.01 },
  ASIAHY: { mean: 0.06, vol: 0.022, link: -0.5, stress: 0.04, china: -0.1, loss: 0.035 },
} as const;
/**
 * Credit events the spreads replay, with the extra default losses (a year) while they last:
 * China property developers' defaults hit Asia high yield in 2021–22.
 */
const SPREAD_EPISODES: readonly {
  spread: SpreadFactor;
  from: string;
  to: string;
  widen: number;
  defaults: number;
}[] = [
  { spread: "ASIAHY", from: "2021-06-15", to: "2022-10-31", widen: 0.1, defaults: 0.2 },
  { spread: "HY", from: "2008-09-12", to: "2008-12-15", widen: 0.06, defaults: 0.08 },
];
export type SpreadFactor = keyof typeof SPREADS;

export interface FactorPaths {
  /** Cumulative USD log level per factor id (MKT, regions, sectors, GOLD, COMMOD). */
  cum: Map<string, Float64Array>;
  /** Standardized market shock per grid day (incl. episodes), for rates and FX. */
  marketShock: Float64Array;
  spreads: Record<SpreadFactor, Float64Array>;
  /** Cumulative default losses per spread factor (expected plus credit events). */
  losses: Record<SpreadFactor, Float64Array>;
  /** The recursions' state on the last grid day, to continue the paths (the daily update). */
  end: FactorState;
}

export interface FactorState {
  /** Log volatility regime. */
  h: number;
  /** Daily log drift of MKT, each sector, GOLD and COMMOD. */
  drift: Record<string, number>;
  /** Each region's anchor path and deviation from it (cum = anchor + dev). */
  regionAnchor: Record<RegionFactor, number>;
  regionDev: Record<RegionFactor, number>;
  /** Each credit spread's deviation from its long-run mean (before the floor). */
  spreadDev: Record<SpreadFactor, number>;
  /** The short-lived market component (TRANSIENT). */
  transient: number;
}

interface Episodic {
  daily: Float64Array;
  total: number;
}

function episodes(days: Int32Array) {
  const byFactor = new Map<string, Episodic>();
  /** Vol multiplier boost on stress days, and each episode's stress spread evenly over its days. */
  const stress = new Float64Array(days.length);
  const stressPulse = new Float64Array(days.length);
  for (const e of EPISODES) {
    const from = indexAtOrAfter(days, toDayNumber(e.from));
    const to = indexAtOrBefore(days, toDayNumber(e.to));
    if (to < from) continue;
    const span = to - from + 1;
    const ep = byFactor.get(e.factor) ?? { daily: new Float64Array(days.length), total: 0 };
    for (let w = from; w <= to; w++) {
      ep.daily[w] = (ep.daily[w] as number) + e.move / span;
      ep.total += e.move / span;
      if (e.stress) {
        stress[w] = Math.max(stress[w] as number, e.stress);
        stressPulse[w] = (stressPulse[w] as number) + e.stress / span;
      }
    }
    byFactor.set(e.factor, ep);
  }
  return { byFactor, stress, stressPulse };
}

export function buildFactors(seed: number, days: Int32Array): FactorPaths {
  const n = days.length;
  const years = n / 252;
  const { byFactor, stress, stressPulse } = episodes(days);
  // Episodes move factors on known dates; the drift is lowered by their net sum so that the
  // long-run return of each factor stays as configured.
  const ep = (id: string) => byFactor.get(id);
  const drift = (id: string, mu: number) => (mu - (ep(id)?.total ?? 0) / years) / 252;

  const rng = rngFor(seed, "factors");
  const vol = new Float64Array(n);
  const varH = VOL_REGIME.sigma ** 2 / (1 - VOL_REGIME.phi ** 2);
  let h = 0;
  for (let w = 0; w < n; w++) {
    h = VOL_REGIME.phi * h + VOL_REGIME.sigma * rng.normal();
    vol[w] = Math.exp(h - varH) * (1 + VOL_REGIME.stress * (stress[w] as number));
  }
  const end: FactorState = {
    h,
    drift: {},
    regionAnchor: {} as FactorState["regionAnchor"],
    regionDev: {} as FactorState["regionDev"],
    spreadDev: {} as FactorState["spreadDev"],
    transient: 0,
  };
  const transient = new Float64Array(n);
  {
    const r = rngFor(seed, "transient");
    let u = 0;
    for (let w = 0; w < n; w++) {
      u = TRANSIENT.phi * u + TRANSIENT.sigma * (vol[w] as number) * r.normal();
      transient[w] = u;
    }
    end.transient = u;
  }

  const m = new Float64Array(n); // market move without drift
  const c = new Float64Array(n); // China factor move without drift
  const marketShock = new Float64Array(n);
  const mEp = ep("MKT")?.daily;
  const cEp = ep("CHN")?.daily;
  for (let w = 0; w < n; w++) {
    const v = vol[w] as number;
    m[w] = (MKT.sigma / SQRT252) * v * rng.normal() + (mEp?.[w] ?? 0);
    c[w] = (CHN_SIGMA / SQRT252) * v * rng.normal() + (cEp?.[w] ?? 0);
    marketShock[w] = (m[w] as number) / (MKT.sigma / SQRT252);
  }

  const cum = new Map<string, Float64Array>();
  const accumulate = (id: string, daily: (w: number) => number) => {
    const out = new Float64Array(n);
    const extra = ep(id)?.daily;
    for (let w = 1; w < n; w++) out[w] = (out[w - 1] as number) + daily(w) + (extra?.[w] ?? 0);
    cum.set(id, out);
  };
  const mDrift = drift("MKT", MKT.mu);
  end.drift.MKT = mDrift;
  cum.set(
    "MKT",
    (() => {
      const out = new Float64Array(n);
      for (let w = 1; w < n; w++) out[w] = (out[w - 1] as number) + mDrift + (m[w] as number);
      return out;
    })(),
  );
  const yf = Array.from(days, (d) => new Date(d * 86_400_000).getUTCFullYear());
  const perYear = new Map<number, number>();
  for (const y of yf) perYear.set(y, (perYear.get(y) ?? 0) + 1);
  for (const [id, p] of Object.entries(REGIONS)) {
    const r = rngFor(seed, "factor", id);
    const table = EQUITY_RETURN[id] ?? [];
    const own = ep(id)?.daily;
    // Episodes shape the anchor path inside their year (the year's total stays the table's),
    // so a crash is not counted twice, once in the yearly return and once more as noise.
    const episodic = (w: number) => p.beta * (mEp?.[w] ?? 0) + p.china * (cEp?.[w] ?? 0) + (own?.[w] ?? 0);
    const episodeYear = new Map<number, number>();
    for (let w = 1; w < n; w++)
      episodeYear.set(yf[w] as number, (episodeYear.get(yf[w] as number) ?? 0) + episodic(w));
    const out = new Float64Array(n);
    let dev = 0;
    let anchor = 0;
    for (let w = 1; w < n; w++) {
      const y = yf[w] as number;
      const pct = table[y - ANCHOR_FIRST_YEAR] ?? NEUTRAL_EQUITY_RETURN;
      anchor += (Math.log(1 + pct / 100) - (episodeYear.get(y) ?? 0)) / (perYear.get(y) ?? 252) + episodic(w);
      const shock =
        p.beta * ((m[w] as number) - (mEp?.[w] ?? 0)) +
        p.china * ((c[w] as number) - (cEp?.[w] ?? 0)) +
        (p.own / SQRT252) * (vol[w] as number) * r.normal();
      dev = REGION_PHI * dev + shock;
      out[w] = anchor + dev + p.beta * (transient[w] as number);
    }
    cum.set(id, out);
    end.regionAnchor[id as RegionFactor] = anchor;
    end.regionDev[id as RegionFactor] = dev;
  }
  for (const [id, p] of Object.entries(SECTORS)) {
    const r = rngFor(seed, "factor", id);
    const d = drift(id, p.mu);
    end.drift[id] = d;
    accumulate(
      id,
      (w) => d + p.beta * (m[w] as number) + (p.own / SQRT252) * (vol[w] as number) * r.normal(),
    );
  }
  for (const [id, p] of Object.entries(COMMODITIES)) {
    const r = rngFor(seed, "factor", id);
    const d = drift(id, p.mu);
    end.drift[id] = d;
    accumulate(
      id,
      (w) => d + p.beta * (m[w] as number) + (p.own / SQRT252) * (vol[w] as number) * r.normal(),
    );
  }

  const spreads = {} as Record<SpreadFactor, Float64Array>;
  const losses = {} as Record<SpreadFactor, Float64Array>;
  for (const [id, p] of Object.entries(SPREADS) as [SpreadFactor, (typeof SPREADS)[SpreadFactor]][]) {
    const r = rngFor(seed, "spread", id);
    const out = new Float64Array(n);
    let dev = 0;
    const own = Math.sqrt(1 - p.link * p.link);
    const credit = new Float64Array(n);
    const lossRate = new Float64Array(n).fill(p.loss);
    for (const e of SPREAD_EPISODES) {
      if (e.spread !== id) continue;
      const from = indexAtOrAfter(days, toDayNumber(e.from));
      const to = indexAtOrBefore(days, toDayNumber(e.to));
      for (let w = from; w <= to; w++) {
        credit[w] = (credit[w] as number) + e.widen / (to - from + 1);
        lossRate[w] = (lossRate[w] as number) + e.defaults;
      }
    }
    const loss = new Float64Array(n);
    for (let w = 1; w < n; w++) {
      loss[w] =
        (loss[w - 1] as number) +
        (lossRate[w] as number) * (((days[w] as number) - (days[w - 1] as number)) / 365);
    }
    losses[id] = loss;
    for (let w = 0; w < n; w++) {
      const shock = p.link * (marketShock[w] as number) + own * r.normal();
      // Stress episodes widen spreads on top of the market-linked moves; China sell-offs hit Asia HY.
      const widen = (stressPulse[w] as number) * p.stress + p.china * Math.min(0, cEp?.[w] ?? 0);
      dev = SPREAD_PHI * dev + (p.vol / SQRT252) * shock + widen + (credit[w] as number);
      out[w] = Math.max(SPREAD_FLOOR, p.mean + dev);
    }
    spreads[id] = out;
    end.spreadDev[id] = dev;
  }
  return { cum, marketShock, spreads, losses, end };
}
