/** Helpers of convert-shared-data.ts: dividends from a total-return index, CSV output. */
import { writeFileSync } from "node:fs";

/**
 * Dividends that make the analytics library's total-return index, `TRI_t = TRI_{t−1} × (NAV_t + D_t) /
 * NAV_{t−1}`, follow a published total-return index `tri` for the prices `nav`.
 *
 * The ratio tri/nav only steps up on ex-dates; between them it wobbles by the rounding of both
 * files (prices and indices have 2–4 decimals). Those wobbles go both ways, while dividends only
 * raise it, so the largest fall of the ratio measures the noise. The rebuilt index R follows the
 * prices; when the published index is above R by more than twice that noise, on that day and
 * the next, the day gets the dividend that puts R back on the published index. R therefore never drifts: it stays within
 * about the noise of the published index, and a tiny dividend missed on its day is caught up
 * on a later one.
 */
export function deriveDividends(
  nav: Float64Array,
  tri: Float64Array,
): { dividend: Float64Array; tolerance: number; maxError: number } {
  const n = nav.length;
  const dividend = new Float64Array(n);
  if (n === 0) return { dividend, tolerance: 0, maxError: 0 };
  let noise = 0;
  for (let t = 1; t < n; t++) {
    const change = tri[t]! / nav[t]! / (tri[t - 1]! / nav[t - 1]!) - 1;
    noise = Math.max(noise, -change);
  }
  const tolerance = Math.max(1e-6, 2 * noise);
  const scale = nav[0]! / tri[0]!; // the rebuilt index starts at the first NAV
  let rebuilt = nav[0]!;
  let maxError = 0;
  for (let t = 1; t < n; t++) {
    const target = tri[t]! * scale;
    const withoutDividend = (rebuilt * nav[t]!) / nav[t - 1]!;
    // a real ex-date lifts the ratio for good; a rounding blip is gone the next day
    const lasts =
      t + 1 === n || (tri[t + 1]! * scale) / ((withoutDividend * nav[t + 1]!) / nav[t]!) - 1 > tolerance;
    if (target / withoutDividend - 1 > tolerance && lasts) {
      // dividends are written with 8 decimals; R follows the rounded amount, as an import will
      const d = Number(((nav[t - 1]! * target) / rebuilt - nav[t]!).toFixed(8));
      dividend[t] = d;
      rebuilt = (rebuilt * (nav[t]! + d)) / nav[t - 1]!;
    } else {
      rebuilt = withoutDividend;
    }
    maxError = Math.max(maxError, Math.abs(rebuilt / target - 1));
  }
  return { dividend, tolerance, maxError };
}

/** The dividendFrequency vocabulary (server/data/batch.ts) from payments per year. */
export function dividendFrequency(payments: number, years: number): string {
  if (payments === 0) return "none";
  const perYear = payments / Math.max(years, 1);
  if (perYear >= 10) return "monthly";
  if (perYear >= 3.5) return "quarterly";
  if (perYear >= 1.6) return "semi-annually";
  if (perYear >= 0.8) return "annually";
  return "irregular";
}

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, quotes doubled. */
function csvField(value: string | number | boolean | undefined): string {
  if (value === undefined) return "";
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function writeCsv(
  file: string,
  header: readonly string[],
  rows: readonly (string | number | boolean | undefined)[][],
): void {
  const lines = [header.join(","), ...rows.map((r) => r.map(csvField).join(","))];
  writeFileSync(file, `${lines.join("\n")}\n`);
}
