import { describe, expect, it } from "vitest";
import { fromDayNumber, markets, toDayNumber } from "../batch";
import { buildCalendars, indexAtOrAfter, indexAtOrBefore, weekday } from "./calendar";

const cals = buildCalendars(toDayNumber("2006-01-01"), toDayNumber("2026-06-30"));
const isOpen = (m: (typeof markets)[number], iso: string) => cals.market[m].days.includes(toDayNumber(iso));

describe("trading calendars", () => {
  it("are weekdays only, ascending, and map back into the weekday grid", () => {
    for (const m of markets) {
      const { days, wd } = cals.market[m];
      for (let i = 0; i < days.length; i++) {
        expect([0, 6]).not.toContain(weekday(days[i] as number));
        expect(cals.grid.days[wd[i] as number]).toBe(days[i]);
        if (i > 0) expect(days[i]).toBeGreaterThan(days[i - 1] as number);
      }
    }
  });

  it.each([
    ["US", "2025-12-25", false],
    ["US", "2025-07-04", false],
    ["US", "2025-11-27", false],
    ["US", "2026-02-17", true],
    ["HK", "2026-02-17", false],
    ["HK", "2025-07-01", false],
    ["HK", "2025-12-26", false],
    ["CN", "2025-10-03", false],
    ["SG", "2024-08-09", false],
    ["SG", "2025-08-11", true],
    ["EU", "2025-04-18", false],
    ["EU", "2025-04-22", true],
    ["JP", "2026-01-02", false],
  ] as const)("%s on %s is open: %s", (m, iso, open) => {
    expect(isOpen(m, iso)).toBe(open);
  });

  it("never leave more than ten calendar days between sessions", () => {
    for (const m of markets) {
      const { days } = cals.market[m];
      let max = 0;
      for (let i = 1; i < days.length; i++)
        max = Math.max(max, (days[i] as number) - (days[i - 1] as number));
      expect(max).toBeLessThanOrEqual(10);
      expect(days.length / 20.5).toBeGreaterThan(235);
    }
  });

  it("lists month ends and ends with asOf", () => {
    expect(fromDayNumber(cals.monthEnds[0] as number)).toBe("2006-01-31");
    expect(fromDayNumber(cals.monthEnds[1] as number)).toBe("2006-02-28");
    expect(fromDayNumber(cals.monthEnds.at(-1) as number)).toBe("2026-06-30");
  });

  it("searches sorted day arrays", () => {
    const days = Int32Array.from([10, 20, 30]);
    expect(indexAtOrBefore(days, 25)).toBe(1);
    expect(indexAtOrBefore(days, 5)).toBe(-1);
    expect(indexAtOrAfter(days, 20)).toBe(1);
    expect(indexAtOrAfter(days, 21)).toBe(2);
    expect(indexAtOrAfter(days, 31)).toBe(3);
  });
});
