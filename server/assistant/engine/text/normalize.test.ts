import { describe, expect, it } from "vitest";
import { detectScript, normalize, originalSpan } from "./normalize";

describe("normalize", () => {
  it.each([
    ["ＱＱＱ　Fees", "qqq fees"],
    ["盈富基金嘅十大持倉", "盈富基金嘅十大持仓"],
    ["觀察清單", "观察清单"],
    ["7-day  yield", "7 day yield"],
    ["multi-asset_funds", "multi asset funds"],
    ["HK$500,000", "hk$500,000"],
    ["６０％ ２８００ ／ ４０％", "60% 2800 / 40%"],
    ["  trailing   ", "trailing"],
  ])("%j → %j", (input, expected) => {
    expect(normalize(input).text).toBe(expected);
  });

  it.each([
    ["Tell me about ＱＱＱ", "qqq", "ＱＱＱ"],
    ["摩根嗰隻基金", "只", "隻"],
    ["SPY  and VOO", "voo", "VOO"],
  ])("keeps the original span of %j", (input, normalizedPart, original) => {
    const n = normalize(input);
    const at = n.text.indexOf(normalizedPart);
    expect(originalSpan(n, at, at + normalizedPart.length)).toBe(original);
  });

  it.each([
    ["Compare SPY and VOO", "en", "latin"],
    ["佢嘅表現點？", "en", "hant"],
    ["华夏沪深300ETF最近表现怎么样", "en", "hans"],
    ["基金", "zh_CN", "hans"],
    ["基金", "zh_TW", "hant"],
  ] as const)("script of %j (hint %s) is %s", (message, hint, script) => {
    expect(detectScript(message, hint)).toBe(script);
  });
});
