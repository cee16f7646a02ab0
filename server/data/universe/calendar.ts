/**
 * Trading calendars. The factor model runs on one grid of all weekdays (`WD`); each market
 * calendar is the weekdays minus that market's holidays, with `wd[i]` pointing back into the
 * grid so a product's return between two of its trading days is a difference of cumulative
 * factor levels. Holidays follow each exchange's usual rules; lunar holidays are placed by
 * offsets from the Lunar New Year (close enough for demo data, never used for settlement).
 */
import { type CalendarId, type Market, markets, toDayNumber } from "../batch";

export interface Calendar {
  id: CalendarId;
  days: Int32Array;
  /** For each day, its index in the weekday grid. */
  wd: Int32Array;
}

export interface Calendars {
  grid: Calendar;
  market: Record<Market, Calendar>;
  /** Month-end days (plus asOf when it is not one), for AUM history. */
  monthEnds: Int32Array;
}

const ymd = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;

function nthWeekday(y: number, m: number, wday: number, n: number): number {
  const first = ymd(y, m, 1);
  return first + ((wday - weekday(first) + 7) % 7) + 7 * (n - 1);
}
function lastWeekday(y: number, m: number, wday: number): number {
  const last = ymd(y, m + 1, 0);
  return last - ((weekday(last) - wday + 7) % 7);
}
/** Gregorian Easter Sunday (anonymous algorithm, Meeus/Jones/Butcher). */
function easter(y: number): number {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(y, month, day);
}

/** Lunar New Year's day, 2000–2040 (public almanac dates); other years fall back to Feb 5. */
// biome-ignore format: a table
const LUNAR_NEW_YEAR = [
  "02-05", "01-24", "02-12", "02-01", "01-22", "02-09", "01-29", "02-18", "02-07", "01-26",
  "02-14", "02-03", "01-23", "02-10", "01-31", "02-19", "02-08", "01-28", "02-16", "02-05",
  "01-25", "02-12", "02-01", "01-22", "02-10", "01-29", "02-17", "02-06", "01-26", "02-13",
  "02-03", "01-23", "02-11", "01-31", "02-19", "02-08", "01-28", "02-15", "02-04", "01-24", "02-12",
];
function lunarNewYear(y: number): number {
  const md = LUNAR_NEW_YEAR[y - 2000] ?? "02-05";
  return toDayNumber(`${y}-${md}`);
}

type Shift = "none" | "sunToMon" | "us";
function observed(day: number, shift: Shift): number {
  const w = weekday(day);
  if (shift === "us") return w === 6 ? day - 1 : w === 0 ? day + 1 : day;
  if (shift === "sunToMon") return w === 0 ? day + 1 : day;
  return day;
}

function holidays(market: Market, y: number): number[] {
  const lny = lunarNewYear(y);
  const e = easter(y);
  const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
  switch (market) {
    case "HK":
      return [
        ...[ymd(y, 1, 1), ymd(y, 5, 1), ymd(y, 7, 1), ymd(y, 10, 1), ymd(y, 12, 25)].map((d) =>
          observed(d, "sunToMon"),
        ),
        ymd(y, 12, 26),
        ...range(lny, 3),
        ymd(y, 4, 5),
        e - 2,
        e + 1,
        lny + 95, // Buddha's Birthday (4th lunar month, 8th day)
        lny + 122, // Tuen Ng
        lny + 222, // day after Mid-Autumn
        lny + 244, // Chung Yeung
      ];
    case "CN":
      // Mainland exchanges close on weekdays only; the Spring Festival and National Day weeks
      // make the longest gaps (up to 10 calendar days between sessions).
      return [
        ymd(y, 1, 1),
        ...range(lny - 1, 7),
        ymd(y, 4, 4),
        ...range(ymd(y, 5, 1), 3),
        lny + 122,
        lny + 221,
      ].concat(range(ymd(y, 10, 1), 7));
    case "SG":
      return [
        ...[ymd(y, 1, 1), ymd(y, 5, 1), ymd(y, 8, 9), ymd(y, 12, 25)].map((d) => observed(d, "sunToMon")),
        ...range(lny, 2),
        e - 2,
        lny + 100, // Vesak
        lny + 270, // Deepavali (approximate)
      ];
    case "US": {
      const list = [
        observed(ymd(y, 1, 1), "us"),
        nthWeekday(y, 1, 1, 3),
        nthWeekday(y, 2, 1, 3),
        e - 2,
        lastWeekday(y, 5, 1),
        observed(ymd(y, 7, 4), "us"),
        nthWeekday(y, 9, 1, 1),
        nthWeekday(y, 11, 4, 4),
        observed(ymd(y, 12, 25), "us"),
      ];
      if (y >= 2022) list.push(observed(ymd(y, 6, 19), "us"));
      return list;
    }
    case "EU":
      return [ymd(y, 1, 1), e - 2, e + 1, ymd(y, 5, 1), ymd(y, 12, 25), ymd(y, 12, 26)];
    case "JP":
      return [
        ...range(ymd(y, 1, 1), 3),
        nthWeekday(y, 1, 1, 2),
        ...[ymd(y, 2, 11), ymd(y, 3, 20), ymd(y, 4, 29), ymd(y, 5, 3), ymd(y, 5, 4), ymd(y, 5, 5)].map((d) =>
          observed(d, "sunToMon"),
        ),
        ...(y >= 2020 ? [observed(ymd(y, 2, 23), "sunToMon")] : []),
        nthWeekday(y, 7, 1, 3),
        observed(ymd(y, 8, 11), "sunToMon"),
        nthWeekday(y, 9, 1, 3),
        observed(ymd(y, 9, 23), "sunToMon"),
        nthWeekday(y, 10, 1, 2),
        observed(ymd(y, 11, 3), "sunToMon"),
        observed(ymd(y, 11, 23), "sunToMon"),
        ymd(y, 12, 31),
      ];
  }
}

function yearOf(day: number): number {
  return new Date(day * 86_400_000).getUTCFullYear();
}

export function buildCalendars(startDay: number, endDay: number): Calendars {
  const gridDays: number[] = [];
  for (let d = startDay; d <= endDay; d++) {
    const w = weekday(d);
    if (w !== 0 && w !== 6) gridDays.push(d);
  }
  const days = Int32Array.from(gridDays);
  const grid: Calendar = { id: "WD", days, wd: Int32Array.from(days, (_, i) => i) };
  const market = {} as Record<Market, Calendar>;
  for (const m of markets) {
    const closed = new Set<number>();
    for (let y = yearOf(startDay); y <= yearOf(endDay); y++) for (const h of holidays(m, y)) closed.add(h);
    const idx: number[] = [];
    for (let i = 0; i < days.length; i++) if (!closed.has(days[i] as number)) idx.push(i);
    market[m] = { id: m, days: Int32Array.from(idx, (i) => days[i] as number), wd: Int32Array.from(idx) };
  }
  const monthEnds: number[] = [];
  for (let d = startDay; d <= endDay; d++) {
    if (yearOf(d + 1) !== yearOf(d) || new Date((d + 1) * 86_400_000).getUTCDate() === 1) monthEnds.push(d);
  }
  if (monthEnds[monthEnds.length - 1] !== endDay) monthEnds.push(endDay);
  return { grid, market, monthEnds: Int32Array.from(monthEnds) };
}

/** Index of the last element ≤ day (−1 when none); `days` ascending. */
export function indexAtOrBefore(days: Int32Array, day: number): number {
  let lo = 0;
  let hi = days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as number) <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Index of the first element ≥ day (days.length when none). */
export function indexAtOrAfter(days: Int32Array, day: number): number {
  const i = indexAtOrBefore(days, day);
  return i >= 0 && days[i] === day ? i : i + 1;
}
