/**
 * Monthly AUM (USD) of a share class: the fund's target size split across its classes, grown
 * backwards from today through the class's own monthly returns and persistent net flows, so
 * that "net inflow = AUM_end − AUM_start × (1 + R)" (server/analytics/flows.ts) behaves like real data.
 */
import type { AumSeries, NavSeries } from "../batch";
import { type Calendars, indexAtOrAfter, indexAtOrBefore } from "./calendar";
import type { FundPlan } from "./plan";
import type { Rng } from "./prng";

/** Total-return index of a NAV series at each of its points (gaps carry the last value). */
function totalReturn(s: NavSeries): Float64Array {
  const tri = new Float64Array(s.nav.length);
  tri[0] = 1;
  let last = s.nav[0] as number;
  let d = 0;
  for (let k = 1; k < s.nav.length; k++) {
    const nav = s.nav[k] as number;
    const div = s.dividendIndex[d] === k ? (s.dividendAmount[d++] as number) : 0;
    if (Number.isNaN(nav)) {
      tri[k] = tri[k - 1] as number;
      continue;
    }
    tri[k] = (tri[k - 1] as number) * ((nav + div) / last);
    last = nav;
  }
  return tri;
}

export function aumSeries(opts: {
  plan: FundPlan;
  nav: NavSeries;
  share: number;
  calendars: Calendars;
  windowStartDay: number;
  rng: Rng;
}): AumSeries {
  const { plan, nav, share, calendars, rng } = opts;
  const days = calendars.market[plan.market].days;
  const first = days[nav.startIndex] as number;
  const last = days[nav.startIndex + nav.nav.length - 1] as number;
  const months = calendars.monthEnds;
  const m0 = indexAtOrAfter(months, first);
  const m1 = indexAtOrBefore(months, Math.max(first, last));
  const n = Math.max(1, m1 - m0 + 1);
  const tri = totalReturn(nav);
  const triAt = (day: number) => tri[Math.max(0, indexAtOrBefore(days, day) - nav.startIndex)] as number;
  const logR = new Float64Array(n);
  const noise = new Float64Array(n);
  for (let k = 1; k < n; k++) {
    logR[k] = Math.log(triAt(months[m0 + k] as number) / triAt(months[m0 + k - 1] as number));
    noise[k] =
      0.05 * rng.normal() +
      (plan.aumShock && k >= n - plan.aumShock.months ? plan.aumShock.move / plan.aumShock.months : 0);
  }
  const end = Math.log(Math.max(1e6, plan.aumUsd * share));
  let sumR = 0;
  let sumNoise = 0;
  for (let k = 1; k < n; k++) {
    sumR += logR[k] as number;
    sumNoise += noise[k] as number;
  }
  // Launched in the window: seeded with 10–60M; older: start wherever the flows lead.
  const launchedInWindow = first > opts.windowStartDay + 7;
  const start = launchedInWindow
    ? Math.min(end, Math.log(rng.uniform(10e6, 60e6) * Math.max(share, 0.2)))
    : end - sumR - sumNoise - (n - 1) * (0.004 + 0.006 * rng.normal());
  const drift = n > 1 ? (end - start - sumR - sumNoise) / (n - 1) : 0;
  const aum = new Float64Array(n);
  let log = start;
  aum[0] = Math.round(Math.exp(start) / 1000) * 1000;
  for (let k = 1; k < n; k++) {
    log += (logR[k] as number) + (noise[k] as number) + drift;
    aum[k] = Math.round(Math.exp(log) / 1000) * 1000;
  }
  return { code: nav.code, calendar: "ME", startIndex: m0, aumUsd: aum };
}
