/**
 * Shared by the universe tests: one cached small universe per test file, and the few series
 * helpers the checks need (total-return index, log returns, annualized volatility). The
 * analytics library has the real implementations; these stay minimal on purpose.
 */
import type { NavSeries, UniverseBatch } from "../batch";
import { generateUniverse } from "./generate";

export const TEST_AS_OF = "2026-06-30";
export const TEST_SEED = 20_260_630;

let cached: UniverseBatch | undefined;
export function smallUniverse(): UniverseBatch {
  cached ??= generateUniverse({ seed: TEST_SEED, size: "small", asOf: TEST_AS_OF });
  return cached;
}

export function navOf(batch: UniverseBatch, code: string): NavSeries {
  const s = batch.navs.find((n) => n.code === code);
  if (!s) throw new Error(`no NAV for ${code}`);
  return s;
}

/** Observations that exist (NaN = no NAV): [day, nav, dividend] per point. */
export function observations(
  batch: UniverseBatch,
  s: NavSeries,
): { day: number; nav: number; div: number }[] {
  const days = batch.calendars[s.calendar] as Int32Array;
  const divs = new Map<number, number>();
  s.dividendIndex.forEach((k, j) => {
    divs.set(k, s.dividendAmount[j] as number);
  });
  const out: { day: number; nav: number; div: number }[] = [];
  s.nav.forEach((nav, k) => {
    if (!Number.isNaN(nav)) out.push({ day: days[s.startIndex + k] as number, nav, div: divs.get(k) ?? 0 });
  });
  return out;
}

/** Total-return index: TRI_t = TRI_{t−1} × (NAV_t + D_t) / NAV_{t−1}. */
export function totalReturnIndex(batch: UniverseBatch, s: NavSeries): { day: number; tri: number }[] {
  const obs = observations(batch, s);
  const out: { day: number; tri: number }[] = [];
  let tri = 1;
  obs.forEach((o, k) => {
    if (k > 0) tri *= (o.nav + o.div) / (obs[k - 1] as { nav: number }).nav;
    out.push({ day: o.day, tri });
  });
  return out;
}

export function logReturns(values: readonly number[]): number[] {
  const r: number[] = [];
  for (let k = 1; k < values.length; k++) r.push(Math.log((values[k] as number) / (values[k - 1] as number)));
  return r;
}

export function annualizedVol(values: readonly number[], perYear = 252): number {
  const r = logReturns(values);
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  const variance = r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1);
  return Math.sqrt(variance * perYear);
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}
