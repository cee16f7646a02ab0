/**
 * Top-10 holdings of a portfolio, drawn to agree with its look-through mixes: equities picked
 * by country and industry weight (larger companies more often), bonds from sovereign and
 * fictional corporate issuers, money-market instruments, futures for commodity and
 * leveraged products. Weights descend and sum to a concentration typical of the kind.
 */
import type { z } from "zod";
import type { holdingItemSchema } from "../batch";
import type { Rng } from "./prng";
import { CORPORATE_ISSUERS, SECURITIES, type Security, SOVEREIGN } from "./securities";

export type HoldingItem = z.infer<typeof holdingItemSchema>;

/** Descending weights summing to `total`. */
function descendingWeights(rng: Rng, n: number, total: number): number[] {
  const raw = Array.from({ length: n }, (_, k) => (1 / (k + 1) ** 0.6) * Math.exp(0.15 * rng.normal()));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((w) => Math.round((w / sum) * total * 1e4) / 1e4).sort((a, b) => b - a);
}

function pickEquities(
  rng: Rng,
  countries: Record<string, number>,
  industries: Record<string, number> | undefined,
  aShares: boolean,
  n: number,
): Security[] {
  const score = (s: Security, strictSector: boolean) => {
    if (s.country === "china" && (s.list === "china_a") !== aShares) return 0;
    const c = countries[s.country] ?? 0;
    const sector = industries ? (industries[s.sector] ?? (strictSector ? 0 : 0.02)) : 1;
    return (c * sector) / (s.rank + 1);
  };
  const chosen: Security[] = [];
  for (const strict of [true, false]) {
    const pool = SECURITIES.filter((s) => !chosen.includes(s) && score(s, strict) > 0);
    while (chosen.length < n && pool.length > 0) {
      const k = rng.weightedIndex(pool.map((s) => score(s, strict) * Math.exp(0.4 * rng.normal())));
      chosen.push(...pool.splice(k, 1));
    }
  }
  // Larger positions go to the larger, more typical names.
  chosen.sort((a, b) => score(b, false) - score(a, false));
  // A very narrow mix can run out of names: fill with the largest companies of the world list.
  for (const s of SECURITIES) if (chosen.length < n && s.list === "us" && !chosen.includes(s)) chosen.push(s);
  return chosen;
}

export function equityHoldings(
  rng: Rng,
  opts: {
    countries: Record<string, number>;
    industries?: Record<string, number>;
    aShares: boolean;
    top10: number;
    n?: number;
  },
): HoldingItem[] {
  const n = opts.n ?? 10;
  const picks = pickEquities(rng, opts.countries, opts.industries, opts.aShares, n);
  const weights = descendingWeights(rng, picks.length, opts.top10);
  return picks.map((s, k) => ({
    name: s.name,
    ticker: s.ticker,
    weight: weights[k] ?? 0,
    assetClass: "Stock",
    sector: s.sector,
    country: s.country,
  }));
}

export function bondHoldings(
  rng: Rng,
  opts: {
    countries: Record<string, number>;
    corporateShare: number;
    top10: number;
    asOfYear: number;
    duration: number;
    coupon: number;
    n?: number;
    assetClass?: "Bond" | "Convertible" | "Preferred";
  },
): HoldingItem[] {
  const n = opts.n ?? 10;
  const countries = Object.keys(opts.countries);
  const weights = descendingWeights(rng, n, opts.top10);
  const used = new Set<string>();
  const items: HoldingItem[] = [];
  for (let k = 0; k < n; k++) {
    const country = rng.weighted(countries, (c) => opts.countries[c] ?? 0);
    const corporate = rng.chance(opts.corporateShare);
    const [issuer, sector] = corporate
      ? rng.pick(CORPORATE_ISSUERS)
      : [SOVEREIGN[country] ?? SOVEREIGN.other, "government"];
    const years = Math.max(1, Math.round(opts.duration * rng.uniform(0.6, 1.8)));
    const coupon = Math.max(0.125, Math.round((opts.coupon + rng.uniform(-1, 1.5)) * 8) / 8);
    const kind =
      opts.assetClass === "Convertible"
        ? " Convertible"
        : opts.assetClass === "Preferred"
          ? " Perpetual Preferred"
          : "";
    let name = `${issuer} ${coupon.toFixed(3)}%${kind} ${opts.asOfYear + years}`;
    if (used.has(name)) name = `${name} Series ${k + 1}`;
    used.add(name);
    items.push({ name, weight: weights[k] ?? 0, assetClass: opts.assetClass ?? "Bond", sector, country });
  }
  return items;
}

const MONEY_MARKET = [
  "Time deposits with Aa-rated banks",
  "Treasury bills (3 months)",
  "Commercial paper (A-1/P-1)",
  "Certificates of deposit (6 months)",
  "Reverse repurchase agreements (government collateral)",
  "Treasury bills (6 months)",
  "Floating-rate notes (1 year)",
  "Time deposits with A-rated banks",
  "Commercial paper (A-2/P-2)",
  "Overnight deposits",
] as const;

export function cashHoldings(rng: Rng, country: string): HoldingItem[] {
  const weights = descendingWeights(rng, MONEY_MARKET.length, rng.uniform(0.55, 0.8));
  return MONEY_MARKET.map((name, k) => ({
    name,
    weight: weights[k] ?? 0,
    assetClass: "Cash",
    sector: "cash_equivalents",
    country,
  }));
}

const FUTURES = [
  "WTI Crude Oil Futures",
  "Brent Crude Oil Futures",
  "Gold Futures",
  "Copper Futures",
  "Natural Gas Futures",
  "Soybean Futures",
  "Corn Futures",
  "Silver Futures",
  "Aluminium Futures",
  "Wheat Futures",
] as const;

export function commodityHoldings(rng: Rng, gold: boolean): HoldingItem[] {
  if (gold)
    return [
      {
        name: "Gold bullion (allocated, London vaults)",
        weight: 0.998,
        assetClass: "Other",
        sector: "materials",
        country: "other",
      },
    ];
  const weights = descendingWeights(rng, FUTURES.length, rng.uniform(0.85, 0.95));
  return FUTURES.map((name, k) => ({
    name,
    weight: weights[k] ?? 0,
    assetClass: "Other",
    sector: "commodities",
    country: "other",
  }));
}

/** Leveraged and inverse products hold cash and index futures (the exposure is notional). */
export function futuresHoldings(indexName: string, leverage: number): HoldingItem[] {
  const exposure = `${Math.round(leverage * 100)}%`;
  return [
    {
      name: "Cash and deposits",
      weight: 0.82,
      assetClass: "Cash",
      sector: "cash_equivalents",
      country: "other",
    },
    {
      name: `${indexName} futures margin (${exposure} notional exposure)`,
      weight: 0.15,
      assetClass: "Other",
      sector: "derivatives",
      country: "other",
    },
    {
      name: "Money-market fund units",
      weight: 0.03,
      assetClass: "Cash",
      sector: "cash_equivalents",
      country: "other",
    },
  ];
}
