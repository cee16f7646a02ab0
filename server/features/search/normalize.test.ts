import { describe, expect, it } from "vitest";
import { compactKey, normalizeText, tokenize } from "./normalize";

describe("normalizeText", () => {
  it.each([
    ["  Harbour   Tracker \t Fund  ", "harbour tracker fund"],
    ["ＡＢＣ２８３８", "abc2838"],
    ["２８３８．ＨＫ", "2838 hk"],
    ["2838.HK", "2838 hk"],
    ["S&P 500 (2x) Leveraged", "s p 500 2x leveraged"],
    ["Fund A (acc) - USD", "fund a acc usd"],
    ["海港追蹤基金", "海港追踪基金"],
    ["海港追踪基金", "海港追踪基金"],
    ["FPX美國500追蹤ETF", "fpx美国500追踪etf"],
    ["海港　追蹤", "海港 追踪"],
    ["鶚冠美國短期國庫債券基金 A (累積) - 美元", "鹗冠美国短期国库债券基金 a 累积 美元"],
    ["", ""],
    ["   ", ""],
    ["!!! --- ???", ""],
  ])("%j → %j", (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it("folds Traditional and Simplified to the same text", () => {
    expect(normalizeText("獅城30指數ETF")).toBe(normalizeText("狮城30指数ETF"));
  });
});

describe("tokenize", () => {
  it.each([
    ["harbour tracker fund", ["harbour", "tracker", "fund"], []],
    ["fpx美国500追踪etf", ["fpx", "500", "etf"], ["美国", "追踪"]],
    ["海港h股指数etf", ["h", "etf"], ["海港", "股指数"]],
    ["海港 追踪", [], ["海港", "追踪"]],
    ["", [], []],
  ])("%j", (input, words, han) => {
    expect(tokenize(input)).toEqual({ words, han });
  });
});

describe("compactKey", () => {
  it.each([
    ["2838 hk", "2838hk"],
    ["hk23mljmhzt7", "hk23mljmhzt7"],
    ["", ""],
  ])("%j → %j", (input, expected) => expect(compactKey(input)).toBe(expected));
});
