/**
 * Where ETFs list and what that implies: calendar, trading currencies, costs (Asian
 * listings charge more than US ones), tracking error, size, and which categories and
 * strategy products are typical there.
 */
import type { Currency, Market } from "../batch";
import type { CategoryDef } from "./categories";
import type { StrategyKind } from "./etf-naming";
import type { Rng } from "./prng";

export type Listing = "HK" | "US" | "SG" | "EU";

export interface ListingParams {
  weight: number;
  /** Share of strategy products among the listing's ETFs. */
  strategy: number;
  market: Market;
  exchange: string;
  domicile: string;
  currencies: readonly (readonly [Currency, number])[];
  oldShare: number;
  /**
   * ETF fee multiple over the family's US range. Hong Kong and Singapore trackers cost only a
   * little more than US ones (the big Hang Seng and STI trackers charge about 0.1–0.3% a year),
   * so passive equity ETFs there stay well under 0.5%.
   */
  terMul: number;
  trackingError: readonly [number, number];
  aumMedian: number;
  aumSigma: number;
}

export const LISTINGS: Record<Listing, ListingParams> = {
  HK: {
    weight: 0.2,
    strategy: 0.28,
    market: "HK",
    exchange: "HKEX",
    domicile: "HK",
    currencies: [
      ["HKD", 0.85],
      ["USD", 0.1],
      ["CNH", 0.05],
    ],
    oldShare: 0.3,
    terMul: 1.1,
    trackingError: [0.002, 0.01],
    aumMedian: 50e6,
    aumSigma: 1.5,
  },
  US: {
    weight: 0.7,
    strategy: 0.12,
    market: "US",
    exchange: "NYSE Arca",
    domicile: "US",
    currencies: [["USD", 1]],
    oldShare: 0.35,
    terMul: 1,
    trackingError: [0.0005, 0.003],
    aumMedian: 200e6,
    aumSigma: 1.7,
  },
  SG: {
    weight: 0.05,
    strategy: 0,
    market: "SG",
    exchange: "SGX",
    domicile: "SG",
    currencies: [
      ["SGD", 0.6],
      ["USD", 0.4],
    ],
    oldShare: 0.3,
    terMul: 1.15,
    trackingError: [0.003, 0.012],
    aumMedian: 30e6,
    aumSigma: 1.2,
  },
  EU: {
    weight: 0.05,
    strategy: 0.06,
    market: "EU",
    exchange: "LSE",
    domicile: "IE",
    currencies: [
      ["USD", 0.35],
      ["GBP", 0.3],
      ["EUR", 0.35],
    ],
    oldShare: 0.3,
    terMul: 1.2,
    trackingError: [0.001, 0.004],
    aumMedian: 120e6,
    aumSigma: 1.5,
  },
};

const LOCAL_CASH: Record<Listing, readonly string[]> = {
  HK: ["hkd_money_market", "rmb_money_market", "usd_money_market"],
  US: ["usd_money_market"],
  SG: ["sgd_money_market", "usd_money_market"],
  EU: ["eur_money_market", "gbp_money_market", "usd_money_market"],
};

/** How typical a category is on a listing (home-market products dominate each exchange). */
export function listingWeight(listing: Listing, c: CategoryDef): number {
  if (c.assetClass === "Cash") return LOCAL_CASH[listing].includes(c.id) ? 2 : 0;
  const r = c.region;
  switch (listing) {
    case "HK":
      if (c.id === "singapore_reit") return 0;
      return r === "hong_kong"
        ? 4
        : r === "china"
          ? 3
          : r === "greater_china"
            ? 2
            : r.startsWith("asia")
              ? 1.5
              : r === "us"
                ? 0.6
                : r === "singapore"
                  ? 0.1
                  : 1;
    case "SG":
      return r === "singapore" ? 8 : r.startsWith("asia") ? 2 : r === "china" ? 1.5 : 0.4;
    case "US":
      return c.id === "hkd_bond" || c.id === "singapore_bond" || c.id === "singapore_reit"
        ? 0
        : r === "hong_kong" || r === "singapore"
          ? 0.3
          : 1;
    case "EU":
      return r === "europe" ? 3 : r === "global" ? 1.5 : 1;
  }
}

// biome-ignore format: a table
const UNDERLYINGS: Record<Listing, readonly (readonly [string, number])[]> = {
  HK: [["HK50", 4], ["HKTEC", 4], ["HKCE", 2], ["CSA300", 1.5], ["USTEC", 1], ["US500", 0.5], ["GOLD", 0.3]],
  US: [["US500", 3], ["USTEC", 3], ["USSML", 1.5], ["GTECH", 1], ["GFIN", 0.7], ["GRES", 0.7], ["UST20", 1], ["GOLD", 0.7], ["COMMOD", 0.5], ["EMEQ", 0.6], ["CHINA", 0.6], ["EU350", 0.4], ["JP225", 0.4], ["GLBHY", 0.3]],
  SG: [["SG30", 1]],
  EU: [["US500", 2], ["EU350", 2], ["GLBEQ", 1], ["USTEC", 1]],
};

export function strategyPick(
  rng: Rng,
  listing: Listing,
): { kind: StrategyKind; index: string; leverage?: number } {
  const kind = rng.weighted(
    [
      ["leveraged", 0.45],
      ["inverse", 0.3],
      ["hedged", 0.12],
      ["covered_call", 0.13],
    ] as const,
    ([, w]) => w,
  )[0];
  if (kind === "hedged") return { kind, index: rng.pick(["JP225", "EU350", "CSA300"]) };
  const index = rng.weighted(UNDERLYINGS[listing], ([, w]) => w)[0];
  if (kind === "covered_call")
    return { kind, index: listing === "HK" ? "HK50" : rng.pick(["US500", "USTEC"]) };
  const us = listing === "US";
  const leverage =
    kind === "leveraged" ? (us && rng.chance(0.3) ? 3 : 2) : us && rng.chance(0.3) ? rng.pick([-2, -3]) : -1;
  return { kind, index, leverage };
}
