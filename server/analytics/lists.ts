/**
 * Curated lists (README.md "Curated lists"; ids in shared/domain/product.ts; cut-offs in
 * `LIST_RULES`). "Top x%" uses the position fraction of percentile.ts: position k of n (ties share the better
 * position) is in when k/n ≤ x, so a tie at the cut-off takes all tied products in.
 */

import { type CuratedListId, curatedListIds } from "../../shared/domain/product";
import { addYears } from "./dates";
import { inTop, positions } from "./percentile";
import { lastIndexOnOrBefore, type Series } from "./series";
import { stdDev } from "./stats";

export { type CuratedListId, curatedListIds };

export const LIST_RULES = {
  topExcessReturnFraction: 0.25,
  topInflowFraction: 0.25,
  stableYieldFraction: 0.3,
  topAnnualizedFraction: 0.3,
  fastReboundFraction: 0.1,
  fastReboundMinDrawdown: 0.05,
  shortTermMaxDurationYears: 3.5,
  highSharpeMin: 1,
} as const;

/** What the lists read from a product; the service fills what it has (missing = not eligible). */
export interface ListCandidate {
  fundCode: string;
  category?: string | null;
  isMoneyMarket?: boolean;
  isBond?: boolean;
  return1y?: number | null;
  sharpe1y?: number | null;
  /** 1Y net inflow / starting AUM (flows.ts `netInflowRate`). */
  netInflowRate1y?: number | null;
  /** Sample standard deviation of the 7-day yield over the last year (`sevenDayYieldStdDev`). */
  sevenDayYieldStdDev1y?: number | null;
  /** Worst drawdown of the 3Y window (positive) and its repair days; repair null while not recovered. */
  maxDrawdown3y?: number | null;
  repairDays3y?: number | null;
  effectiveDuration?: number | null;
}

export interface ListEntry {
  fundCode: string;
  /** The figure the list ranks by. */
  value: number;
}

const finite = (x: number | null | undefined): x is number => typeof x === "number" && Number.isFinite(x);

/** Best first by value in `direction`. */
const byValue = (direction: "higher" | "lower") => (a: ListEntry, b: ListEntry) =>
  direction === "higher" ? b.value - a.value : a.value - b.value;

/** Keeps the top `fraction` of `rows` by value in `direction`, best first. */
function top(rows: ListEntry[], fraction: number, direction: "higher" | "lower"): ListEntry[] {
  const k = positions(
    rows.map((r) => r.value),
    direction,
  );
  return rows.filter((_, i) => inTop(k[i]!, rows.length, fraction)).sort(byValue(direction));
}

/** The products of a curated list, best first, each with the figure it was ranked by. */
export function curatedList(list: CuratedListId, candidates: readonly ListCandidate[]): ListEntry[] {
  const R = LIST_RULES;
  const rows = (pick: (c: ListCandidate) => number | null | undefined, keep = (_c: ListCandidate) => true) =>
    candidates
      .filter((c) => keep(c) && finite(pick(c)))
      .map((c) => ({ fundCode: c.fundCode, value: pick(c)! }));
  switch (list) {
    case "top_excess_return_1y": {
      // within each category: 1Y return minus the category's mean 1Y return
      const byCategory = new Map<string, ListCandidate[]>();
      for (const c of candidates) {
        if (!finite(c.return1y) || !c.category) continue;
        byCategory.set(c.category, [...(byCategory.get(c.category) ?? []), c]);
      }
      const out: ListEntry[] = [];
      for (const members of byCategory.values()) {
        const mean = members.reduce((a, c) => a + c.return1y!, 0) / members.length;
        const excess = members.map((c) => ({ fundCode: c.fundCode, value: c.return1y! - mean }));
        out.push(...top(excess, R.topExcessReturnFraction, "higher"));
      }
      return out.sort(byValue("higher"));
    }
    case "top_inflow_1y":
      return top(
        rows((c) => c.netInflowRate1y),
        R.topInflowFraction,
        "higher",
      );
    case "stable_7d_yield":
      return top(
        rows(
          (c) => c.sevenDayYieldStdDev1y,
          (c) => c.isMoneyMarket === true,
        ),
        R.stableYieldFraction,
        "lower",
      );
    case "top_annualized_1y":
      return top(
        rows((c) => c.return1y),
        R.topAnnualizedFraction,
        "higher",
      );
    case "fast_rebound":
      return top(
        rows(
          (c) => c.repairDays3y,
          (c) => finite(c.maxDrawdown3y) && c.maxDrawdown3y >= R.fastReboundMinDrawdown,
        ),
        R.fastReboundFraction,
        "lower",
      );
    case "short_term_bond":
      return rows(
        (c) => c.effectiveDuration,
        (c) =>
          c.isBond === true &&
          finite(c.effectiveDuration) &&
          c.effectiveDuration < R.shortTermMaxDurationYears,
      ).sort(byValue("lower"));
    case "high_sharpe":
      return rows(
        (c) => c.sharpe1y,
        (c) => finite(c.sharpe1y) && c.sharpe1y > R.highSharpeMin,
      ).sort(byValue("higher"));
  }
}

/**
 * Sample standard deviation of a money-market fund's 7-day yield over the year to its last
 * observation D: observations dated in [D − 1Y, D]; null when the history starts after
 * D − 1Y (never a shorter period) or fewer than two observations fall in the year.
 */
export function sevenDayYieldStdDev(yields: Series): number | null {
  const n = yields.days.length;
  if (n < 2) return null;
  const start = addYears(yields.days[n - 1]!, -1);
  if (yields.days[0]! > start) return null;
  const first = lastIndexOnOrBefore(yields.days, start - 1) + 1;
  const sd = stdDev(yields.values.subarray(first));
  return Number.isFinite(sd) ? sd + 0 : null;
}
