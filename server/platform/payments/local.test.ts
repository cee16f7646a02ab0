import { describe, expect, it } from "vitest";
import { addInterval } from "./local";

describe("addInterval", () => {
  it.each([
    ["2026-01-15T08:00:00Z", "month", "2026-02-15T08:00:00.000Z"],
    ["2026-01-31T08:00:00Z", "month", "2026-02-28T08:00:00.000Z"],
    ["2028-01-31T08:00:00Z", "month", "2028-02-29T08:00:00.000Z"],
    ["2026-12-31T23:59:00Z", "month", "2027-01-31T23:59:00.000Z"],
    ["2028-02-29T00:00:00Z", "year", "2029-02-28T00:00:00.000Z"],
    ["2026-11-25T00:00:00Z", "year", "2027-11-25T00:00:00.000Z"],
  ] as const)("%s plus one %s is %s", (from, interval, expected) => {
    expect(addInterval(new Date(from), interval).toISOString()).toBe(expected);
  });
});
