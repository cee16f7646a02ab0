/**
 * The cross-sectional half of the derive job: category averages and quartiles, category ranks
 * (tiers, stars), factor values with their market and category percentiles, curated lists.
 * Peers are products of the same type (funds with funds, ETFs with ETFs); strategy ETFs are
 * kept out of every peer group and list (they are excluded from screening).
 */
import { periods } from "../../../shared/domain/period";
import {
  buildFactorPeers,
  categoryPeriodStats,
  categoryRanking,
  curatedList,
  curatedListIds,
  type FactorId,
  type FactorValues,
  factorIds,
  factorScores,
  type ListCandidate,
} from "../../analytics";
import type { ProductFigures } from "./product-figures";
import type { DerivedCategory, DerivedProduct } from "./types";

/** What the cross-section reads of a product besides its figures (server/data/batch.ts `Product`). */
export interface ProductFacts {
  code: string;
  productType: string;
  category: string | null;
  assetClass: string | null;
  isStrategy: boolean;
  totalExpenseRatio: number | null;
  sevenDayYield: number | null;
  yieldToMaturity: number | null;
  effectiveDuration: number | null;
  premiumRate: number | null;
  /** Quality score of the credit-rating distribution (analytics creditRatingScore). */
  bondAverageRating: number | null;
  companyExperienceYears: number | null;
  companyAumUsd: number | null;
  companyFundCount: number | null;
  managerAumUsd: number | null;
  managerTenureYears: number | null;
}

export interface CrossSectionResult {
  products: DerivedProduct[];
  categories: DerivedCategory[];
  lists: Array<{ list: string; entries: Array<{ code: string; value: number }> }>;
}

const num = (x: number | null | undefined): number | null =>
  typeof x === "number" && Number.isFinite(x) ? x : null;

export function crossSection(
  rows: ReadonlyArray<{ facts: ProductFacts; figures: ProductFigures }>,
): CrossSectionResult {
  const out: DerivedProduct[] = rows.map(({ figures }) => ({
    ...figures,
    rank: null,
    factors: {},
    lists: [],
    alerts: [],
  }));
  const byCode = new Map(out.map((p) => [p.code, p]));
  const categories: DerivedCategory[] = [];

  // ---- categories: averages, quartiles, ranks ----
  const groups = new Map<string, number[]>();
  rows.forEach(({ facts }, i) => {
    if (!facts.category || facts.isStrategy) return;
    const key = `${facts.productType}\u0000${facts.category}`;
    pushTo(groups, key, i);
  });
  const excess1y = new Float64Array(rows.length).fill(Number.NaN);
  const excess3y = new Float64Array(rows.length).fill(Number.NaN);
  for (const [key, members] of groups) {
    const [productType, category] = key.split("\u0000") as [string, string];
    const periodAverages: DerivedCategory["periodAverages"] = {};
    for (const p of periods) {
      const stats = categoryPeriodStats(members.map((i) => out[i]!.periods[p].return));
      periodAverages[p] = stats.average;
      members.forEach((i, k) => {
        out[i]!.periods[p].categoryAverage = stats.average;
        out[i]!.periods[p].quartile = stats.quartiles[k] ?? null;
      });
    }
    const a3 = members
      .map((j) => out[j]!.periods["3Y"].annualized ?? null)
      .filter((x): x is number => x !== null);
    const mean3y = a3.length > 0 ? a3.reduce((a, b) => a + b, 0) / a3.length : null;
    for (const i of members) {
      const r1 = out[i]!.periods["1Y"].return;
      const r3 = out[i]!.periods["3Y"].annualized ?? null;
      if (r1 !== null && periodAverages["1Y"] != null) excess1y[i] = r1 - periodAverages["1Y"];
      if (r3 !== null && mean3y !== null) excess3y[i] = r3 - mean3y;
    }
    const years = new Map<number, { sum: number; n: number }>();
    for (const i of members) {
      for (const y of out[i]!.calendarYears) {
        const acc = years.get(y.year) ?? { sum: 0, n: 0 };
        acc.sum += y.return;
        acc.n++;
        years.set(y.year, acc);
      }
    }
    const ranking = categoryRanking(
      members.map((i) => {
        const r = out[i]!.risk;
        return {
          fundCode: out[i]!.code,
          sharpe3y: r["3Y"]?.sharpe ?? null,
          return3y: r["3Y"]?.annualizedReturn ?? null,
          maxDrawdown3y: r["3Y"]?.maxDrawdown ?? null,
          sharpe1y: r["1Y"]?.sharpe ?? null,
          return1y: r["1Y"]?.annualizedReturn ?? null,
          maxDrawdown1y: r["1Y"]?.maxDrawdown ?? null,
          totalExpenseRatio: rows[i]!.facts.totalExpenseRatio,
        };
      }),
    );
    ranking.ranks.forEach(({ fundCode, ...rank }) => {
      byCode.get(fundCode)!.rank = { ...rank, horizon: ranking.horizon };
    });
    categories.push({
      category,
      productType,
      size: members.length,
      rankedSize: ranking.ranks[0]?.categorySize ?? 0,
      horizon: ranking.horizon,
      periodAverages,
      calendarYearAverages: Object.fromEntries(
        [...years].sort((a, b) => a[0] - b[0]).map(([y, { sum, n }]) => [String(y), sum / n]),
      ),
    });
  }

  // ---- factors: raw values, then percentiles in the market (same type) and the category ----
  const values: FactorValues[] = rows.map(({ facts }, i) =>
    factorValues(facts, out[i]!, excess1y[i]!, excess3y[i]!),
  );
  const scoreIn = (members: number[], slot: "market" | "category") => {
    const peers = buildFactorPeers(members.map((i) => values[i]!));
    for (const i of members) {
      const { groups: scored } = factorScores({ values: values[i]!, peers });
      for (const list of Object.values(scored)) {
        for (const s of list) {
          if (s.value === null) continue;
          const factors = out[i]!.factors;
          factors[s.factor] ??= { value: s.value, market: null, category: null };
          factors[s.factor]![slot] = s.percentile;
        }
      }
    }
  };
  const markets = new Map<string, number[]>();
  rows.forEach(({ facts }, i) => {
    if (facts.isStrategy) return;
    pushTo(markets, facts.productType, i);
  });
  for (const members of markets.values()) scoreIn(members, "market");
  for (const members of groups.values()) scoreIn(members, "category");

  // ---- curated lists, per product type ----
  const lists: CrossSectionResult["lists"] = [];
  for (const [productType, members] of markets) {
    const candidates: ListCandidate[] = members.map((i) => {
      const { facts } = rows[i]!;
      const p = out[i]!;
      return {
        fundCode: p.code,
        category: facts.category,
        isMoneyMarket: facts.assetClass === "Cash",
        isBond: facts.assetClass === "Bond",
        return1y: p.periods["1Y"].return,
        sharpe1y: p.risk["1Y"]?.sharpe ?? null,
        netInflowRate1y: p.flow1y?.netInflowRate ?? null,
        sevenDayYieldStdDev1y: p.sevenDayYieldStdDev1y,
        maxDrawdown3y: p.risk["3Y"]?.maxDrawdown ?? null,
        repairDays3y: p.risk["3Y"]?.repairDays ?? null,
        effectiveDuration: facts.effectiveDuration,
      };
    });
    for (const id of curatedListIds) {
      const list = `${productType}:${id}`;
      const entries = curatedList(id, candidates).map((e) => ({ code: e.fundCode, value: e.value }));
      for (const e of entries) byCode.get(e.code)!.lists.push(list);
      lists.push({ list, entries });
    }
  }
  return { products: out, categories, lists };
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function factorValues(
  facts: ProductFacts,
  p: DerivedProduct,
  excess1y: number,
  excess3y: number,
): FactorValues {
  const r1 = p.risk["1Y"];
  const v: Record<FactorId, number | null> = {
    return1y: num(p.periods["1Y"].return),
    excessReturn1y: num(excess1y),
    excessReturn3y: num(excess3y),
    sharpe1y: num(r1?.sharpe),
    calmar1y: num(r1?.calmar),
    rollingSharpe3y: num(p.rolling3y.sharpe),
    sevenDayYield: num(facts.sevenDayYield),
    volatility1y: num(r1?.volatility),
    maxDrawdown1y: num(r1?.maxDrawdown),
    repairDays: num(p.risk["3Y"]?.repairDays),
    rollingMaxDrawdown3y: num(p.rolling3y.maxDrawdown),
    rollingVolatility3y: num(p.rolling3y.volatility),
    aumUsd: num(p.aumUsd),
    aumChangeRate1y: num(p.flow1y?.aumChangeRate),
    aumModerate: num(p.aumUsd),
    netInflow1yUsd: num(p.flow1y?.netInflowUsd),
    companyExperienceYears: num(facts.companyExperienceYears),
    companyAumUsd: num(facts.companyAumUsd),
    companyFundCount: num(facts.companyFundCount),
    managerAumUsd: num(facts.managerAumUsd),
    managerTenureYears: num(facts.managerTenureYears),
    totalExpenseRatio: num(facts.totalExpenseRatio),
    bondAverageRating: num(facts.bondAverageRating),
    yieldToMaturity: num(facts.yieldToMaturity),
    effectiveDuration: num(facts.effectiveDuration),
    premiumRate: num(facts.premiumRate),
  };
  for (const id of factorIds) if (v[id] === null) delete v[id];
  return v;
}
