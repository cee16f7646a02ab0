import { describe, expect, it } from "vitest";
import { createSettableClock, DAY_MS, systemClock } from "./clock";

describe("clock", () => {
  it("the system clock follows real time", () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("a settable clock stands still until moved", () => {
    const clock = createSettableClock("2026-11-24T00:00:00Z");
    expect(clock.now().toISOString()).toBe("2026-11-24T00:00:00.000Z");
    clock.advance(15 * DAY_MS);
    expect(clock.now().toISOString()).toBe("2026-12-09T00:00:00.000Z");
    clock.set("2027-01-01T08:00:00+08:00");
    expect(clock.now().toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("refuses instants and durations that are not numbers", () => {
    expect(() => createSettableClock("not a date")).toThrow(RangeError);
    const clock = createSettableClock();
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(() => clock.set("soon")).toThrow(RangeError);
  });
});
