/**
 * Drift and the "rebalance with new money" helper, on weights as decimals (0.25 = 25%).
 * Drift is the current weight minus the target; beyond ±5 percentage points it is flagged.
 */
export const DRIFT_THRESHOLD = 0.05;

export type WeightRow = { fundCode: string; weight: number };
export type DriftRow = { fundCode: string; target: number; current: number; drift: number; flagged: boolean };

export function driftRows(target: readonly WeightRow[], current: readonly WeightRow[]): DriftRow[] {
  const currentOf = new Map(current.map((r) => [r.fundCode, r.weight]));
  return target.map((t) => {
    const now = currentOf.get(t.fundCode) ?? 0;
    const drift = now - t.weight;
    return {
      fundCode: t.fundCode,
      target: t.weight,
      current: now,
      drift,
      flagged: Math.abs(drift) > DRIFT_THRESHOLD + 1e-12,
    };
  });
}

export type NewMoneyRow = { fundCode: string; amount: number; weightAfter: number };

/**
 * How to split a new contribution without selling: each holding's shortfall is measured against
 * its target at the new total (current value + contribution); the money fills the shortfalls in
 * proportion to their size (all of them when it is enough), and what is left over follows the
 * target weights. Overweight holdings get nothing. Amounts add up to `amount`.
 *
 * @param value the portfolio's current value
 */
export function newMoneySplit(input: {
  target: readonly WeightRow[];
  current: readonly WeightRow[];
  value: number;
  amount: number;
}): NewMoneyRow[] {
  const { target, current, value, amount } = input;
  const currentOf = new Map(current.map((r) => [r.fundCode, r.weight]));
  const holdings = target.map((t) => ({
    fundCode: t.fundCode,
    target: t.weight,
    held: Math.max(0, (currentOf.get(t.fundCode) ?? 0) * value),
  }));
  if (!(amount > 0) || holdings.length === 0)
    return holdings.map((h) => ({
      fundCode: h.fundCode,
      amount: 0,
      weightAfter: value > 0 ? h.held / value : 0,
    }));
  const totalAfter = value + amount;
  const targetSum = holdings.reduce((s, h) => s + h.target, 0) || 1;
  // shortfall of each holding to its target at the new total
  const gaps = holdings.map((h) => Math.max(0, (h.target / targetSum) * totalAfter - h.held));
  const gapSum = gaps.reduce((s, g) => s + g, 0);
  let amounts: number[];
  if (gapSum <= amount) {
    // every gap filled; the rest (only with rounding) by target weight
    const rest = amount - gapSum;
    amounts = gaps.map((g, i) => g + (rest * (holdings[i]?.target ?? 0)) / targetSum);
  } else {
    // not enough to reach the targets: fill the gaps proportionally to their size
    amounts = gaps.map((g) => (g / gapSum) * amount);
  }
  return holdings.map((h, i) => {
    const add = amounts[i] ?? 0;
    return { fundCode: h.fundCode, amount: add, weightAfter: (h.held + add) / totalAfter };
  });
}
