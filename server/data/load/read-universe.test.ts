import { describe, expect, it } from "vitest";
import { decodeNavRows, type NavRow } from "./read-universe";

const bytes = (a: Float64Array | Int32Array) => new Uint8Array(a.buffer.slice(0));

/** One year row on calendar "c" from position `startIndex`, with a dividend at row position 2. */
const row = (year: number, startIndex: number, nav: number[]): NavRow => ({
  code: "F1",
  year,
  calendar: "c",
  startIndex,
  nav: bytes(Float64Array.from(nav)),
  dividendIndex: bytes(Int32Array.from([2])),
  dividendAmount: bytes(Float64Array.from([0.5])),
});

describe("decodeNavRows", () => {
  // the calendar a reader cached: days 100..104; the stored rows already reach a sixth day
  const calendars = new Map([["c", Int32Array.from([100, 101, 102, 103, 104])]]);
  const rows = [row(2026, 0, [1, 2, 3]), row(2027, 3, [4, 5, 6])];

  it("ends a version's history at its date, dividends after it left out", () => {
    const h = decodeNavRows(rows, calendars, 101);
    expect([...h.days]).toEqual([100, 101]);
    expect([...h.nav]).toEqual([1, 2]);
    expect([...h.dividendIndex]).toEqual([]);
  });

  it("leaves out days past the end of the calendar instead of reading them as day 0", () => {
    const h = decodeNavRows(rows, calendars, 200);
    expect([...h.days]).toEqual([100, 101, 102, 103, 104]);
    expect([...h.nav]).toEqual([1, 2, 3, 4, 5]);
    // the second row's dividend falls on its sixth day, past the calendar
    expect([...h.dividendIndex]).toEqual([2]);
  });
});
