import type { PortfolioComparison } from "@shared/api/portfolio";
import type { MessageKey } from "@shared/messages";

type Item = PortfolioComparison["items"][number];

/** A row of the portfolio comparison: its value per portfolio, its format and which way is better. */
export type CompareRow = {
  id: string;
  label: MessageKey<"portfolio">;
  /** The period of the 1/3/5-year rows (their label names it). */
  years?: "portfolio:results.y1" | "portfolio:results.y3" | "portfolio:results.y5";
  kind: "percent" | "signedPercent" | "ratio" | "days";
  direction: "higher" | "lower";
  value: (item: Item) => number | null;
};

/**
 * The rows compared side by side. Returns and risk-adjusted ratios: higher is better; volatility,
 * the deepest drawdown and the days to repair it: lower is better.
 */
export const compareRows: CompareRow[] = [
  {
    id: "cumulative",
    label: "portfolio:metrics.cumulativeReturn",
    kind: "signedPercent",
    direction: "higher",
    value: (i) => i.metrics?.cumulativeReturn ?? null,
  },
  {
    id: "annualized",
    label: "portfolio:metrics.annualizedReturn",
    kind: "signedPercent",
    direction: "higher",
    value: (i) => i.metrics?.annualizedReturn ?? null,
  },
  {
    id: "y1",
    label: "portfolio:metrics.annualizedReturn",
    years: "portfolio:results.y1",
    kind: "signedPercent",
    direction: "higher",
    value: (i) => i.annualized.y1,
  },
  {
    id: "y3",
    label: "portfolio:metrics.annualizedReturn",
    years: "portfolio:results.y3",
    kind: "signedPercent",
    direction: "higher",
    value: (i) => i.annualized.y3,
  },
  {
    id: "y5",
    label: "portfolio:metrics.annualizedReturn",
    years: "portfolio:results.y5",
    kind: "signedPercent",
    direction: "higher",
    value: (i) => i.annualized.y5,
  },
  {
    id: "volatility",
    label: "portfolio:metrics.volatility",
    kind: "percent",
    direction: "lower",
    value: (i) => i.metrics?.volatility ?? null,
  },
  {
    id: "sharpe",
    label: "portfolio:metrics.sharpe",
    kind: "ratio",
    direction: "higher",
    value: (i) => i.metrics?.sharpe ?? null,
  },
  {
    id: "sortino",
    label: "portfolio:metrics.sortino",
    kind: "ratio",
    direction: "higher",
    value: (i) => i.metrics?.sortino ?? null,
  },
  {
    id: "calmar",
    label: "portfolio:metrics.calmar",
    kind: "ratio",
    direction: "higher",
    value: (i) => i.metrics?.calmar ?? null,
  },
  {
    id: "maxDrawdown",
    label: "portfolio:metrics.maxDrawdown",
    kind: "percent",
    direction: "lower",
    value: (i) => i.metrics?.maxDrawdown ?? null,
  },
  {
    id: "repairDays",
    label: "portfolio:metrics.repairDays",
    kind: "days",
    direction: "lower",
    value: (i) => i.metrics?.repairDays ?? null,
  },
  {
    id: "bestYear",
    label: "portfolio:metrics.bestYear",
    kind: "signedPercent",
    direction: "higher",
    value: (i) => i.metrics?.bestYear?.return ?? null,
  },
  {
    id: "worstYear",
    label: "portfolio:metrics.worstYear",
    kind: "signedPercent",
    direction: "higher",
    value: (i) => i.metrics?.worstYear?.return ?? null,
  },
];

/** A series rebased to 100 at its first point (the comparison's growth lines). */
export function rebased(points: ReadonlyArray<readonly [string, number]>): [string, number][] {
  const first = points[0]?.[1];
  if (!first) return [];
  return points.map(([d, v]) => [d, (v / first) * 100]);
}

/** The short column label of the n-th portfolio (A, B, C). */
export const columnLetter = (index: number) => String.fromCharCode(65 + index);
