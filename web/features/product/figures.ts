/** Small figures the screen derives from the API's answers. */

/** The last day's NAV change as a ratio (null under two NAVs). */
export function oneDayChange(series: [string, number, number][]): number | null {
  const last = series[series.length - 1];
  const before = series[series.length - 2];
  if (!last || !before?.[1]) return null;
  return last[1] / before[1] - 1;
}

/** Whole years between two ISO days, to one decimal (a manager's tenure). */
export function yearsBetween(from: string, to: string): number {
  const ms = Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  return Math.max(0, Math.round((ms / (365.25 * 86_400_000)) * 10) / 10);
}

/** The mean of the scored factors of a group (null when none is scored). */
export function meanScore(scores: { score: number | null }[]): number | null {
  const scored = scores.map((s) => s.score).filter((s): s is number => s !== null);
  return scored.length ? scored.reduce((a, b) => a + b, 0) / scored.length : null;
}

/** Four cells, best quarter first: which one is the product's (quartile 1 = the first cell). */
export function quartileCells(quartile: 1 | 2 | 3 | 4): boolean[] {
  return [1, 2, 3, 4].map((q) => q === quartile);
}
