import type { ComparisonFigures, ComparisonScreen } from "@shared/api/comparison";
import { type Period, periods, type RiskWindow } from "@shared/domain/period";
import type { MessageKey } from "@shared/messages";
import { riskRowLabels } from "./labels";

/** Which value of a row is best: the highest, the lowest, or none (a fact, not a ranking). */
export type Direction = "higher" | "lower" | "neutral";

/**
 * The positions holding the best value of a row (ties share it). Nothing is best when fewer
 * than two products have a value, when every value is the same, or for a neutral row.
 */
export function bestIndexes(values: ReadonlyArray<number | null>, direction: Direction): Set<number> {
  const best = new Set<number>();
  if (direction === "neutral") return best;
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (present.length < 2) return best;
  const target = direction === "higher" ? Math.max(...present) : Math.min(...present);
  if (present.every((v) => v === target)) return best;
  values.forEach((v, i) => {
    if (v !== null && Math.abs(v - target) <= 1e-12 * Math.max(1, Math.abs(target))) best.add(i);
  });
  return best;
}

const tierRank: Record<string, number> = { Gold: 5, Silver: 4, Bronze: 3, Neutral: 2, Bottom: 1 };

export type Format =
  | { kind: "percent"; signed?: boolean }
  | { kind: "ratio" }
  | { kind: "days" }
  | { kind: "currency" }
  | { kind: "date" }
  | { kind: "riskLevel" }
  | { kind: "stars" }
  | { kind: "tier" }
  | { kind: "dividend" };

export type FigureRow = {
  id: string;
  label: MessageKey<"comparison">;
  /** The period label's key, for the return rows' `{{period}}`. */
  period?: Period;
  direction: Direction;
  format: Format;
  /** The raw value shown (a number, an ISO date or a code), per product. */
  value: (f: ComparisonFigures) => number | string | null;
  /** The number the best value is chosen by (defaults to `value` when it is a number). */
  rank?: (f: ComparisonFigures) => number | null;
};

export type FigureGroup = {
  id: "returns" | "risk" | "facts";
  label: MessageKey<"comparison">;
  rows: FigureRow[];
};

const riskRow = (
  window: RiskWindow,
  id: "annualizedReturn" | "volatility" | "sharpe" | "sortino" | "calmar" | "maxDrawdown" | "repairDays",
  direction: Direction,
  format: Format,
): FigureRow => ({
  id: `risk.${id}`,
  label: riskRowLabels[id],
  direction,
  format,
  value: (f) => f.risk[window]?.[id] ?? null,
});

/** Every row of the key-figure table, in groups; risk figures over `window`. */
export function figureGroups(window: RiskWindow): FigureGroup[] {
  return [
    {
      id: "returns",
      label: "comparison:figures.groups.returns",
      rows: periods.map((period) => ({
        id: `return.${period}`,
        label: "comparison:figures.rows.return",
        period,
        direction: "higher",
        format: { kind: "percent", signed: true },
        value: (f) => f.returns[period] ?? null,
      })),
    },
    {
      id: "risk",
      label: "comparison:figures.groups.risk",
      rows: [
        riskRow(window, "annualizedReturn", "higher", { kind: "percent", signed: true }),
        riskRow(window, "volatility", "lower", { kind: "percent" }),
        riskRow(window, "sharpe", "higher", { kind: "ratio" }),
        riskRow(window, "sortino", "higher", { kind: "ratio" }),
        riskRow(window, "calmar", "higher", { kind: "ratio" }),
        riskRow(window, "maxDrawdown", "lower", { kind: "percent" }),
        riskRow(window, "repairDays", "lower", { kind: "days" }),
      ],
    },
    {
      id: "facts",
      label: "comparison:figures.groups.facts",
      rows: [
        {
          id: "totalExpenseRatio",
          label: "comparison:figures.rows.totalExpenseRatio",
          direction: "lower",
          format: { kind: "percent" },
          value: (f) => f.totalExpenseRatio,
        },
        {
          id: "managementFee",
          label: "comparison:figures.rows.managementFee",
          direction: "lower",
          format: { kind: "percent" },
          value: (f) => f.managementFee,
        },
        {
          id: "ratingTier",
          label: "comparison:figures.rows.ratingTier",
          direction: "higher",
          format: { kind: "tier" },
          value: (f) => f.ratingTier,
          rank: (f) => (f.ratingTier ? (tierRank[f.ratingTier] ?? null) : null),
        },
        {
          id: "starRating",
          label: "comparison:figures.rows.starRating",
          direction: "higher",
          format: { kind: "stars" },
          value: (f) => f.starRating,
        },
        {
          id: "aumUsd",
          label: "comparison:figures.rows.aumUsd",
          direction: "neutral",
          format: { kind: "currency" },
          value: (f) => f.aumUsd,
        },
        {
          id: "riskLevel",
          label: "comparison:figures.rows.riskLevel",
          direction: "neutral",
          format: { kind: "riskLevel" },
          value: (f) => f.riskLevel,
        },
        {
          id: "concentrationTop10",
          label: "comparison:figures.rows.concentrationTop10",
          direction: "neutral",
          format: { kind: "percent" },
          value: (f) => f.concentrationTop10,
        },
        {
          id: "launchDate",
          label: "comparison:figures.rows.launchDate",
          direction: "neutral",
          format: { kind: "date" },
          value: (f) => f.launchDate,
        },
        {
          id: "dividendFrequency",
          label: "comparison:figures.rows.dividendFrequency",
          direction: "neutral",
          format: { kind: "dividend" },
          value: (f) => f.dividendFrequency,
        },
      ],
    },
  ];
}

/** The number a row ranks a product by. */
export function rankOf(row: FigureRow, f: ComparisonFigures): number | null {
  if (row.rank) return row.rank(f);
  const v = row.value(f);
  return typeof v === "number" ? v : null;
}

/** A row is shown when at least one product has a value for it. */
export const rowHasValues = (row: FigureRow, figures: readonly ComparisonFigures[]) =>
  figures.some((f) => row.value(f) !== null);

/** The risk window the server paired with the period (the first product's). */
export const riskWindowOf = (data: ComparisonScreen): RiskWindow =>
  data.products[0]?.figures.riskWindow ?? "1Y";
