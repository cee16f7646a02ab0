/**
 * Time expressions (dates and `Period`s): absolute dates ("since 2018", "from
 * March 2015", "2020年初", "until end of 2022", "由2019年開始"), relative ones measured back
 * from `today` ("last 5 years", "過去十年", "近三年"), durations ("over 15 years", "3 年",
 * "12年後") and named periods ("year to date", "今年以來", "since launch"). Tokens used here are
 * reported so the money and weight rules do not read a year as an amount.
 */
import type { Period } from "../../../../shared/domain/period";
import { has, isFiller, type Tok, tagValue } from "../analyze";
import { moneyContext } from "./money";

export type TimeUnit = "year" | "month" | "week" | "day";

export interface Duration {
  n: number;
  unit: TimeUnit;
  /** "last", "past", "過去", "近": counted back from today. */
  relative: boolean;
}

export interface TimeSlots {
  startDate?: string;
  endDate?: string;
  /** The first duration of the clause ("over 3 years", "三年", "15 years"). */
  duration?: Duration;
  /** The start of a length of time counted back from today ("over 5 yrs", "回測五年"), for backtests. */
  pastStart?: string;
  /** A named period (YTD, SI, or a fixed one such as "1-year"). */
  period?: Period;
  /** Indexes of tokens read as time. */
  used: Set<number>;
}

const PERIOD_DURATION: Partial<Record<Period, [number, TimeUnit]>> = {
  "7D": [7, "day"],
  "1M": [1, "month"],
  "3M": [3, "month"],
  "6M": [6, "month"],
  "1Y": [1, "year"],
  "3Y": [3, "year"],
  "5Y": [5, "year"],
  "10Y": [10, "year"],
};
const RELATIVE_PREFIX = /^(近|过去|最近|past|last|trailing)/;
const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `today` minus a duration, same day of month (clamped: 29 Feb → 28 Feb). */
export function minus(today: string, d: { n: number; unit: TimeUnit }): string {
  const [y, m, day] = today.split("-").map(Number) as [number, number, number];
  if (d.unit === "day" || d.unit === "week") {
    const t = Date.UTC(y, m - 1, day) - d.n * (d.unit === "week" ? 7 : 1) * 86_400_000;
    return new Date(t).toISOString().slice(0, 10);
  }
  const months = d.unit === "year" ? Math.round(d.n * 12) : Math.round(d.n);
  const total = y * 12 + (m - 1) - months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return `${ny}-${pad(nm)}-${pad(Math.min(day, lastDay(ny, nm)))}`;
}

/** Duration as a Period when one exists ("3 years" → 3Y, "6 months" → 6M). */
export function durationPeriod(d: Duration | undefined): Period | undefined {
  if (!d) return undefined;
  for (const [p, [n, unit]] of Object.entries(PERIOD_DURATION)) {
    if (n === d.n && unit === d.unit) return p as Period;
  }
  if (d.unit === "month" && d.n === 12) return "1Y";
  if (d.unit === "week" && d.n === 1) return "7D";
  return undefined;
}

const unitOf = (t: Tok | undefined): TimeUnit | undefined => {
  const u = tagValue(t, "unit");
  return u === "year" || u === "month" || u === "week" || u === "day"
    ? u
    : u === "quarter"
      ? "month"
      : undefined;
};

/** Next non-filler token index after i (or before, with step -1). */
function step(toks: readonly Tok[], i: number, dir: 1 | -1): number {
  let j = i + dir;
  while (j >= 0 && j < toks.length && isFiller(toks[j]!) && !has(toks[j], "time")) j += dir;
  return j;
}

/** Horizon words look ahead ("next month", "未來三個月"); the others are plain lengths of time. */
const AHEAD = /next|coming|ahead|upcoming|下|未来|将来|今后/;
const HORIZON_MONTHS: Record<string, number> = { "1M": 1, "3M": 3 };

function horizonDuration(t: Tok): Duration | undefined {
  const h = tagValue(t, "horizon");
  const n = h ? HORIZON_MONTHS[h] : undefined;
  if (n === undefined || AHEAD.test(t.text)) return undefined;
  return { n, unit: "month", relative: RELATIVE_PREFIX.test(t.text) };
}

export function readTime(toks: readonly Tok[], today: string): TimeSlots {
  const out: TimeSlots = { used: new Set() };
  const dates: DateMention[] = [];
  toks.forEach((_, i) => {
    const year = yearAt(toks, i) ?? calendarYearAt(toks, i, today);
    if (year === undefined) return;
    let j = i + 1;
    if (has(toks[j], "unit", "year") && !toks[j]!.text.startsWith("年初")) j++;
    let month: number | undefined;
    let edge: "start" | "end" | undefined;
    const prevMonth = toks[i - 1];
    if (has(prevMonth, "monthName")) {
      month = Number(tagValue(prevMonth, "monthName"));
      out.used.add(i - 1);
    }
    // "2015年3月"
    if (toks[j]?.num && has(toks[j + 1], "unit", "month") && toks[j]!.num!.value <= 12) {
      month = toks[j]!.num!.value;
      out.used.add(j).add(j + 1);
      j += 2;
    }
    if (has(toks[j], "time", "yearStart")) edge = "start";
    if (has(toks[j], "time", "yearEnd")) edge = "end";
    if (edge) out.used.add(j);
    for (let k = i; k < j; k++) out.used.add(k);
    const before = [toks[i - 1], toks[i - 2], toks[i - 3]];
    if (before.some((b) => has(b, "time", "yearEnd") || (has(b, "time", "until") && END_WORDS.test(b!.text))))
      edge = "end";
    if (before.some((b) => has(b, "time", "yearStart"))) edge ??= "start";
    dates.push({ i, year, month, edge });
  });
  assignDates(toks, dates, out);
  readDurations(toks, today, out);
  return out;
}

function yearAt(toks: readonly Tok[], i: number): number | undefined {
  const n = toks[i]?.num;
  if (!n || n.percent || n.money) return undefined;
  if (n.year && !moneyContext(toks, i)) return n.value;
  return undefined;
}

/** Words before a year that say its edge while asking "since"/"until" ("from the start of", "until the end of"). */
const START_WORDS = /\b(?:start|beginning)\b/;
const END_WORDS = /\bend\b/;

/**
 * "the start of last year", "until the end of last year", "去年年底", "由上年年頭": a calendar year
 * counted back from today's, read as a date only when an edge of it is said (else "last year"
 * stays a length of time).
 */
function calendarYearAt(toks: readonly Tok[], i: number, today: string): number | undefined {
  const back = Number(tagValue(toks[i], "calendarYear") ?? Number.NaN);
  if (Number.isNaN(back)) return undefined;
  const edge = (t: Tok | undefined) =>
    has(t, "time", "yearStart") ||
    has(t, "time", "yearEnd") ||
    (has(t, "time") && (START_WORDS.test(t!.text) || END_WORDS.test(t!.text)));
  const dated = edge(toks[i + 1]) || edge(toks[i - 1]) || edge(toks[step(toks, i, -1)]);
  return dated ? Number(today.slice(0, 4)) - back : undefined;
}

interface DateMention {
  i: number;
  year: number;
  month?: number;
  edge?: "start" | "end";
}

/** A year is an end date after "until"/"到" or before "年底"; else the first is the start. */
function assignDates(toks: readonly Tok[], dates: readonly DateMention[], out: TimeSlots) {
  for (const d of dates) {
    const before = [toks[d.i - 1], toks[d.i - 2], toks[d.i - 3]];
    const until = before.some((t) => has(t, "time", "until") && !has(t, "time", "since"));
    const since = before.some((t) => has(t, "time", "since") || has(t, "time", "from"));
    const isEnd = d.edge === "end" || (until && d.edge !== "start" && !since);
    if (!isEnd && !out.startDate) {
      out.startDate = `${d.year}-${pad(d.month ?? 1)}-01`;
      continue;
    }
    if (!out.endDate) {
      const m = d.month ?? 12;
      out.endDate = `${d.year}-${pad(m)}-${pad(lastDay(d.year, m))}`;
    }
  }
}

function readDurations(toks: readonly Tok[], today: string, out: TimeSlots) {
  toks.forEach((t, i) => {
    if (out.used.has(i)) return;
    const period = tagValue(t, "period") as Period | undefined;
    let d: Duration | undefined;
    let first = i;
    if (period) {
      const fixed = PERIOD_DURATION[period];
      if (!fixed || period === "7D") {
        out.period ??= period;
        out.used.add(i);
        return;
      }
      d = { n: fixed[0], unit: fixed[1], relative: RELATIVE_PREFIX.test(t.text) };
    } else if (horizonDuration(t)) {
      // "1 month", "3 months", "一個月" (also horizon words): a length of time when not ahead
      d = horizonDuration(t)!;
    } else if (t.num && !t.num.percent && !t.num.money && !t.num.year) {
      const unit = unitOf(toks[i + 1]);
      if (!unit) return;
      const n = has(toks[i + 1], "unit", "quarter") ? t.num.value * 3 : t.num.value;
      // "5 years ago", "五年前": counted back from today
      const ago = has(toks[i + 2], "time", "ago") || toks[i + 2]?.text === "前";
      d = { n, unit, relative: ago };
      out.used.add(i + 1);
      if (ago) out.used.add(i + 2);
    } else if (unitOf(t) && has(toks[step(toks, i, -1)], "time", "last")) {
      // "over the past week", "last year": one unit, counted back
      const n = has(t, "unit", "quarter") ? 3 : 1;
      d = { n, unit: unitOf(t)!, relative: true };
    } else return;
    out.used.add(i);
    const p = step(toks, first, -1);
    if (has(toks[p], "time", "last")) {
      d.relative = true;
      out.used.add(p);
      first = p;
    }
    if (!out.duration) out.duration = d;
    out.pastStart ??= minus(today, d);
    if (d.relative && !out.startDate) out.startDate = minus(today, d);
    if (!out.period) out.period = durationPeriod(d);
  });
}
