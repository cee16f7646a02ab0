import { describe, expect, it } from "vitest";
import {
  addMonths,
  addYears,
  daysFromCivil,
  daysInMonth,
  daysOf,
  isLeapYear,
  isoDate,
  monthOf,
  packedCivil,
  parseIsoDate,
  yearEnd,
  yearOf,
} from "./dates";

const d = parseIsoDate;

describe("day numbers", () => {
  it.each([
    ["1970-01-01", 0],
    ["1969-12-31", -1],
    ["2000-02-29", 11016],
    ["2000-03-01", 11017],
    ["1900-03-01", -25508],
    ["2024-12-31", 20088],
    ["0001-01-01", -719162],
  ])("%s is day %i", (iso, day) => {
    expect(d(iso)).toBe(day);
    expect(isoDate(day)).toBe(iso);
  });

  it("names every kept day (1970–2079) as Date does, the first time and from the kept string", () => {
    for (let round = 0; round < 2; round++)
      for (let day = 0; day <= 40_177; day++) {
        if (isoDate(day) !== new Date(day * 86_400_000).toISOString().slice(0, 10))
          expect(isoDate(day)).toBe(new Date(day * 86_400_000).toISOString().slice(0, 10));
      }
    expect(isoDate(40_177)).toBe("2080-01-01");
    expect(isoDate(-1)).toBe("1969-12-31");
  });

  it("agrees with Date.UTC over ±2,000 years", () => {
    for (let day = -730_000; day <= 730_000; day += 997) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (iso.startsWith("-") || iso.startsWith("+")) continue;
      expect(isoDate(day)).toBe(iso);
      expect(d(iso)).toBe(day);
    }
  });

  it("packs the civil date, year and month", () => {
    expect(packedCivil(d("2024-02-29"))).toBe(20240229);
    expect(yearOf(d("1999-12-31"))).toBe(1999);
    expect(monthOf(d("1999-12-31"))).toBe(12);
    expect(daysFromCivil(2024, 2, 29)).toBe(d("2024-02-29"));
    expect(yearEnd(2023)).toBe(d("2023-12-31"));
  });

  it.each([
    "2023-02-29",
    "2024-13-01",
    "2024-00-10",
    "2024-04-31",
    "2024-1-01",
    "20240101",
    "",
    "2024-01-01T00:00",
  ])("rejects %j", (iso) => {
    expect(() => d(iso)).toThrow(RangeError);
  });

  it("converts lists of ISO dates", () => {
    expect(Array.from(daysOf(["1970-01-02", "1970-01-03"]))).toEqual([1, 2]);
  });
});

describe("calendar arithmetic", () => {
  it.each([
    [1900, false],
    [2000, true],
    [2023, false],
    [2024, true],
    [2100, false],
  ])("leap year %i: %s", (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
  });

  it.each([
    ["2024-03-31", -1, "2024-02-29"], // clamped to a leap February
    ["2023-03-31", -1, "2023-02-28"],
    ["2024-05-31", -3, "2024-02-29"],
    ["2024-08-31", -6, "2024-02-29"],
    ["2024-10-31", -1, "2024-09-30"],
    ["2024-01-15", -1, "2023-12-15"],
    ["2024-01-31", 1, "2024-02-29"],
    ["2024-02-29", -1, "2024-01-29"], // same day, not "month end to month end"
    ["2021-04-30", -1, "2021-03-30"],
    ["2024-12-31", -12, "2023-12-31"],
    ["2024-01-31", -13, "2022-12-31"],
  ])("%s %+i months → %s", (from, months, to) => {
    expect(isoDate(addMonths(d(from), months))).toBe(to);
  });

  it.each([
    ["2024-02-29", -1, "2023-02-28"],
    ["2024-02-29", -4, "2020-02-29"],
    ["2024-02-29", -3, "2021-02-28"],
    ["2023-03-01", -1, "2022-03-01"],
    ["2021-05-31", -10, "2011-05-31"],
  ])("%s %+i years → %s", (from, years, to) => {
    expect(isoDate(addYears(d(from), years))).toBe(to);
  });
});
