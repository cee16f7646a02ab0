/**
 * Calendar arithmetic on day numbers (days since 1970-01-01, proleptic Gregorian, no time zone).
 * Series carry dates as Int32Array day numbers so that window searches are integer compares;
 * ISO strings appear only at the edges (inputs parsed once, outputs formatted once).
 * Conversions follow Howard Hinnant's `days_from_civil` / `civil_from_days`
 * (https://howardhinnant.github.io/date_algorithms.html), exact for every representable date.
 */

/** Day number of a civil date (month 1–12, day 1–31; not validated here). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/**
 * Civil date of a day number packed as yyyymmdd (e.g. 20240229): one integer, no allocation,
 * so hot loops can take the year (`/ 10000`) or month without building objects.
 */
export function packedCivil(dayNumber: number): number {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return y * 10000 + m * 100 + d;
}

export const yearOf = (dayNumber: number): number => Math.floor(packedCivil(dayNumber) / 10000);
export const monthOf = (dayNumber: number): number => Math.floor(packedCivil(dayNumber) / 100) % 100;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (monthLengths[month - 1] ?? 31);
}

/**
 * The same day `months` calendar months away, clamped to the target month's end
 * (the trailing-period rule: 31 Mar − 1M → 28 Feb, or 29 Feb in a leap year).
 */
export function addMonths(dayNumber: number, months: number): number {
  const c = packedCivil(dayNumber);
  const monthIndex = Math.floor(c / 10000) * 12 + (Math.floor(c / 100) % 100) - 1 + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return daysFromCivil(year, month, Math.min(c % 100, daysInMonth(year, month)));
}

/** N calendar years away, 29 Feb clamped to 28 Feb in a common year. */
export const addYears = (dayNumber: number, years: number): number => addMonths(dayNumber, 12 * years);

/** Last day of the calendar year `year`. */
export const yearEnd = (year: number): number => daysFromCivil(year, 12, 31);

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a strict `YYYY-MM-DD` date; throws RangeError on anything else (e.g. 2023-02-29). */
export function parseIsoDate(iso: string): number {
  const m = isoPattern.exec(iso);
  if (!m) throw new RangeError(`not an ISO date (YYYY-MM-DD): ${iso}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`not a calendar date: ${iso}`);
  }
  return daysFromCivil(year, month, day);
}

/**
 * The strings of the days 1970-01-01 to 2079-12-31, made once each: every series an answer
 * carries (a backtest's, a NAV history's) names thousands of days, which were formatted — and
 * collected as garbage — again on every request.
 */
const KEPT_DAYS = 40_177;
const isoDays: (string | undefined)[] = new Array(KEPT_DAYS);

/** `YYYY-MM-DD` of a day number (years 0–9999). */
export function isoDate(dayNumber: number): string {
  if (dayNumber >= 0 && dayNumber < KEPT_DAYS && Number.isInteger(dayNumber)) {
    let kept = isoDays[dayNumber];
    if (kept === undefined) {
      kept = formatIsoDate(dayNumber);
      isoDays[dayNumber] = kept;
    }
    return kept;
  }
  return formatIsoDate(dayNumber);
}

function formatIsoDate(dayNumber: number): string {
  const c = packedCivil(dayNumber);
  const y = Math.floor(c / 10000);
  const m = Math.floor(c / 100) % 100;
  const d = c % 100;
  return `${y < 1000 ? String(y).padStart(4, "0") : y}-${m < 10 ? "0" : ""}${m}-${d < 10 ? "0" : ""}${d}`;
}

/** Day numbers of ISO strings, e.g. for test fixtures and imports. */
export function daysOf(isoDates: readonly string[]): Int32Array {
  const out = new Int32Array(isoDates.length);
  for (let i = 0; i < isoDates.length; i++) out[i] = parseIsoDate(isoDates[i] as string);
  return out;
}

export const addDays = (dayNumber: number, days: number): number => dayNumber + days;
