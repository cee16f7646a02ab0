import { describe, expect, it } from "vitest";
import { toolDefs } from "../../../shared/tools";
import { createIntentEngine, type EngineLang } from ".";
import { FIXTURE_CATALOG } from "./test-support";

const engine = createIntentEngine(FIXTURE_CATALOG);
const parse = (message: string, lang: EngineLang = "en") =>
  engine.parse({ lang, today: "2026-11-20", history: [], message });

// Paraphrases over the fixture catalog, in the three languages: the whole calls.
// biome-ignore format: a table
const CASES: [string, EngineLang, unknown][] = [
  ["Find me low risk HKD bond funds under 1% fees", "en", [{ name: "screenProducts", args: { productType: "fund", filters: { riskLevels: [1, 2], currencies: ["HKD"], assetClasses: ["Bond"], maxTotalExpenseRatio: 0.01 } } }]],
  ["有冇季派息嘅新加坡股票基金？", "zh_TW", [{ name: "screenProducts", args: { productType: "fund", filters: { dividendFrequencies: ["quarterly"], regions: ["singapore"], assetClasses: ["Stock"] } } }]],
  ["费率最低的前五只美国股票ETF", "zh_CN", [{ name: "screenProducts", args: { productType: "etf", filters: { regions: ["us"], assetClasses: ["Stock"] }, sort: "fee_asc", limit: 5 } }]],
  ["How has the Harbour Hang Seng Index ETF performed?", "en", [{ name: "getProduct", args: { code: "2833", view: "performance" } }]],
  ["曙光日本小型公司基金嘅招股書", "zh_TW", [{ name: "getProduct", args: { code: "F100003", view: "documents" } }]],
  ["子午线亚洲债券基金的派息记录", "zh_CN", [{ name: "getProduct", args: { code: "F100004", view: "dividends" } }]],
  ["IVV vs BND over 5 years", "en", [{ name: "compareProducts", args: { codes: ["IVV", "BND"], period: "5Y" } }]],
  ["比較2833同3100，成立以來", "zh_TW", [{ name: "compareProducts", args: { codes: ["2833", "3100"], period: "SI" } }]],
  ["Backtest 80% IVV and 20% BND over the last 10 years, buy and hold, with HK$500,000", "en", [{ name: "backtestPortfolio", args: { holdings: [{ code: "IVV", weight: 80 }, { code: "BND", weight: 20 }], startDate: "2016-11-20", rebalance: "none", initialAmount: 500000 } }]],
  ["回测IVV和BND，平均配置，从2018年开始，每季再平衡", "zh_CN", [{ name: "backtestPortfolio", args: { holdings: [{ code: "IVV", weight: 50 }, { code: "BND", weight: 50 }], startDate: "2018-01-01", rebalance: "quarterly" } }]],
  ["Create a growth portfolio of at most 8 funds for 500k over 10 years", "en", [{ name: "buildPortfolio", args: { riskLevel: 4, productType: "fund", maxHoldings: 8, amount: 500000, years: 10 } }]],
  ["幫我砌個保守型組合，五十萬", "zh_TW", [{ name: "buildPortfolio", args: { riskLevel: 1, amount: 500000 } }]],
  ["macro view on European bonds for the next 3 months", "en", [{ name: "getMacroOutlook", args: { assets: ["europe_bond"], horizon: "3M" } }]],
  ["美國股票同美債下個月嘅宏觀展望", "zh_TW", [{ name: "getMacroOutlook", args: { assets: ["us_stock", "us_long_treasury", "us_short_treasury"], horizon: "1M" } }]],
  ["Write a report on BND for my client", "en", [{ name: "generateReport", args: { code: "BND", audience: "adviser" } }]],
  ["生成一份3100的报告", "zh_CN", [{ name: "generateReport", args: { code: "3100", audience: "personal" } }]],
  ["open the excess return list for funds", "en", [{ name: "getCuratedList", args: { list: "top_excess_return_1y", productType: "fund" } }]],
  ["短債榜", "zh_TW", [{ name: "getCuratedList", args: { list: "short_term_bond" } }]],
  ["What's the latest news on MSFT?", "en", [{ name: "getNews", args: { ticker: "MSFT" } }]],
  ["BND最近有什么新闻", "zh_CN", [{ name: "getNews", args: { code: "BND" } }]],
  ["Any risk alerts for 3100?", "en", [{ name: "getRiskAlerts", args: { code: "3100" } }]],
  ["BND有冇風險提示？", "zh_TW", [{ name: "getRiskAlerts", args: { code: "BND" } }]],
  ["我的自选有没有风险提示？", "zh_CN", [{ name: "getRiskAlerts", args: {} }]],
  ["Any risk alerts on my watchlist?", "en", [{ name: "getRiskAlerts", args: {} }]],
  ["Show my watchlist", "en", [{ name: "manageWatchlist", args: { action: "list" } }]],
  ["睇下我的自選清單", "zh_TW", [{ name: "manageWatchlist", args: { action: "list" } }]],
  ["看看我的自选清单", "zh_CN", [{ name: "manageWatchlist", args: { action: "list" } }]],
  ["把BND加入自选的'Income'分组", "zh_CN", [{ name: "manageWatchlist", args: { action: "add", code: "BND", group: "Income" } }]],
  ["Delete IVV from my watchlist", "en", [{ name: "manageWatchlist", args: { action: "remove", code: "IVV" } }]],
  ["將2833同BND加入觀察清單", "zh_TW", [{ name: "manageWatchlist", args: { action: "add", code: "2833" } }, { name: "manageWatchlist", args: { action: "add", code: "BND" } }]],
  ["I'd like 1.5m to buy a flat in 8 years; I have 400k and can put in 6k per month", "en", [{ name: "planWealth", args: { goal: "purchase_property", targetAmount: 1500000, initialAmount: 400000, years: 8, monthlyContribution: 6000 } }]],
  ["我想15年後有三百萬退休，現在有五十萬", "zh_TW", [{ name: "planWealth", args: { goal: "retirement", targetAmount: 3000000, initialAmount: 500000, years: 15 } }]],
  ["What is a Calmar ratio?", "en", [{ name: "explainTerm", args: { term: "calmar" } }]],
  ["跟踪误差是什么意思", "zh_CN", [{ name: "explainTerm", args: { term: "tracking_error" } }]],
  ["Search Jade funds", "en", [{ name: "searchProducts", args: { query: "Jade funds", productType: "fund" } }]],
  ["Explain beta, then show BND's holdings", "en", [{ name: "explainTerm", args: { term: "beta" } }, { name: "getProduct", args: { code: "BND", view: "holdings" } }]],
  ["Compare Jade Global Income USD and Jade Global Income HKD", "en", [{ name: "compareProducts", args: { codes: ["F100001", "F100002"] } }]],
  ["compare the USD and HKD classes of Jade Global Income", "en", [{ name: "compareProducts", args: { codes: ["F100001", "F100002"] } }]],
  ["比較IVV同BND，然後將BND加入自選", "zh_TW", [{ name: "compareProducts", args: { codes: ["IVV", "BND"] } }, { name: "manageWatchlist", args: { action: "add", code: "BND" } }]],
  ["How do IVV, BND and 3100 stack up year to date?", "en", [{ name: "compareProducts", args: { codes: ["IVV", "BND", "3100"], period: "YTD" } }]],
  ["唔該幫我搵三隻最平嘅香港ETF", "zh_TW", [{ name: "screenProducts", args: { productType: "etf", filters: { regions: ["hong_kong"] }, sort: "fee_asc", limit: 3 } }]],
  ["比較IVV同BND，順便回測一半一半", "zh_TW", [{ name: "compareProducts", args: { codes: ["IVV", "BND"] } }, { name: "backtestPortfolio", args: { holdings: [{ code: "IVV", weight: 50 }, { code: "BND", weight: 50 }] } }]],
];

describe("engine end to end (fixture catalog)", () => {
  it.each(CASES)("%j (%s)", (message, lang, expected) => {
    const { toolCalls } = parse(message, lang);
    expect(toolCalls).toMatchObject(expected as object[]);
    expect(toolCalls).toHaveLength((expected as unknown[]).length);
    for (const c of toolCalls) expect(toolDefs[c.name].inputSchema.safeParse(c.args).success).toBe(true);
  });

  it.each([
    ["Should I sell BND?", "advice", "en"],
    ["Will IVV go up next year?", "advice", "en"],
    ["Buy 100 units of BND for me", "advice", "en"],
    ["我應唔應該而家沽出IVV？", "advice", "zh_TW"],
    ["2833值唔值得買？", "advice", "zh_TW"],
    ["IVV明年能涨多少", "advice", "zh_CN"],
    ["帮我买入一千股2833", "advice", "zh_CN"],
    ["Is IVV a good buy right now?", "advice", "en"],
    ["how high can IVV go by next year?", "advice", "en"],
    ["Sell half my BND position", "advice", "en"],
    ["BND而家係咪入市好時機？", "advice", "zh_TW"],
    ["你觉得IVV值得长期持有吗", "advice", "zh_CN"],
    ["3100会不会继续跌", "advice", "zh_CN"],
    ["tell me a joke", "offTopic", "en"],
  ])("refuses %j with no call (%s)", (message, kind, lang) => {
    const r = parse(message);
    expect(r.toolCalls).toEqual([]);
    expect(r.reply?.kind).toBe(kind);
    if (kind === "advice")
      expect(r.reply?.text).toContain(lang === "en" ? "advice" : lang === "zh_TW" ? "建議" : "建议");
  });

  it("follows 'the first two' of the last list", () => {
    const r = engine.parse({
      lang: "en",
      today: "2026-11-20",
      history: [{ text: "compare IVV, BND and 3100" }],
      message: "backtest the first two 60/40 since 2018",
    });
    expect(r.toolCalls).toMatchObject([
      {
        name: "backtestPortfolio",
        args: {
          holdings: [
            { code: "IVV", weight: 60 },
            { code: "BND", weight: 40 },
          ],
          startDate: "2018-01-01",
        },
      },
    ]);
  });

  it("asks which product when two match equally", () => {
    const r = parse("S&P 500 ETF fees");
    expect(r.toolCalls).toEqual([]);
    expect(r.reply?.kind).toBe("ambiguous");
    expect(r.reply?.choices?.map((c) => c.code).sort()).toEqual(["IVV", "SPLG"]);
  });

  it("replies in the language of the message, whatever the UI language", () => {
    expect(parse("嗯嗯", "en").reply).toMatchObject({
      kind: "clarify",
      text: expect.stringMatching(/[\u4e00-\u9fff]/),
    });
    expect(parse("hmm", "zh_TW").reply?.suggestions.length).toBeGreaterThan(0);
  });
});
