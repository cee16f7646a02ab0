/**
 * What a portfolio holds, seen through: top-10 holdings and the distributions by asset
 * class, region (country labels), industry, bond sector and credit rating, plus the bond
 * figures (yield to maturity, average rating). Shared by all share classes of a fund.
 */
import type { CreditRating, DistributionDimension } from "../batch";
import type { CategoryDef } from "./categories";
import { BOND_SECTOR_MIX, COUNTRY_MIX, INDUSTRY_MIX, RATING_MIX } from "./families";
import {
  bondHoldings,
  cashHoldings,
  commodityHoldings,
  equityHoldings,
  futuresHoldings,
  type HoldingItem,
} from "./holdings";
import { indexDef } from "./indices";
import type { MarketModel } from "./market";
import type { FundPlan } from "./plan";
import type { Rng } from "./prng";
import { recipeYield } from "./recipes";

export interface LookThrough {
  holdings: HoldingItem[];
  distributions: { dimension: DistributionDimension; items: { label: string; weight: number }[] }[];
  yieldToMaturity?: number;
  averageCreditRating?: CreditRating;
}

type Mix = Record<string, number>;

/** Jittered, normalized, sorted mix without crumbs (< 0.5%). */
function jitter(rng: Rng, mix: Mix, sigma = 0.25): { label: string; weight: number }[] {
  const raw = Object.entries(mix).map(([label, w]) => [label, w * Math.exp(sigma * rng.normal())] as const);
  const total = raw.reduce((s, [, w]) => s + w, 0);
  const kept = raw.filter(([, w]) => w / total >= 0.005);
  const keptTotal = kept.reduce((s, [, w]) => s + w, 0);
  return kept
    .map(([label, w]) => ({ label, weight: Math.round((w / keptTotal) * 1e4) / 1e4 }))
    .sort((a, b) => b.weight - a.weight);
}

function split(parts: Mix): { label: string; weight: number }[] {
  const total = Object.values(parts).reduce((s, w) => s + Math.max(0, w), 0);
  return Object.entries(parts)
    .filter(([, w]) => w > 0)
    .map(([label, weight]) => ({ label, weight: Math.round((weight / total) * 1e4) / 1e4 }))
    .sort((a, b) => b.weight - a.weight);
}

const RATING_SCORE: Partial<Record<CreditRating, number>> = {
  Aaa: 1,
  Aa: 2,
  A: 3,
  Bbb: 4,
  Bb: 5,
  B: 6,
  "Below B": 7,
};
const SCORE_RATING: CreditRating[] = ["Aaa", "Aaa", "Aa", "A", "Bbb", "Bb", "B", "Below B"];

export function averageRating(items: readonly { label: string; weight: number }[]): CreditRating {
  let sum = 0;
  let w = 0;
  let unrated = 0;
  for (const it of items) {
    const s = RATING_SCORE[it.label as CreditRating];
    if (s === undefined) unrated += it.weight;
    else {
      sum += s * it.weight;
      w += it.weight;
    }
  }
  if (w === 0 || unrated > 0.5) return "Not Rated";
  return SCORE_RATING[Math.round(sum / w)] ?? "Not Rated";
}

const ALLOC_STOCK: Record<string, number> = {
  conservative_allocation: 0.3,
  aggressive_allocation: 0.8,
  global_allocation: 0.6,
  asia_allocation: 0.5,
  multi_asset_income: 0.4,
  absolute_return: 0.2,
};

export function lookThrough(
  plan: FundPlan,
  market: MarketModel,
  rng: Rng,
  asOfYear: number,
  asOfW: number,
): LookThrough {
  const cat = plan.cat as CategoryDef;
  const countries = plan.lookThrough?.countries ?? COUNTRY_MIX[cat.countries] ?? { other: 1 };
  const industries =
    plan.lookThrough?.industry ?? (cat.industries ? INDUSTRY_MIX[cat.industries] : undefined);
  const region = jitter(rng, countries, plan.lookThrough?.countries ? 0.02 : 0.25);
  // A mix set by a scenario is kept nearly as set (a concentration must stay one on any seed).
  const industrySigma = plan.lookThrough?.industry ? 0.02 : 0.25;
  const dist: LookThrough["distributions"] = [];
  const add = (dimension: DistributionDimension, items: { label: string; weight: number }[]) =>
    dist.push({ dimension, items });
  const idx = indexDef(plan.model.index);
  const asOfShort = market.rates.shortRate[cat.baseCurrency][asOfW] as number;
  const duration = plan.duration ?? 5;
  let holdings: HoldingItem[];
  let ytm: number | undefined;

  if (plan.model.leverage !== undefined) {
    holdings = futuresHoldings(idx.en, plan.model.leverage);
    add("assetClass", split({ Cash: 0.85, Other: 0.15 }));
    add("region", region);
    if (industries) add("industry", jitter(rng, industries, 0.1));
  } else if (cat.family === "commodity") {
    holdings = commodityHoldings(rng, cat.id === "gold");
    add("assetClass", split({ Other: 0.97, Cash: 0.03 }));
    add("region", [{ label: "other", weight: 1 }]);
  } else if (cat.assetClass === "Cash") {
    holdings = cashHoldings(rng, Object.keys(countries)[0] ?? "other");
    const cash = rng.uniform(0.75, 0.9);
    add("assetClass", split({ Cash: cash, Bond: 1 - cash }));
    add("region", region);
    add("bondSector", jitter(rng, BOND_SECTOR_MIX.cash ?? {}));
    add("creditRating", jitter(rng, RATING_MIX.cash ?? {}));
    ytm = asOfShort + 0.001 * rng.normal();
  } else if (cat.assetClass === "Stock") {
    const concentrated =
      cat.region === "global"
        ? 0.22
        : ["us", "europe", "japan", "emerging_markets"].includes(cat.region)
          ? 0.3
          : 0.42;
    const top10 = Math.min(
      0.75,
      (concentrated + (cat.family === "sector" ? 0.12 : 0)) * Math.exp(0.15 * rng.normal()),
    );
    holdings = equityHoldings(rng, {
      countries,
      ...(industries ? { industries } : {}),
      aShares: cat.countries === "china_a",
      top10,
    });
    const stock = rng.uniform(0.93, 0.995);
    add("assetClass", split({ Stock: stock, Cash: (1 - stock) * 0.8, Other: (1 - stock) * 0.2 }));
    add("region", region);
    if (industries) add("industry", jitter(rng, industries, industrySigma));
  } else if (cat.bond) {
    const bondClass =
      cat.assetClass === "Convertible"
        ? "Convertible"
        : cat.assetClass === "Preferred"
          ? "Preferred"
          : "Bond";
    const sectors = BOND_SECTOR_MIX[cat.bond.sectors] ?? {};
    const recipe = idx.recipe;
    const base =
      recipe.kind === "bond"
        ? recipeYield(recipe, market.series, market.rates.shortRate, asOfW)
        : asOfShort + 0.012;
    ytm = (bondClass === "Convertible" ? base * 0.5 : base) + 0.002 * rng.normal();
    holdings = bondHoldings(rng, {
      countries,
      corporateShare: (sectors.corporate ?? 0) + (sectors.government_related ?? 0) * 0.5,
      top10: rng.uniform(0.12, cat.bond.sectors === "government" ? 0.45 : 0.3),
      asOfYear,
      duration,
      coupon: Math.max(0.5, ytm * 100),
      assetClass: bondClass,
    });
    const main = rng.uniform(0.86, 0.96);
    add(
      "assetClass",
      split({
        [bondClass]: main,
        Cash: (1 - main) * 0.7,
        ...(bondClass === "Bond" ? { Other: (1 - main) * 0.3 } : { Stock: (1 - main) * 0.3 }),
      }),
    );
    add("region", region);
    if (industries) add("industry", jitter(rng, industries, industrySigma));
    add("bondSector", jitter(rng, sectors));
    add("creditRating", jitter(rng, RATING_MIX[cat.bond.ratings] ?? { "Not Rated": 1 }));
  } else {
    const stock = (ALLOC_STOCK[cat.id] ?? 0.5) * Math.exp(0.1 * rng.normal());
    const cash = rng.uniform(0.03, cat.id === "absolute_return" ? 0.5 : 0.1);
    const other = rng.uniform(0, 0.06);
    holdings = [
      ...equityHoldings(rng, {
        countries,
        industries: INDUSTRY_MIX.broad ?? {},
        aShares: false,
        top10: stock * 0.3,
        n: 6,
      }),
      ...bondHoldings(rng, {
        countries: COUNTRY_MIX.bond_global ?? {},
        corporateShare: 0.5,
        top10: (1 - stock) * 0.2,
        asOfYear,
        duration: 6,
        coupon: 4,
        n: 4,
      }),
    ].sort((a, b) => b.weight - a.weight);
    add(
      "assetClass",
      split({ Stock: stock, Bond: Math.max(0, 1 - stock - cash - other), Cash: cash, Other: other }),
    );
    add("region", region);
    add("industry", jitter(rng, INDUSTRY_MIX.broad ?? {}));
    add("bondSector", jitter(rng, BOND_SECTOR_MIX.aggregate ?? {}));
    add("creditRating", jitter(rng, RATING_MIX[cat.family === "income" ? "high_yield" : "aggregate"] ?? {}));
  }
  const rating = dist.find((d) => d.dimension === "creditRating");
  return {
    holdings,
    distributions: dist,
    ...(ytm !== undefined ? { yieldToMaturity: Math.round(ytm * 1e4) / 1e4 } : {}),
    ...(rating ? { averageCreditRating: averageRating(rating.items) } : {}),
  };
}
