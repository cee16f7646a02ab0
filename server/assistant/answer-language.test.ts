import { describe, expect, it } from "vitest";
import { answerLanguage } from "./answer-language";

describe("answerLanguage", () => {
  it.each([
    ["呢隻基金嘅收費幾多？", "en", "zh_TW"],
    ["這隻基金的費用是多少", "en", "zh_TW"],
    ["这只基金的费用是多少", "en", "zh_CN"],
    ["幫我搵低風險嘅bond fund", "en", "zh_TW"],
    ["what are the fees of 2800?", "zh_TW", "en"],
    ["VOO fees?", "zh_CN", "en"],
    ["2800", "zh_CN", "zh_CN"],
    ["VOO", "zh_TW", "zh_TW"],
    ["基金", "zh_CN", "zh_CN"],
    ["基金", "en", "zh_TW"],
  ] as const)("%s (interface %s) → %s", (question, ui, expected) => {
    expect(answerLanguage(question, ui)).toBe(expected);
  });
});
