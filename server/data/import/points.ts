/**
 * Merging new dated rows into stored histories. A date already stored must carry the same
 * value (re-importing a file is a no-op); a different value is a conflict naming the row; a
 * new date is appended (or inserted: a vendor may deliver a missed day later).
 */
import { fromDayNumber, toDayNumber } from "../batch";
import type { IssueList } from "./issues";
import type { NavHistory, PointHistory } from "./model";
import type { NavRowGroup } from "./nav-rows";

/** New rows of one series, sorted by date, one row per date; `lines` are their line numbers. */
export interface PointRows extends PointHistory {
  lines: Int32Array;
}

/**
 * Groups rows into series by `key`, sorted by date; a second row for the same key and date is
 * reported (`dateColumn`) and dropped.
 */
export function groupPoints<T extends { line: number }>(input: {
  rows: readonly T[];
  key: (row: T) => string;
  date: (row: T) => string;
  value: (row: T) => number;
  file: string;
  dateColumn: string;
  issues: IssueList;
}): Map<string, PointRows> {
  const byKey = new Map<string, T[]>();
  for (const row of input.rows) {
    const k = input.key(row);
    const list = byKey.get(k);
    if (list) list.push(row);
    else byKey.set(k, [row]);
  }
  const out = new Map<string, PointRows>();
  for (const [k, list] of byKey) {
    const dated = list.map((row) => ({ row, day: toDayNumber(input.date(row)) }));
    dated.sort((a, b) => a.day - b.day || a.row.line - b.row.line);
    const kept = dated.filter((d, i) => {
      const prev = dated[i - 1];
      if (!prev || prev.day !== d.day) return true;
      input.issues.add(
        input.file,
        d.row.line,
        input.dateColumn,
        `duplicate of row ${prev.row.line} (${k} on the same date)`,
      );
      return false;
    });
    out.set(k, {
      days: Int32Array.from(kept, (d) => d.day),
      values: Float64Array.from(kept, (d) => input.value(d.row)),
      lines: Int32Array.from(kept, (d) => d.row.line),
    });
  }
  return out;
}

/** Stored ∪ new; `added` counts new dates. Returns the stored history itself when nothing is new. */
export function mergePoints(input: {
  stored: PointHistory | undefined;
  rows: PointRows;
  label: string;
  file: string;
  column: string;
  issues: IssueList;
}): { history: PointHistory; added: number } {
  const { stored, rows, issues } = input;
  if (!stored) return { history: { days: rows.days, values: rows.values }, added: rows.days.length };
  const s = stored.days.length;
  const n = rows.days.length;
  const days = new Int32Array(s + n);
  const values = new Float64Array(s + n);
  let i = 0;
  let j = 0;
  let k = 0;
  let added = 0;
  while (i < s || j < n) {
    const sd = i < s ? stored.days[i]! : Number.POSITIVE_INFINITY;
    const rd = j < n ? rows.days[j]! : Number.POSITIVE_INFINITY;
    if (sd <= rd) {
      if (sd === rd && stored.values[i] !== rows.values[j]) {
        issues.add(
          input.file,
          rows.lines[j]!,
          input.column,
          `conflicts with the stored value ${stored.values[i]} of ${input.label} on ${fromDayNumber(sd)} (${rows.values[j]} in the file)`,
        );
      }
      days[k] = sd;
      values[k++] = stored.values[i++]!;
      if (sd === rd) j++;
    } else {
      days[k] = rd;
      values[k++] = rows.values[j++]!;
      added++;
    }
  }
  if (added === 0) return { history: stored, added };
  return { history: { days: days.slice(0, k), values: values.slice(0, k) }, added };
}

function navFromRows(rows: NavRowGroup): NavHistory {
  const dividendIndex: number[] = [];
  rows.dividend.forEach((d, i) => {
    if (d > 0) dividendIndex.push(i);
  });
  return {
    days: rows.days,
    nav: rows.nav,
    dividendIndex: Int32Array.from(dividendIndex),
    dividendAmount: Float64Array.from(dividendIndex, (i) => rows.dividend[i]!),
  };
}

/** NAV and dividend per date: both must equal the stored ones (a blank dividend is 0). */
export function mergeNav(input: {
  stored: NavHistory | undefined;
  rows: NavRowGroup;
  code: string;
  file: string;
  issues: IssueList;
}): { history: NavHistory; added: number } {
  const { stored, rows, code, file, issues } = input;
  if (!stored) return { history: navFromRows(rows), added: rows.days.length };
  const s = stored.days.length;
  const n = rows.days.length;
  const days = new Int32Array(s + n);
  const nav = new Float64Array(s + n);
  const dividendIndex: number[] = [];
  const dividendAmount: number[] = [];
  let i = 0;
  let j = 0;
  let k = 0;
  let d = 0; // cursor into the stored dividends
  let added = 0;
  while (i < s || j < n) {
    const sd = i < s ? stored.days[i]! : Number.POSITIVE_INFINITY;
    const rd = j < n ? rows.days[j]! : Number.POSITIVE_INFINITY;
    let value: number;
    let dividend: number;
    if (sd <= rd) {
      const storedDividend = stored.dividendIndex[d] === i ? stored.dividendAmount[d++]! : 0;
      if (sd === rd) {
        const on = `of ${code} on ${fromDayNumber(sd)}`;
        if (stored.nav[i] !== rows.nav[j]) {
          issues.add(
            file,
            rows.lines[j]!,
            "nav",
            `conflicts with the stored NAV ${stored.nav[i]} ${on} (${rows.nav[j]} in the file)`,
          );
        }
        if (storedDividend !== rows.dividend[j]) {
          issues.add(
            file,
            rows.lines[j]!,
            "dividend",
            `conflicts with the stored dividend ${storedDividend} ${on} (${rows.dividend[j]} in the file)`,
          );
        }
        j++;
      }
      value = stored.nav[i++]!;
      dividend = storedDividend;
    } else {
      value = rows.nav[j]!;
      dividend = rows.dividend[j++]!;
      added++;
    }
    if (dividend > 0) {
      dividendIndex.push(k);
      dividendAmount.push(dividend);
    }
    days[k] = Math.min(sd, rd);
    nav[k++] = value;
  }
  if (added === 0) return { history: stored, added };
  return {
    history: {
      days: days.slice(0, k),
      nav: nav.slice(0, k),
      dividendIndex: Int32Array.from(dividendIndex),
      dividendAmount: Float64Array.from(dividendAmount),
    },
    added,
  };
}
