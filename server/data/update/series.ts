/**
 * The per-product series besides NAV that move with the new day: AUM on the month-end
 * calendar (`ME`: month ends plus asOf, universe/calendar.ts) and money-market classes'
 * published 7-day yield (universe/nav.ts sevenDayYields). Each change is a splice of the
 * stored row — drop `skip` values at the start, keep the next `keep`, append `tail` — applied
 * in SQL, so the rows are never read whole.
 */
import { SEVEN_DAY_YIELD_DAYS } from "../universe/nav";
import { rngFor } from "../universe/prng";
import type { ProductDay } from "./products";
import type { RowTail } from "./stored";

export interface SeriesSplice {
  code: string;
  kind: "aum" | "sevenDayYield";
  /** The row's start index after the splice. */
  startIndex: number;
  skip: number;
  keep: number;
  tail: Float64Array;
  /** How many values the row gains. */
  grows: number;
}

/**
 * Net flows: aum.ts draws 5% a month (log sd); on a dealing day the AUM moves by the class's
 * total return and a flow of the same monthly size spread over about 21 dealing days.
 */
const DAILY_FLOW_SD = 0.05 / Math.sqrt(21);

const roundAum = (x: number) => Math.round(x / 1000) * 1000;

/**
 * AUM splices. The old `ME` calendar ended on the previous asOf (a month end or not); the new
 * one keeps its first `keptMonthEnds` entries, then lists the month ends passed since and the
 * new day. A current product's AUM keeps its values on the kept entries; a month end passed
 * over a weekend carries the last value; the new day's value is the last one grown by the
 * product's return and a flow (when it dealt that day; otherwise it is carried too).
 */
export function aumSplices(opts: {
  seed: number;
  day: number;
  stored: ReadonlyMap<string, RowTail>;
  storedMonthEnds: Int32Array;
  monthEnds: Int32Array;
  keptMonthEnds: number;
  products: ProductDay;
}): SeriesSplice[] {
  const { seed, day, monthEnds, products } = opts;
  const end = opts.storedMonthEnds.length - 1;
  const out: SeriesSplice[] = [];
  for (const row of opts.stored.values()) {
    if (!products.current.has(row.code) || row.startIndex + row.length - 1 !== end) continue;
    const keep = Math.max(0, opts.keptMonthEnds - row.startIndex);
    const tail = new Float64Array(monthEnds.length - row.startIndex - keep);
    const dealt = products.classes.get(row.code);
    const flow = dealt ? Math.exp(DAILY_FLOW_SD * rngFor(seed, "update-aum", row.code, day).normal()) : 1;
    for (let j = 0; j < tail.length; j++) {
      const on = monthEnds[row.startIndex + keep + j] as number;
      tail[j] = on < day ? row.last : roundAum(row.last * (dealt?.growth ?? 1) * flow);
    }
    const grows = keep + tail.length - row.length;
    out.push({ code: row.code, kind: "aum", startIndex: row.startIndex, skip: 0, keep, tail, grows });
  }
  return out;
}

/** 7-day yield splices of the money-market classes that dealt (the window keeps its generated length). */
export function sevenDayYieldSplices(
  stored: ReadonlyMap<string, RowTail>,
  products: ProductDay,
): SeriesSplice[] {
  const out: SeriesSplice[] = [];
  for (const [code, c] of products.classes) {
    const row = stored.get(code);
    if (c.sevenDayYield === undefined || !row) continue;
    if (row.startIndex + row.length !== c.append.startIndex + c.append.at)
      throw new Error(`the 7-day yield of ${code} does not end on its last NAV`);
    const skip = row.length >= SEVEN_DAY_YIELD_DAYS ? 1 : 0;
    out.push({
      code,
      kind: "sevenDayYield",
      startIndex: row.startIndex + skip,
      skip,
      keep: row.length - skip,
      tail: Float64Array.of(c.sevenDayYield),
      grows: 1 - skip,
    });
  }
  return out;
}
