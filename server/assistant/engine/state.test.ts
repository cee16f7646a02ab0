import { describe, expect, it } from "vitest";
import { createIntentEngine } from ".";
import { FIXTURE_CATALOG } from "./test-support";

const engine = createIntentEngine(FIXTURE_CATALOG);
const last = (turns: string[], shownCodes?: string[][]) =>
  engine.parse({
    lang: "en",
    today: "2026-11-20",
    history: turns.slice(0, -1).map((text, i) => ({ text, shownCodes: shownCodes?.[i] })),
    message: turns[turns.length - 1]!,
  }).toolCalls;

describe("dialogue state", () => {
  it.each<[string, string[], unknown]>([
    [
      "it",
      ["Tell me about BND", "what about its fees?"],
      [{ name: "getProduct", args: { code: "BND", view: "fees" } }],
    ],
    ["佢", ["講下2833", "佢嘅持倉呢？"], [{ name: "getProduct", args: { code: "2833", view: "holdings" } }]],
    ["它", ["看看IVV", "把它加入自选"], [{ name: "manageWatchlist", args: { action: "add", code: "IVV" } }]],
    [
      "the second one",
      ["compare 2833, IVV and BND", "report on the second one"],
      [{ name: "generateReport", args: { code: "IVV", audience: "personal" } }],
    ],
    [
      "第三隻",
      ["比較2833、IVV同BND", "第三隻有冇風險提示"],
      [{ name: "getRiskAlerts", args: { code: "BND" } }],
    ],
    [
      "them",
      ["compare IVV and BND", "backtest them equally since 2015"],
      [
        {
          name: "backtestPortfolio",
          args: {
            holdings: [
              { code: "IVV", weight: 50 },
              { code: "BND", weight: 50 },
            ],
            startDate: "2015-01-01",
          },
        },
      ],
    ],
    [
      "这些",
      ["比较IVV和BND", "把这些加入自选"],
      [
        { name: "manageWatchlist", args: { action: "add", code: "IVV" } },
        { name: "manageWatchlist", args: { action: "add", code: "BND" } },
      ],
    ],
    [
      "compare with",
      ["look at BND", "compare it with IVV"],
      [{ name: "compareProducts", args: { codes: ["BND", "IVV"] } }],
    ],
    [
      "add one more",
      ["比較IVV同BND", "加埋2833再比較"],
      [{ name: "compareProducts", args: { codes: ["IVV", "BND", "2833"] } }],
    ],
    [
      "now only",
      ["Japan equity funds with fees below 2%", "now only JPY ones"],
      [
        {
          name: "screenProducts",
          args: {
            productType: "fund",
            filters: {
              regions: ["japan"],
              assetClasses: ["Stock"],
              maxTotalExpenseRatio: 0.02,
              currencies: ["JPY"],
            },
          },
        },
      ],
    ],
    [
      "只要",
      ["列出亞洲債券基金", "只要月派息嘅"],
      [
        {
          name: "screenProducts",
          args: {
            productType: "fund",
            filters: { regions: ["asia_ex_japan"], assetClasses: ["Bond"], dividendFrequencies: ["monthly"] },
          },
        },
      ],
    ],
    [
      "sort them",
      ["bond ETFs", "sort them by lowest fee"],
      [
        {
          name: "screenProducts",
          args: { productType: "etf", filters: { assetClasses: ["Bond"] }, sort: "fee_asc" },
        },
      ],
    ],
    [
      "a new screen",
      ["bond ETFs", "show me equity funds instead"],
      [{ name: "screenProducts", args: { productType: "fund", filters: { assetClasses: ["Stock"] } } }],
    ],
  ])("%s", (_, turns, expected) => {
    expect(last(turns)).toEqual(expected);
  });

  it("shown codes of a turn decide 'the first one'", () => {
    const calls = last(["cheapest bond ETFs", "add the first one to my watchlist"], [["BND", "IVV"]]);
    expect(calls).toEqual([{ name: "manageWatchlist", args: { action: "add", code: "BND" } }]);
  });
});
