/**
 * Look-through distribution of a portfolio: each holding's distribution (asset class, region,
 * industry — as `GET /v1/app/fund/distribution` answers them) weighted by the holding's portfolio
 * weight and summed per label.
 */

export const lookThroughDimensions = ["assetClass", "region", "industry"] as const;
export type LookThroughDimension = (typeof lookThroughDimensions)[number];

export interface WeightedLabel {
  label: string;
  weight: number;
}

export type HoldingDistribution = Partial<Record<LookThroughDimension, readonly WeightedLabel[]>>;

/** Label for the part of the portfolio whose holdings do not report a dimension. */
export const UNKNOWN_LABEL = "Unknown";

/**
 * Σ_j w_j · d_j(label) per dimension, labels sorted by weight (descending, then by name).
 * A holding's weights are fractions of that holding; a shortfall below 1 and holdings
 * without the dimension count as `Unknown` (so each dimension sums to 1), and a holding whose
 * weights add up to more than 1 (percent figures, overlaps) is scaled down to 1.
 */
export function lookThrough(input: {
  weights: ArrayLike<number>;
  distributions: ReadonlyArray<HoldingDistribution | undefined>;
}): Record<LookThroughDimension, WeightedLabel[]> {
  const { weights, distributions } = input;
  const out = {} as Record<LookThroughDimension, WeightedLabel[]>;
  for (const dim of lookThroughDimensions) {
    const totals = new Map<string, number>();
    const add = (label: string, w: number) => totals.set(label, (totals.get(label) ?? 0) + w);
    for (let j = 0; j < weights.length; j++) {
      const w = weights[j]!;
      if (!(w > 0)) continue;
      const rows = distributions[j]?.[dim] ?? [];
      let sum = 0;
      for (const row of rows) if (row.weight > 0) sum += row.weight;
      if (sum === 0) {
        add(UNKNOWN_LABEL, w);
        continue;
      }
      const norm = sum > 1 ? sum : 1;
      for (const row of rows) if (row.weight > 0) add(row.label, (w * row.weight) / norm);
      if (sum < 1) add(UNKNOWN_LABEL, w * (1 - sum));
    }
    out[dim] = [...totals]
      .map(([label, weight]) => ({ label, weight }))
      .sort((a, b) => b.weight - a.weight || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  }
  return out;
}
