import { describe, expect, it } from "vitest";
import { parseChineseNumeral } from "./chinese-numerals";
import { normalize } from "./normalize";
import { findNumbers } from "./numbers";

const words = { words: { three: 3, five: 5, ten: 10, half: 0.5 } };
const only = (s: string) => {
  const found = findNumbers(normalize(s).text, words);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe("numbers", () => {
  it.each<[string, number, { percent?: boolean; money?: boolean; year?: boolean }]>([
    ["5%", 0.05, { percent: true }],
    ["1.5 per cent", 0.015, { percent: true }],
    ["0.5%", 0.005, { percent: true }],
    ["一成", 0.1, { percent: true }],
    ["三成", 0.3, { percent: true }],
    ["百分之五", 0.05, { percent: true }],
    ["百分之十二點", 0.12, { percent: true }],
    ["一半", 0.5, { percent: true }],
    ["10k", 10_000, { money: true }],
    ["2m", 2_000_000, { money: true }],
    ["2 million", 2_000_000, { money: true }],
    ["1.1m", 1_100_000, { money: true }],
    ["HK$500,000", 500_000, { money: true }],
    ["十萬", 100_000, { money: true }],
    ["兩百萬", 2_000_000, { money: true }],
    ["80萬", 800_000, { money: true }],
    ["10億", 1_000_000_000, { money: true }],
    ["十萬蚊", 100_000, { money: true }],
    ["2018", 2018, { year: true }],
    ["5000", 5000, {}],
    ["three", 3, {}],
    ["ten", 10, {}],
  ])("%j → %d", (text, value, flags) => {
    const n = only(text);
    expect(n.value).toBeCloseTo(value, 9);
    expect(n.percent).toBe(!!flags.percent);
    expect(n.money).toBe(!!flags.money);
    expect(n.year).toBe(!!flags.year);
  });

  it.each([["es3"], ["a35"], ["lu0194033717"], ["1y"], ["2x"]])(
    "%j is part of a word, not a number",
    (text) => {
      expect(findNumbers(text)).toEqual([]);
    },
  );

  it("keeps spans in order", () => {
    const text = normalize("回測三成2821、七成2800").text;
    expect(findNumbers(text).map((n) => text.slice(n.start, n.end))).toEqual([
      "三成",
      "2821",
      "七成",
      "2800",
    ]);
  });

  it.each([
    ["十", 10],
    ["十二", 12],
    ["二十", 20],
    ["三百", 300],
    ["一千五百", 1500],
    ["八十万", 800_000],
    ["两百万", 2_000_000],
    ["十亿", 1_000_000_000],
    ["二零一九", 2019],
  ])("Chinese numeral %s = %d", (run, value) => {
    expect(parseChineseNumeral(run)).toBe(value);
  });
});
