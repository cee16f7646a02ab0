/**
 * Fund flows: net inflow over a window is
 * `AUM_end − AUM_start × (1 + R_window)` — the part of the AUM change not explained by the
 * return earned on the starting assets).
 */
import { addYears, isoDate } from "./dates";
import { lastIndexOnOrBefore, type Series } from "./series";

export function netInflow(input: { aumStart: number; aumEnd: number; windowReturn: number }): number {
  return input.aumEnd - input.aumStart * (1 + input.windowReturn);
}

export interface WindowFlow {
  startDate: string;
  endDate: string;
  aumStart: number;
  aumEnd: number;
  windowReturn: number;
  netInflow: number;
  /** Net inflow / starting AUM (the "top inflow" list's measure); null when AUM_start is 0. */
  netInflowRate: number | null;
  /** AUM_end / AUM_start − 1 (the "1Y AUM change rate" factor); null when AUM_start is 0. */
  aumChangeRate: number | null;
}

/**
 * Net inflow over the trailing `years` (default 1) as of the last AUM observation D: AUM and
 * total-return index are both read at their last observation on or before D − N years and
 * on or before D (the trailing-period rule). Null when either history is too short.
 */
export function trailingNetInflow(input: { aum: Series; tri: Series; years?: number }): WindowFlow | null {
  const { aum, tri, years = 1 } = input;
  const n = aum.days.length;
  if (n < 2) return null;
  const end = aum.days[n - 1]!;
  const start = addYears(end, -years);
  const a0 = lastIndexOnOrBefore(aum.days, start);
  const t0 = lastIndexOnOrBefore(tri.days, start);
  const t1 = lastIndexOnOrBefore(tri.days, end);
  if (a0 < 0 || t0 < 0 || t1 <= t0) return null;
  const aumStart = aum.values[a0]!;
  const aumEnd = aum.values[n - 1]!;
  const windowReturn = tri.values[t1]! / tri.values[t0]! - 1;
  const flow = netInflow({ aumStart, aumEnd, windowReturn });
  return {
    startDate: isoDate(aum.days[a0]!),
    endDate: isoDate(end),
    aumStart,
    aumEnd,
    windowReturn,
    netInflow: flow,
    netInflowRate: aumStart > 0 ? flow / aumStart : null,
    aumChangeRate: aumStart > 0 ? aumEnd / aumStart - 1 : null,
  };
}
