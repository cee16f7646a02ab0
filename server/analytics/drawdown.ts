/**
 * Drawdowns (README.md "Risk block"): wealth `W_t = Π_{i≤t}(1 + r_i)` with `W_0 = 1` counted
 * as a peak, `DD_t = W_t / max_{u≤t} W_u − 1`, exactly as PerformanceAnalytics `Drawdowns`
 * (`cumprod(1 + R) / cummax(c(1, cumprod(1 + R)))[-1] − 1`), and the worst episode as
 * `findDrawdowns` / `table.Drawdowns` delimit it.
 */
import { isoDate } from "./dates";

/** The drawdown series of a window of returns (`dd[i]` is DD after return i). */
export function drawdownSeries(returns: Float64Array): Float64Array {
  const dd = new Float64Array(returns.length);
  let w = 1;
  let peak = 1;
  for (let i = 0; i < returns.length; i++) {
    w *= 1 + returns[i]!;
    if (w > peak) peak = w;
    dd[i] = w / peak - 1;
  }
  return dd;
}

/** Max drawdown `−min DD_t`, positive, 0 when the window never fell below a peak (`maxDrawdown`). */
export function maxDrawdown(returns: Float64Array): number {
  let w = 1;
  let peak = 1;
  let min = 0;
  for (let i = 0; i < returns.length; i++) {
    w *= 1 + returns[i]!;
    if (w > peak) peak = w;
    const dd = w / peak - 1;
    if (dd < min) min = dd;
  }
  return 0 - min;
}

/**
 * The worst drawdown episode, as positions in the returns window (0-based return indices;
 * the observation before return 0 is the window's base, the `W_0 = 1` peak).
 */
export interface DrawdownEpisode {
  /** Depth, negative (e.g. −0.29). */
  depth: number;
  /** First losing return (`findDrawdowns` "from"); the peak is the observation before it. */
  from: number;
  /** Return at which the deepest point is reached (the first one on a tie). */
  trough: number;
  /** First return after the trough back at DD = 0, or null while not recovered. */
  to: number | null;
}

/**
 * Finds the deepest episode, an episode being a maximal run of returns with DD < 0; the
 * earlier one wins a tie (strict comparison in order), as `sortDrawdowns(findDrawdowns(R))[1]`.
 * Null when DD never goes below 0.
 */
export function worstDrawdownEpisode(returns: Float64Array): DrawdownEpisode | null {
  let w = 1;
  let peak = 1;
  let best: DrawdownEpisode | null = null;
  let from = -1; // start of the open episode, −1 when at a peak
  let depth = 0;
  let trough = -1;
  for (let i = 0; i < returns.length; i++) {
    w *= 1 + returns[i]!;
    if (w > peak) peak = w;
    const dd = w / peak - 1;
    if (dd < 0) {
      if (from < 0) {
        from = i;
        depth = dd;
        trough = i;
      } else if (dd < depth) {
        depth = dd;
        trough = i;
      }
    } else if (from >= 0) {
      if (best === null || depth < best.depth) best = { depth, from, trough, to: i };
      from = -1;
    }
  }
  if (from >= 0 && (best === null || depth < best.depth)) best = { depth, from, trough, to: null };
  return best;
}

/** The worst drawdown with the dates and repair figures of the API's risk block. */
export interface DrawdownSummary {
  maxDrawdown: number;
  peakDate: string | null;
  troughDate: string | null;
  recoveryDate: string | null;
  /** Calendar days from trough to recovery; null while not recovered. */
  repairDays: number | null;
  /** Observations from trough to recovery (`table.Drawdowns` "Recovery"); null while not recovered. */
  repairPeriods: number | null;
  /** Observations from the first losing one to recovery, or to one past the end if not recovered ("Length"). */
  length: number | null;
  /** Observations from the first losing one to the trough, inclusive ("To Trough"). */
  peakToTrough: number | null;
}

/**
 * Worst drawdown of `returns`, where return i ends on `days[i + 1]` and `days[0]` is the
 * base observation (the window's `W_0 = 1` peak). `days` has one entry more than `returns`.
 */
export function drawdownSummary(input: { returns: Float64Array; days: Int32Array }): DrawdownSummary {
  const { returns, days } = input;
  const e = worstDrawdownEpisode(returns);
  if (e === null) {
    return {
      maxDrawdown: 0,
      peakDate: null,
      troughDate: null,
      recoveryDate: null,
      repairDays: null,
      repairPeriods: null,
      length: null,
      peakToTrough: null,
    };
  }
  const troughDay = days[e.trough + 1]!;
  const recoveryDay = e.to === null ? null : days[e.to + 1]!;
  return {
    maxDrawdown: 0 - e.depth,
    peakDate: isoDate(days[e.from]!),
    troughDate: isoDate(troughDay),
    recoveryDate: recoveryDay === null ? null : isoDate(recoveryDay),
    repairDays: recoveryDay === null ? null : recoveryDay - troughDay,
    repairPeriods: e.to === null ? null : e.to - e.trough,
    length: (e.to ?? returns.length) - e.from + 1,
    peakToTrough: e.trough - e.from + 1,
  };
}
