import { describe, expect, it } from "vitest";
import { formatValue, missingValue } from "./value";

describe("formatValue", () => {
  it.each([
    ["en-HK", { kind: "percent", value: 0.0523 }, "5.23%"],
    ["en-HK", { kind: "percent", value: 0.0523, signed: true }, "+5.23%"],
    ["en-HK", { kind: "percent", value: -0.1, digits: 1 }, "-10.0%"],
    ["en-HK", { kind: "number", value: 10000, digits: 0 }, "10,000"],
    ["en-HK", { kind: "currency", value: 1234.5, currency: "USD" }, "US$1,234.50"],
    ["en-SG", { kind: "currency", value: 1234.5, currency: "SGD" }, "$1,234.50"],
    ["en-HK", { kind: "date", value: "2026-11-20" }, "20 Nov 2026"],
    ["zh-Hant-HK", { kind: "date", value: "2026-11-20" }, "2026年11月20日"],
    ["zh-Hans-HK", { kind: "number", value: 1234.5 }, "1,234.5"],
    [
      "en-HK",
      { kind: "currency", value: 892_100_000, currency: "USD", compact: true, digits: 1 },
      "US$892.1M",
    ],
    [
      "zh-Hant-HK",
      { kind: "currency", value: 892_100_000, currency: "USD", compact: true, digits: 1 },
      "US$8.9億",
    ],
    [
      "zh-Hans-HK",
      { kind: "currency", value: 892_100_000, currency: "USD", compact: true, digits: 1 },
      "US$8.9亿",
    ],
    ["zh-Hant-HK", { kind: "currency", value: 1234.5, currency: "HKD" }, "HK$1,234.50"],
    ["en-HK", { kind: "number", value: null }, missingValue],
    ["en-HK", { kind: "percent", value: Number.NaN }, missingValue],
    ["en-HK", { kind: "date", value: "not a date" }, missingValue],
  ] as const)("%s %o → %s", (locale, props, expected) => {
    expect(formatValue(locale, props)).toBe(expected);
  });
});
