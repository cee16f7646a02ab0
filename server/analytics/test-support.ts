/**
 * Fixtures for the analytics tests and the benchmark (not part of the library's API):
 * calendars, a seeded PRNG and price paths, all deterministic.
 */
import { addMonths, daysInMonth, packedCivil, parseIsoDate } from "./dates";

export const f64 = (...x: number[]): Float64Array => Float64Array.from(x);

/** Monday–Friday days starting on or after `from`. */
export function weekdays(from: string, count: number): Int32Array {
  const out = new Int32Array(count);
  let n = 0;
  for (let day = parseIsoDate(from); n < count; day++) {
    const dow = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday, 6 = Saturday
    if (dow !== 0 && dow !== 6) out[n++] = day;
  }
  return out;
}

/** Calendar month ends from the month of `from`. */
export function monthEnds(from: string, count: number): Int32Array {
  const first = parseIsoDate(from);
  return Int32Array.from({ length: count }, (_, i) => {
    const d = addMonths(first, i);
    const c = packedCivil(d);
    return d - (c % 100) + daysInMonth(Math.floor(c / 10000), Math.floor(c / 100) % 100);
  });
}

/** mulberry32: small, fast, seeded uniform [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draws by Box–Muller from a uniform source. */
export function normal(next: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

/** A price path from 100 with i.i.d. normal returns (drift, volatility per period). */
export function randomPrices(input: {
  count: number;
  seed: number;
  drift?: number;
  vol?: number;
}): Float64Array {
  const { count, seed, drift = 0.0003, vol = 0.01 } = input;
  const z = normal(rng(seed));
  const p = new Float64Array(count);
  p[0] = 100;
  for (let i = 1; i < count; i++) p[i] = p[i - 1]! * (1 + drift + vol * z());
  return p;
}

/** Prices 100 · Π(1 + r) with a base of 100 before the first return. */
export function pricesFromReturns(returns: ArrayLike<number>): Float64Array {
  const p = new Float64Array(returns.length + 1);
  p[0] = 100;
  for (let i = 0; i < returns.length; i++) p[i + 1] = p[i]! * (1 + returns[i]!);
  return p;
}
