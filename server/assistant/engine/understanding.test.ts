/**
 * The rules added for phrasing the engine had not seen (../README.md "Round table"), each in
 * English, Traditional (incl. Cantonese) and Simplified Chinese, scored by the evaluation rule
 * (case-check.ts): follow-ups that edit the last call, several requests in one message,
 * off-topic and place-only questions, backtests worded without "backtest", themes, watchlist
 * verbs and groups, glossary questions about two terms, goals in everyday words, the macro
 * model's view.
 */
import { describe, expect, it } from "vitest";
import type { SearchEntry } from "../../features/search";
import { createIntentEngine } from ".";
import { type CallLike, caseCorrect } from "./case-check";
import { FIXTURE_CATALOG } from "./test-support";

const engine = createIntentEngine(FIXTURE_CATALOG);
const calls = (turns: string[]) =>
  engine.parse({
    lang: "en",
    today: "2026-11-20",
    history: turns.slice(0, -1).map((text) => ({ text })),
    message: turns[turns.length - 1]!,
  }).toolCalls;
const call = (name: string, args: Record<string, unknown>): CallLike => ({ name, args });
const w = (code: string, weight: number) => ({ code, weight });

type Row = [string, string[], CallLike[]];

function table(rows: Row[]) {
  it.each(rows)("%s", (_label, turns, expected) => {
    const got = calls(turns);
    expect(caseCorrect(expected, got), JSON.stringify(got)).toBe(true);
  });
}

describe("follow-ups edit the last call", () => {
  const bt = (holdings: { code: string; weight: number }[], more: Record<string, unknown> = {}) =>
    call("backtestPortfolio", { holdings, ...more });
  table([
    [
      "weights (en)",
      ["backtest 60% IVV 40% BND since 2018", "make it 80/20"],
      [bt([w("IVV", 80), w("BND", 20)], { startDate: "2018-01-01" })],
    ],
    [
      "rebalancing (en)",
      ["backtest IVV and BND 70/30", "now with quarterly rebalancing"],
      [bt([w("IVV", 70), w("BND", 30)], { rebalance: "quarterly" })],
    ],
    [
      "start (zh_CN)",
      ["帮我回测IVV和BND各一半", "改成从2015年开始"],
      [bt([w("IVV", 50), w("BND", 50)], { startDate: "2015-01-01" })],
    ],
    [
      "amount and rebalancing (zh_TW)",
      ["回測IVV同BND各一半", "金額改為20萬，每季再平衡"],
      [bt([w("IVV", 50), w("BND", 50)], { initialAmount: 200000, rebalance: "quarterly" })],
    ],
    [
      "swap a product (en)",
      ["backtest IVV and BND 70/30", "swap BND for 2833"],
      [bt([w("IVV", 70), w("2833", 30)])],
    ],
    ["swap a product (zh_CN)", ["回测IVV和BND各一半", "把BND换成2833"], [bt([w("IVV", 50), w("2833", 50)])]],
    [
      "add a product (en)",
      ["backtest IVV and BND equally", "add 2833"],
      [bt([w("IVV", 33.3333), w("BND", 33.3333), w("2833", 33.3333)])],
    ],
    [
      "drop and add (en)",
      ["backtest IVV and BND equally", "drop BND, add 2833"],
      [bt([w("IVV", 50), w("2833", 50)])],
    ],
    [
      "compare period (en)",
      ["compare IVV and BND over 3 years", "what about over 10 years?"],
      [call("compareProducts", { codes: ["IVV", "BND"], period: "10Y" })],
    ],
    [
      "compare period (zh_CN)",
      ["对比IVV和BND", "改成三年"],
      [call("compareProducts", { codes: ["IVV", "BND"], period: "3Y" })],
    ],
    [
      "compare add (zh_TW)",
      ["比較IVV同BND", "加埋2833"],
      [call("compareProducts", { codes: ["IVV", "BND", "2833"] })],
    ],
    [
      "portfolio holdings (en)",
      ["aggressive portfolio please", "ETFs only, max 6 holdings"],
      [call("buildPortfolio", { riskLevel: 5, productType: "etf", maxHoldings: 6 })],
    ],
    [
      "portfolio amount (zh_TW)",
      ["幫我建立一個平衡型組合", "金額改為五十萬"],
      [call("buildPortfolio", { riskLevel: 3, amount: 500000 })],
    ],
    [
      "portfolio goal (zh_CN)",
      ["平衡型组合", "目标改成子女教育，投资10年"],
      [call("buildPortfolio", { riskLevel: 3, goal: "children_education", years: 10 })],
    ],
    [
      "plan slots (en)",
      ["I want to retire with 3m in 25 years", "I have 500k now and can add 6k a month"],
      [
        call("planWealth", {
          goal: "retirement",
          targetAmount: 3000000,
          initialAmount: 500000,
          years: 25,
          monthlyContribution: 6000,
        }),
      ],
    ],
    [
      "plan monthly (zh_CN)",
      ["规划退休：20年后要400万，现在有80万", "每月再加5000"],
      [
        call("planWealth", {
          goal: "retirement",
          targetAmount: 4000000,
          initialAmount: 800000,
          years: 20,
          monthlyContribution: 5000,
        }),
      ],
    ],
    [
      "macro horizon (en)",
      ["macro view on china stocks", "and for the next 3 months?"],
      [call("getMacroOutlook", { assets: ["china_stock"], horizon: "3M" })],
    ],
    [
      "macro market (en)",
      ["macro outlook for china stocks", "what about japan?"],
      [call("getMacroOutlook", { assets: ["japan_stock"] })],
    ],
    [
      "macro horizon (zh_CN)",
      ["美国债券的宏观看法", "下个月呢"],
      [call("getMacroOutlook", { assets: ["us_long_treasury", "us_short_treasury"], horizon: "1M" })],
    ],
    [
      "report audience (en)",
      ["report on BND", "make it the adviser version"],
      [call("generateReport", { code: "BND", audience: "adviser" })],
    ],
    [
      "same view, other product (zh_TW)",
      ["IVV嘅費用", "咁BND呢？"],
      [call("getProduct", { code: "BND", view: "fees" })],
    ],
    [
      "same view, other product (zh_CN)",
      ["IVV的持仓", "BND呢"],
      [call("getProduct", { code: "BND", view: "holdings" })],
    ],
    [
      "same view, other product (en)",
      ["IVV fees", "and BND?"],
      [call("getProduct", { code: "BND", view: "fees" })],
    ],
    [
      "other share class (en)",
      ["Jade Global Income Fund USD", "sorry, I meant the HKD class"],
      [call("getProduct", { code: "F100002" })],
    ],
    [
      "other share class (zh_TW)",
      ["翠玉環球收益基金美元", "唔係，我係指港元類別"],
      [call("getProduct", { code: "F100002" })],
    ],
    [
      "watchlist action (en)",
      ["add BND to my watchlist", "actually remove it"],
      [call("manageWatchlist", { action: "remove", code: "BND" })],
    ],
    [
      "watchlist action (zh_TW)",
      ["將IVV同BND加入自選", "其實刪咗BND啦"],
      [call("manageWatchlist", { action: "remove", code: "BND" })],
    ],
    [
      "screen type (zh_TW)",
      ["低風險債券基金", "改為ETF"],
      [
        call("screenProducts", {
          productType: "etf",
          filters: { assetClasses: ["Bond"], riskLevels: [1, 2] },
        }),
      ],
    ],
    [
      "weights on ordinals (en)",
      ["compare IVV and BND", "60% in the first and 40% in the second"],
      [bt([w("IVV", 60), w("BND", 40)])],
    ],
    [
      "weights on ordinals (zh_TW)",
      ["比較IVV同BND", "第一隻六成，第二隻四成"],
      [bt([w("IVV", 60), w("BND", 40)])],
    ],
    [
      "a new question is not an edit (en)",
      ["IVV fees", "tell me about BND"],
      [call("getProduct", { code: "BND" })],
    ],
  ]);
});

describe("answers to the engine's questions and lists", () => {
  const bt = (holdings: { code: string; weight: number }[]) => call("backtestPortfolio", { holdings });
  table([
    [
      "the class after 'which one?' (en)",
      ["Jade Global Income Fund", "the HKD one"],
      [call("getProduct", { code: "F100002" })],
    ],
    [
      "the class after 'which one?' (zh_TW)",
      ["翠玉環球收益基金", "我係指港元嗰隻"],
      [call("getProduct", { code: "F100002" })],
    ],
    [
      "an ordinal after 'which one?' (zh_CN)",
      ["翠玉环球收益基金", "第二个"],
      [call("getProduct", { code: "F100002" })],
    ],
    [
      "the first two and the third (en)",
      ["compare IVV, SPLG and BND", "30% each in the first two and 40% in the third"],
      [bt([w("IVV", 30), w("SPLG", 30), w("BND", 40)])],
    ],
    [
      "the first two and the third (zh_TW)",
      ["比較IVV、SPLG同BND", "第一隻同第二隻各三成，第三隻四成"],
      [bt([w("IVV", 30), w("SPLG", 30), w("BND", 40)])],
    ],
    [
      "both, in a later clause (zh_TW)",
      ["IVV同BND比較，再將兩隻都加入自選"],
      [
        call("compareProducts", { codes: ["IVV", "BND"] }),
        call("manageWatchlist", { action: "add", code: "IVV" }),
        call("manageWatchlist", { action: "add", code: "BND" }),
      ],
    ],
    [
      "a monthly figure is not a year (zh_CN)",
      ["回测IVV和BND 6:4", "每月再投2000"],
      [call("backtestPortfolio", { holdings: [w("IVV", 60), w("BND", 40)], monthlyContribution: 2000 })],
    ],
  ]);
});

describe("several requests in one message", () => {
  table([
    [
      "two aspects of one product (en)",
      ["fees and managers of BND"],
      [
        call("getProduct", { code: "BND", view: "fees" }),
        call("getProduct", { code: "BND", view: "managers" }),
      ],
    ],
    [
      "two aspects (zh_CN)",
      ["查看IVV的费用和风险指标"],
      [call("getProduct", { code: "IVV", view: "fees" }), call("getProduct", { code: "IVV", view: "risk" })],
    ],
    [
      "two aspects (zh_TW)",
      ["SPLG嘅派息紀錄同埋持倉"],
      [
        call("getProduct", { code: "SPLG", view: "dividends" }),
        call("getProduct", { code: "SPLG", view: "holdings" }),
      ],
    ],
    [
      "one aspect per product (zh_TW)",
      ["IVV的費用以及BND的持倉"],
      [
        call("getProduct", { code: "IVV", view: "fees" }),
        call("getProduct", { code: "BND", view: "holdings" }),
      ],
    ],
    [
      "two terms (en)",
      ["explain sortino and calmar"],
      [call("explainTerm", { term: "sortino" }), call("explainTerm", { term: "calmar" })],
    ],
    [
      "two terms (zh_TW)",
      ["解釋吓咩係Beta同Alpha"],
      [call("explainTerm", { term: "beta" }), call("explainTerm", { term: "alpha" })],
    ],
    [
      "two terms (zh_CN)",
      ["YTM和久期分别是什么"],
      [call("explainTerm", { term: "ytm" }), call("explainTerm", { term: "effective_duration" })],
    ],
    [
      "holdings and news (en)",
      ["show BND's holdings and its news"],
      [call("getProduct", { code: "BND", view: "holdings" }), call("getNews", { code: "BND" })],
    ],
    [
      "holdings and news (zh_TW)",
      ["睇下2833嘅持倉同埋新聞"],
      [call("getProduct", { code: "2833", view: "holdings" }), call("getNews", { code: "2833" })],
    ],
    [
      "report and news (zh_CN)",
      ["生成IVV的报告，并显示它的新闻"],
      [call("generateReport", { code: "IVV", audience: "personal" }), call("getNews", { code: "IVV" })],
    ],
    [
      "compare then backtest (zh_TW)",
      ["比較IVV與SPLG，並回測各佔一半"],
      [
        call("compareProducts", { codes: ["IVV", "SPLG"] }),
        call("backtestPortfolio", { holdings: [w("IVV", 50), w("SPLG", 50)] }),
      ],
    ],
    [
      "macro and a list (en)",
      ["macro outlook for US stocks, and also the top picks for ETFs"],
      [
        call("getMacroOutlook", { assets: ["us_stock"] }),
        call("getCuratedList", { list: "top_picks", productType: "etf" }),
      ],
    ],
    [
      "remove and add (en)",
      ["remove IVV and add BND"],
      [
        call("manageWatchlist", { action: "remove", code: "IVV" }),
        call("manageWatchlist", { action: "add", code: "BND" }),
      ],
    ],
    [
      "news twice (en)",
      ["news on NVDA and on BND"],
      [call("getNews", { ticker: "NVDA" }), call("getNews", { code: "BND" })],
    ],
    [
      "screen and a term (zh_TW)",
      ["搵低風險債券基金，順便解釋下存續期"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { riskLevels: [1, 2], assetClasses: ["Bond"] },
        }),
        call("explainTerm", { term: "effective_duration" }),
      ],
    ],
    [
      "a product list runs on (en)",
      ["compare IVV, SPLG and BND and backtest them equally"],
      [
        call("compareProducts", { codes: ["IVV", "SPLG", "BND"] }),
        call("backtestPortfolio", { holdings: [w("IVV", 33.3333), w("SPLG", 33.3333), w("BND", 33.3333)] }),
      ],
    ],
    [
      "two nouns of one product are one request (en)",
      ["what's the volatility and max drawdown of IVV"],
      [call("getProduct", { code: "IVV", view: "risk" })],
    ],
  ]);
});

describe("joiners, lists and terms", () => {
  table([
    [
      "add then list (zh_CN)",
      ["把SPLG加入自选并显示我的自选"],
      [call("manageWatchlist", { action: "add", code: "SPLG" }), call("manageWatchlist", { action: "list" })],
    ],
    [
      "products joined, then a request (zh_TW)",
      ["我想睇下IVV同BND嘅比較，同埋回測一半一半"],
      [
        call("compareProducts", { codes: ["IVV", "BND"] }),
        call("backtestPortfolio", { holdings: [w("IVV", 50), w("BND", 50)] }),
      ],
    ],
    [
      "a term and 'it' (en)",
      ["what is a risk level and how is it assigned"],
      [call("explainTerm", { term: "risk_level" })],
    ],
  ]);
});

describe("one aspect of a product", () => {
  table([
    [
      "countries by a noun (en)",
      ["what countries does IVV invest in"],
      [call("getProduct", { code: "IVV", view: "distribution" })],
    ],
    ["countries (zh_TW)", ["BND投資咩國家"], [call("getProduct", { code: "BND", view: "distribution" })]],
    [
      "country breakdown (zh_CN)",
      ["IVV的国家分布"],
      [call("getProduct", { code: "IVV", view: "distribution" })],
    ],
    [
      "ex-dividend (en)",
      ["when does IVV go ex-dividend"],
      [call("getProduct", { code: "IVV", view: "dividends" })],
    ],
    ["ex-dividend (zh_TW)", ["IVV幾時除淨"], [call("getProduct", { code: "IVV", view: "dividends" })]],
    [
      "managers' tenure (zh_CN)",
      ["BND的基金经理是谁，任职多久"],
      [call("getProduct", { code: "BND", view: "managers" })],
    ],
    ["what it charges (en)", ["what does IVV charge"], [call("getProduct", { code: "IVV", view: "fees" })]],
    [
      "how it did (en)",
      ["how did BND do last year"],
      [call("getProduct", { code: "BND", view: "performance" })],
    ],
  ]);
});

describe("one request over several products", () => {
  table([
    [
      "the fees of each (en)",
      ["what are the fees of IVV and BND"],
      [call("getProduct", { code: "IVV", view: "fees" }), call("getProduct", { code: "BND", view: "fees" })],
    ],
    [
      "respectively (zh_CN)",
      ["IVV和BND的费用分别是多少"],
      [call("getProduct", { code: "IVV", view: "fees" }), call("getProduct", { code: "BND", view: "fees" })],
    ],
    [
      "Cantonese (zh_TW)",
      ["IVV同BND嘅收費"],
      [call("getProduct", { code: "IVV", view: "fees" }), call("getProduct", { code: "BND", view: "fees" })],
    ],
    [
      "news of both (en)",
      ["IVV and BND news"],
      [call("getNews", { code: "IVV" }), call("getNews", { code: "BND" })],
    ],
    [
      "two lists (en)",
      ["show me the top picks and the high sharpe list"],
      [call("getCuratedList", { list: "top_picks" }), call("getCuratedList", { list: "high_sharpe" })],
    ],
    [
      "a split in tenths (zh_CN)",
      ["比较IVV和BND三年表现，然后回测六四开"],
      [
        call("compareProducts", { codes: ["IVV", "BND"], period: "3Y" }),
        call("backtestPortfolio", { holdings: [w("IVV", 60), w("BND", 40)] }),
      ],
    ],
  ]);
});

describe("a fund not in the catalog is not its namesake", () => {
  table([
    [
      "a region the name lacks (en)",
      ["Jade Japan fund"],
      [call("screenProducts", { productType: "fund", filters: { regions: ["japan"] } })],
    ],
    [
      "a region the name lacks (zh_TW)",
      ["翠玉日本基金"],
      [call("screenProducts", { productType: "fund", filters: { regions: ["japan"] } })],
    ],
    ["a theme the name lacks (zh_CN)", ["翠玉黄金基金"], [call("searchProducts", { productType: "fund" })]],
    [
      "the fund itself still resolves (en)",
      ["Jade Global Income Fund USD"],
      [call("getProduct", { code: "F100001" })],
    ],
    [
      "the fund itself still resolves (zh_TW)",
      ["翠玉環球收益基金美元"],
      [call("getProduct", { code: "F100001" })],
    ],
    ["a code beside a market word (zh_TW)", ["2833.HK係咩嚟㗎"], [call("getProduct", { code: "2833" })]],
  ]);
});

describe("bare follow-ups about the product in focus", () => {
  table([
    ["news (en)", ["tell me about IVV", "news"], [call("getNews", { code: "IVV" })]],
    ["新聞呢 (zh_TW)", ["講下IVV", "新聞呢"], [call("getNews", { code: "IVV" })]],
    ["新闻呢 (zh_CN)", ["介绍一下IVV", "新闻呢"], [call("getNews", { code: "IVV" })]],
    [
      "it with another (en)",
      ["tell me about IVV", "backtest it with BND 70/30"],
      [call("backtestPortfolio", { holdings: [w("IVV", 70), w("BND", 30)] })],
    ],
    ["news without a product stays general (en)", ["news"], [call("getNews", {})]],
  ]);
});

describe("the last two of a list", () => {
  table([
    [
      "compare the last two (en)",
      ["compare IVV, SPLG and BND", "compare the last two"],
      [call("compareProducts", { codes: ["SPLG", "BND"] })],
    ],
    [
      "後兩隻 (zh_TW)",
      ["比較IVV、SPLG同BND", "後兩隻各一半回測"],
      [call("backtestPortfolio", { holdings: [w("SPLG", 50), w("BND", 50)] })],
    ],
    [
      "最后两只 (zh_CN)",
      ["对比IVV、SPLG和BND", "最后两只加入自选"],
      [
        call("manageWatchlist", { action: "add", code: "SPLG" }),
        call("manageWatchlist", { action: "add", code: "BND" }),
      ],
    ],
  ]);
});

describe("a mistyped request word", () => {
  table([
    [
      "bakctest (en)",
      ["bakctest IVV and BND 60/40"],
      [call("backtestPortfolio", { holdings: [w("IVV", 60), w("BND", 40)] })],
    ],
    [
      "wathclist (en)",
      ["add IVV to my wathclist"],
      [call("manageWatchlist", { action: "add", code: "IVV" })],
    ],
    ["explian (en)", ["explian sortino"], [call("explainTerm", { term: "sortino" })]],
    ["holdigns (en)", ["IVV holdigns"], [call("getProduct", { code: "IVV", view: "holdings" })]],
  ]);
});

describe("no call: off-topic, place-only, advice", () => {
  table([
    ["money changing (en)", ["where can I exchange a 10000 yen note in Singapore"], []],
    ["money changing (zh_TW)", ["美金換港紙去邊度換最抵"], []],
    ["property prices (zh_TW)", ["香港樓價明年會下跌嗎"], []],
    ["travel cash (zh_TW)", ["聽日去日本使唔使帶日圓現金？"], []],
    ["credit cards (en)", ["best credit card in hong kong"], []],
    ["loans (zh_CN)", ["哪家银行贷款利率最低"], []],
    ["credit cards (zh_TW)", ["邊張信用卡回贈最多"], []],
    ["a place only (en)", ["is Singapore a good place to live"], []],
    ["a place only (zh_TW)", ["新加坡有咩好食"], []],
    ["a place only (zh_CN)", ["日本房价怎么样"], []],
  ]);
});

describe("backtests without the word", () => {
  table([
    [
      "a mix of (en)",
      ["how would a mix of IVV and BND have done since 2015"],
      [call("backtestPortfolio", { holdings: [w("IVV", 50), w("BND", 50)], startDate: "2015-01-01" })],
    ],
    [
      "split evenly, years ago (en)",
      ["if I had split 100k evenly between IVV and BND 5 years ago"],
      [
        call("backtestPortfolio", {
          holdings: [w("IVV", 50), w("BND", 50)],
          initialAmount: 100000,
          startDate: "2021-11-20",
        }),
      ],
    ],
    [
      "equal weights in (en)",
      ["track record of equal weights in IVV, SPLG and BND"],
      [call("backtestPortfolio", { holdings: [w("IVV", 33.3333), w("SPLG", 33.3333), w("BND", 33.3333)] })],
    ],
    [
      "a ratio with slashes (en)",
      ["IVV / BND 60/40 since 2018"],
      [call("backtestPortfolio", { holdings: [w("IVV", 60), w("BND", 40)], startDate: "2018-01-01" })],
    ],
    [
      "a ratio with 比 (zh_CN)",
      ["IVV比BND 7比3 回测"],
      [call("backtestPortfolio", { holdings: [w("IVV", 70), w("BND", 30)] })],
    ],
    [
      "a ratio with a colon and contributions (zh_TW)",
      ["幫我回測IVV同BND，6:4，每月供5000"],
      [call("backtestPortfolio", { holdings: [w("IVV", 60), w("BND", 40)], monthlyContribution: 5000 })],
    ],
    [
      "years ago (zh_TW)",
      ["如果五年前將10萬平均分配喺IVV同BND"],
      [
        call("backtestPortfolio", {
          holdings: [w("IVV", 50), w("BND", 50)],
          initialAmount: 100000,
          startDate: "2021-11-20",
        }),
      ],
    ],
  ]);
});

describe("themes, watchlist, glossary, goals, macro", () => {
  table([
    ["theme alone is a search (en)", ["any robotics etf?"], [call("searchProducts", { productType: "etf" })]],
    [
      "theme alone is a search (zh_TW)",
      ["有冇黃金ETF睇下"],
      [call("searchProducts", { productType: "etf" })],
    ],
    [
      "theme alone is a search (zh_CN)",
      ["有没有医疗基金"],
      [call("searchProducts", { productType: "fund" })],
    ],
    [
      "theme narrows a screen (en)",
      ["low risk healthcare funds"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { riskLevels: [1, 2], keyword: "healthcare" },
        }),
      ],
    ],
    [
      "theme narrows a screen (zh_TW)",
      ["高息股票基金 月派"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { assetClasses: ["Stock"], dividendFrequencies: ["monthly"], keyword: "dividend" },
        }),
      ],
    ],
    ["unfollow (en)", ["unfollow IVV"], [call("manageWatchlist", { action: "remove", code: "IVV" })]],
    [
      "stop tracking (en)",
      ["stop tracking BND"],
      [call("manageWatchlist", { action: "remove", code: "BND" })],
    ],
    [
      "remove, Cantonese (zh_TW)",
      ["幫我剔走自選入面嘅IVV"],
      [call("manageWatchlist", { action: "remove", code: "IVV" })],
    ],
    [
      "group named (en)",
      ["put BND under my Income group"],
      [call("manageWatchlist", { action: "add", code: "BND", group: "Income" })],
    ],
    [
      "group quoted (zh_CN)",
      ["把IVV加到自选的“退休”分组"],
      [call("manageWatchlist", { action: "add", code: "IVV", group: "退休" })],
    ],
    [
      "a flat (en)",
      ["I'm saving for a flat in 10 years, need 2m, have 300k"],
      [
        call("planWealth", {
          goal: "purchase_property",
          targetAmount: 2000000,
          initialAmount: 300000,
          years: 10,
        }),
      ],
    ],
    [
      "school fees (zh_CN)",
      ["想为孩子存学费，8年后要100万，现在有20万，每月存5000"],
      [
        call("planWealth", {
          goal: "children_education",
          targetAmount: 1000000,
          initialAmount: 200000,
          years: 8,
          monthlyContribution: 5000,
        }),
      ],
    ],
    [
      "bullish (en)",
      ["is the model bullish on US stocks over the next 3 months"],
      [call("getMacroOutlook", { assets: ["us_stock"], horizon: "3M" })],
    ],
    ["看好 (zh_CN)", ["模型看好A股吗"], [call("getMacroOutlook", { assets: ["china_stock"] })]],
    [
      "positive on (en)",
      ["is the model positive on japanese stocks"],
      [call("getMacroOutlook", { assets: ["japan_stock"] })],
    ],
    ["樂觀 (zh_CN)", ["模型对日本股票是否乐观"], [call("getMacroOutlook", { assets: ["japan_stock"] })]],
    ["睇淡 (zh_TW)", ["宏觀模型睇淡歐洲債券嗎"], [call("getMacroOutlook", { assets: ["europe_bond"] })]],
    [
      "no longer keep (zh_TW)",
      ["IVV唔使再留喺自選"],
      [call("manageWatchlist", { action: "remove", code: "IVV" })],
    ],
    [
      "美股 (zh_CN)",
      ["下个月美股的宏观展望"],
      [call("getMacroOutlook", { assets: ["us_stock"], horizon: "1M" })],
    ],
    [
      "the term's metric (en)",
      ["explain effective duration", "show me bond funds with it under 4 years"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { assetClasses: ["Bond"], maxEffectiveDuration: 4 },
        }),
      ],
    ],
    [
      "launched before (en)",
      ["show funds launched before 2010 that invest in hong kong stocks"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { launchedBefore: "2010-01-01", regions: ["hong_kong"], assetClasses: ["Stock"] },
        }),
      ],
    ],
    [
      "launched before (zh_CN)",
      ["2010年前成立的香港股票基金"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { launchedBefore: "2010-01-01", regions: ["hong_kong"], assetClasses: ["Stock"] },
        }),
      ],
    ],
    [
      "credit ratings (en)",
      ["bond funds with an average credit rating of Aaa or Aa"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { assetClasses: ["Bond"], creditRatings: ["Aaa", "Aa"] },
        }),
      ],
    ],
  ]);
});

describe("round 9: everyday wordings of views, places, payouts and lists", () => {
  table([
    [
      "performance asked casually (en)",
      ["BND, how's it been performing lately?"],
      [call("getProduct", { code: "BND", view: "performance" })],
    ],
    [
      "performance of two (en)",
      ["IVV and BND - how have they been doing"],
      [
        call("getProduct", { code: "IVV", view: "performance" }),
        call("getProduct", { code: "BND", view: "performance" }),
      ],
    ],
    [
      "a clipped place name (en)",
      ["lowest fee s'pore funds"],
      [call("screenProducts", { productType: "fund", filters: { regions: ["singapore"] }, sort: "fee_asc" })],
    ],
    [
      "payout frequency as an adjective (en)",
      ["quarterly-distributing equity ETFs"],
      [
        call("screenProducts", {
          productType: "etf",
          filters: { dividendFrequencies: ["quarterly"], assetClasses: ["Stock"] },
        }),
      ],
    ],
    [
      "side by side, in other words (en)",
      ["line IVV up against BND"],
      [call("compareProducts", { codes: ["IVV", "BND"] })],
    ],
    [
      "a rebound list in slang (zh_CN)",
      ["看看回血最快的榜单"],
      [call("getCuratedList", { list: "fast_rebound" })],
    ],
    [
      "holding without touching (zh_TW)",
      ["回測IVV同BND一半半，一直持有不動"],
      [call("backtestPortfolio", { holdings: [w("IVV", 50), w("BND", 50)], rebalance: "none" })],
    ],
  ]);
});

describe("round 9: trades, advice and forecasts stay without a call", () => {
  table([
    ["a short sale (en)", ["look up 2833", "please short it"], []],
    ["a bare buy question (en)", ["compare IVV and SPLG", "ok so IVV then? buy it?"], []],
    ["the way to go (en)", ["is BND the way to go for me"], []],
    ["will it be wound up (zh_CN)", ["BND会不会被清盘"], []],
    ["will the payout fall (zh_TW)", ["2833今年派息會唔會減？"], []],
  ]);
});

describe("round 10: who will do better, rebounds and opening accounts stay without a call", () => {
  table([
    [
      "which of the two is going to do better (en)",
      ["compare IVV and BND", "so which is going to do better in 2027?"],
      [],
    ],
    ["is it going to rebound (en)", ["is the hang seng going to rebound this month"], []],
    ["open a brokerage account (en)", ["can you open a brokerage account for me"], []],
    ["will it pick up again (zh_TW)", ["2833下個月會回升嗎"], []],
    ["will the index rebound (zh_CN)", ["纳斯达克明天会反弹吗"], []],
    ["open an account (zh_TW)", ["點樣喺你度開戶？"], []],
    ["open a securities account (zh_CN)", ["帮我开一个证券账户"], []],
  ]);
});

describe("round 9: figures read by what they stand for", () => {
  table([
    [
      "a year after a rebalancing clause is a date (zh_CN)",
      ["回测IVV 60%、BND 40%，每季再平衡，2018年以来"],
      [
        call("backtestPortfolio", {
          holdings: [w("IVV", 60), w("BND", 40)],
          rebalance: "quarterly",
          startDate: "2018-01-01",
        }),
      ],
    ],
    [
      "a monthly sum a few words after its cue (zh_CN)",
      ["我想15年后退休时有300万，手上有80万，每个月可以再存5000"],
      [
        call("planWealth", {
          goal: "retirement",
          targetAmount: 3000000,
          initialAmount: 800000,
          years: 15,
          monthlyContribution: 5000,
        }),
      ],
    ],
    [
      "a monthly sum a few words after its cue (zh_TW)",
      ["想20年後有500萬退休，而家有100萬，每月大概可以投8000"],
      [
        call("planWealth", {
          goal: "retirement",
          targetAmount: 5000000,
          initialAmount: 1000000,
          years: 20,
          monthlyContribution: 8000,
        }),
      ],
    ],
    [
      "a goal said before the figures (en)",
      ["help me plan for my kid's university fees", "need 800k in 12 years, starting from 100k"],
      [
        call("planWealth", {
          goal: "children_education",
          targetAmount: 800000,
          initialAmount: 100000,
          years: 12,
        }),
      ],
    ],
    [
      "a goal said before the figures (zh_TW)",
      ["我想規劃下買樓首期", "目標150萬，8年，而家有40萬"],
      [
        call("planWealth", {
          goal: "purchase_property",
          targetAmount: 1500000,
          initialAmount: 400000,
          years: 8,
        }),
      ],
    ],
  ]);
});

describe("round 9: products looked at one per turn, then referred to together", () => {
  table([
    [
      "compare the two (en)",
      ["look up IVV", "what about SPLG", "compare the two over 3 years"],
      [call("compareProducts", { codes: ["IVV", "SPLG"], period: "3Y" })],
    ],
    [
      "backtest them (zh_TW)",
      ["睇下IVV", "咁BND呢", "回測佢哋一半一半"],
      [call("backtestPortfolio", { holdings: [w("IVV", 50), w("BND", 50)] })],
    ],
    [
      "watch them (zh_CN)",
      ["查一下2833", "还有BND", "把它们都加入自选"],
      [
        call("manageWatchlist", { action: "add", code: "2833" }),
        call("manageWatchlist", { action: "add", code: "BND" }),
      ],
    ],
    [
      "a comparison in between resets the run (en)",
      ["compare IVV and SPLG", "show me BND", "news on them"],
      [call("getNews", { code: "BND" })],
    ],
  ]);
});

describe("round 9: the watchlist as a verb, and a bare ordinal after one with 'the'", () => {
  table([
    [
      "watchlist it (en)",
      ["tell me about SPLG", "can you watchlist it?"],
      [call("manageWatchlist", { action: "add", code: "SPLG" })],
    ],
    [
      "bookmark them (en)",
      ["compare IVV and BND", "bookmark them"],
      [
        call("manageWatchlist", { action: "add", code: "IVV" }),
        call("manageWatchlist", { action: "add", code: "BND" }),
      ],
    ],
    [
      "the second and third (en)",
      ["compare IVV, SPLG and BND", "put the second and third on my watchlist"],
      [
        call("manageWatchlist", { action: "add", code: "SPLG" }),
        call("manageWatchlist", { action: "add", code: "BND" }),
      ],
    ],
    [
      "the first and 3rd (en)",
      ["compare IVV, SPLG and BND", "backtest the first and 3rd 50/50"],
      [call("backtestPortfolio", { holdings: [w("IVV", 50), w("BND", 50)] })],
    ],
  ]);
});

describe("round 9: leveraged and inverse words in a list refer to siblings", () => {
  table([
    [
      "the inverse, after 'the' (en)",
      ["compare 2833 and the inverse over 1 year"],
      [call("compareProducts", { codes: ["2833", "7500"], period: "1Y" })],
    ],
    ["its inverse (zh_TW)", ["比較2833同佢嘅反向"], [call("compareProducts", { codes: ["2833", "7500"] })]],
    [
      "add the inverse to a comparison (zh_CN)",
      ["对比2833和IVV", "再加上它的反向产品"],
      [call("compareProducts", { codes: ["2833", "IVV", "7500"] })],
    ],
  ]);
});

describe("round 9: what a term stands for, a kind of fund, a request running to the next joiner", () => {
  table([
    ["stands for (zh_CN)", ["夏普比率代表什么"], [call("explainTerm", { term: "sharpe" })]],
    ["stands for (zh_TW)", ["Sortino代表咩？"], [call("explainTerm", { term: "sortino" })]],
    [
      "a kind of fund after 'a' (en)",
      ["what's the sharpe ratio of a dividend fund"],
      [call("explainTerm", { term: "sharpe" })],
    ],
    [
      "two markets, then another request (en)",
      ["view on japan stocks and japan bonds for the next 3 months + news on IVV"],
      [
        call("getMacroOutlook", { assets: ["japan_stock", "japan_bond"], horizon: "3M" }),
        call("getNews", { code: "IVV" }),
      ],
    ],
  ]);
});

describe("round 9: money put into each product weighs it", () => {
  table([
    [
      "uneven sums (en)",
      ["what if I had put 30k in IVV and 10k in BND back in 2016"],
      [
        call("backtestPortfolio", {
          holdings: [w("IVV", 75), w("BND", 25)],
          startDate: "2016-01-01",
          initialAmount: 40000,
        }),
      ],
    ],
    [
      "sums after the products (zh_TW)",
      ["如果2018年IVV買咗5萬、BND買咗5萬，而家點"],
      [
        call("backtestPortfolio", {
          holdings: [w("IVV", 50), w("BND", 50)],
          startDate: "2018-01-01",
          initialAmount: 100000,
        }),
      ],
    ],
  ]);
});

describe("round 9: a search's product type, said with it or after it", () => {
  table([
    [
      "ETFs only, after (en)",
      ["search for 'harbour'", "ETFs only"],
      [call("searchProducts", { productType: "etf" })],
    ],
    [
      "any type, after (zh_TW)",
      ["幫我搵名有'收益'嘅產品", "唔限類型"],
      [call("searchProducts", { productType: "any" })],
    ],
    [
      "both types, with it (en)",
      ["search 'jade' across funds and ETFs"],
      [call("searchProducts", { productType: "any" })],
    ],
  ]);
});

describe("round 9: names of products that share words with others", () => {
  const fund = (
    code: string,
    name: string,
    zh: string,
    productType: "fund" | "etf" = "fund",
  ): SearchEntry => ({
    code,
    isin: null,
    symbol: productType === "etf" ? code : null,
    name,
    nameZhHant: zh,
    nameZhHans: null,
    productType,
    category: "Global Equity",
    benchmark: null,
    aumUsd: Number.NaN,
  });
  const engine9 = createIntentEngine([
    ...FIXTURE_CATALOG,
    fund("F200001", "Orchard World Index Tracker Fund", "果園環球指數追蹤基金"),
    fund("F200002", "Kestrel Water Fund A USD Acc", "紅隼水資源基金 A 美元累積"),
    fund("F200003", "Kestrel Water Fund I USD Acc", "紅隼水資源基金 I 美元累積"),
    fund("F200004", "Heron Robotics Fund", "鷺鷥機械人基金"),
    fund("HRBT", "Heron Robotics ETF", "鷺鷥機械人ETF", "etf"),
  ]);
  it.each<Row>([
    // a request word right after a shortened name that is a word of that name
    ["a shortened name (zh_TW)", ["果園環指追蹤基金"], [call("getProduct", { code: "F200001" })]],
    ["another word for a name word (zh_CN)", ["果园全球追踪基金"], [call("getProduct", { code: "F200001" })]],
    [
      "the verb on its own still adds (zh_TW)",
      ["把果園追蹤基金加入自選"],
      [call("manageWatchlist", { action: "add", code: "F200001" })],
    ],
    // a share class described after a comparison word
    [
      "a class after 比較 (zh_TW)",
      ["紅隼水資源基金 A美元累積 比較 I美元累積，三年"],
      [call("compareProducts", { codes: ["F200002", "F200003"], period: "3Y" })],
    ],
    // one name for a fund and an ETF, then a word for each
    [
      "the fund against the ETF (en)",
      ["heron robotics - the fund against the ETF over 1 year"],
      [call("compareProducts", { codes: ["F200004", "HRBT"], period: "1Y" })],
    ],
    [
      "基金同ETF (zh_TW)",
      ["鷺鷥機械人：基金同ETF比較一下"],
      [call("compareProducts", { codes: ["F200004", "HRBT"] })],
    ],
  ])("%s", (_label, turns, expected) => {
    const got = engine9.parse({ lang: "en", today: "2026-11-20", history: [], message: turns[0]! }).toolCalls;
    expect(caseCorrect(expected, got), JSON.stringify(got)).toBe(true);
  });
});

describe("round 11: the window, the sort and the payout said without their usual words", () => {
  table([
    // a ranking word and a period with no metric rank by the return over that period
    [
      "best over three years (en)",
      ["the 3 best Japanese equity funds over the last 3 years"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { regions: ["japan"], assetClasses: ["Stock"] },
          sort: "return_3y_desc",
          limit: 3,
        }),
      ],
    ],
    [
      "top year to date (zh_TW)",
      ["今年以來最好嘅5隻香港股票ETF"],
      [
        call("screenProducts", {
          productType: "etf",
          filters: { regions: ["hong_kong"], assetClasses: ["Stock"] },
          sort: "return_ytd_desc",
          limit: 5,
        }),
      ],
    ],
    // a dividends verb as the cue of a payout frequency
    [
      "funds paying dividends quarterly (en)",
      ["bond funds that pay dividends quarterly"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { assetClasses: ["Bond"], dividendFrequencies: ["quarterly"] },
        }),
      ],
    ],
    // "7天" written with 天 is the seven-day yield
    [
      "seven-day yield with 天 (zh_CN)",
      ["七天年化超过2%的货币基金"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { assetClasses: ["Cash"], minSevenDayYield: 0.02 },
        }),
      ],
    ],
    // another window of the same product's figures: the same card
    [
      "and over five years (en)",
      ["how has BND performed this year", "what about 5 years?"],
      [call("getProduct", { code: "BND", view: "performance" })],
    ],
    [
      "十年呢 (zh_TW)",
      ["2833過去一年表現點", "咁十年呢？"],
      [call("getProduct", { code: "2833", view: "performance" })],
    ],
    [
      "the risk over three years (zh_CN)",
      ["IVV的风险指标", "三年的呢"],
      [call("getProduct", { code: "IVV", view: "risk" })],
    ],
    // an aspect asked in other words
    ["概覽 (zh_TW)", ["BND 概覽"], [call("getProduct", { code: "BND", view: "overview" })]],
    ["概览 (zh_CN)", ["给我看IVV的概览"], [call("getProduct", { code: "IVV", view: "overview" })]],
    ["揸緊 (zh_TW)", ["2833而家揸緊啲乜股票？"], [call("getProduct", { code: "2833", view: "holdings" })]],
    // a portfolio for a goal with the sum to invest and a horizon is the builder's
    [
      "a portfolio for a child's education (en)",
      ["education portfolio, 300k, 12 years"],
      [call("buildPortfolio", { goal: "children_education", amount: 300000, years: 12 })],
    ],
    [
      "退休組合 (zh_TW)",
      ["幫我砌個退休組合，五十萬，投資二十年"],
      [call("buildPortfolio", { goal: "retirement", amount: 500000, years: 20 })],
    ],
    // a target with a goal stays a plan
    [
      "a target is still a plan (en)",
      ["I want 2m for retirement in 20 years"],
      [call("planWealth", { goal: "retirement", targetAmount: 2000000, years: 20 })],
    ],
  ]);
});

describe("round 11: follow-ups that change products or weights, and the weather", () => {
  const bt = (holdings: { code: string; weight: number }[], more: Record<string, unknown> = {}) =>
    call("backtestPortfolio", { holdings, ...more });
  table([
    // other verbs for adding or dropping a product of the last backtest
    [
      "throw in another (en)",
      ["backtest 70% IVV and 30% BND since 2019", "throw in 2833 as well"],
      [bt([w("IVV", 33.3333), w("BND", 33.3333), w("2833", 33.3333)], { startDate: "2019-01-01" })],
    ],
    [
      "唔要 one of them (zh_TW)",
      ["回測IVV六成BND四成，由2019年開始", "唔要BND"],
      [bt([w("IVV", 100)], { startDate: "2019-01-01" })],
    ],
    [
      "再加 another (zh_CN)",
      ["回测IVV和BND各一半，2020年开始", "再加2833"],
      [bt([w("IVV", 33.3333), w("BND", 33.3333), w("2833", 33.3333)], { startDate: "2020-01-01" })],
    ],
    // figures splitting the whole are weights, equal ones too
    [
      "try 50/50 (en)",
      ["backtest IVV 80% BND 20% since 2018", "try 50/50"],
      [bt([w("IVV", 50), w("BND", 50)], { startDate: "2018-01-01" })],
    ],
    ["五五分 (zh_TW)", ["回測IVV七成BND三成", "不如五五分"], [bt([w("IVV", 50), w("BND", 50)])]],
    // weights given to the last list's products, then "backtest that": one backtest
    [
      "weights by ordinal, then the verb (en)",
      ["compare IVV and BND over 3 years", "30% in the first and 70% in the second, backtest that"],
      [bt([w("IVV", 30), w("BND", 70)])],
    ],
    // the same watchlist action for another product
    [
      "and that one too (en)",
      ["add IVV to my watchlist", "and BND too"],
      [call("manageWatchlist", { action: "add", code: "BND" })],
    ],
    ["仲有 (zh_TW)", ["將IVV加入自選", "BND都要"], [call("manageWatchlist", { action: "add", code: "BND" })]],
    // a product's breakdown asked as a split
    [
      "split by credit rating (en)",
      ["how is BND split by credit rating"],
      [call("getProduct", { code: "BND", view: "distribution" })],
    ],
    // a credit rating "or better" is that rating and every better one
    [
      "A or better (en)",
      ["bond funds with an average credit rating of A or better"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { assetClasses: ["Bond"], creditRatings: ["Aaa", "Aa", "A"] },
        }),
      ],
    ],
    [
      "Aa或以上 (zh_TW)",
      ["信用評級Aa或以上嘅債券ETF"],
      [
        call("screenProducts", {
          productType: "etf",
          filters: { assetClasses: ["Bond"], creditRatings: ["Aaa", "Aa"] },
        }),
      ],
    ],
    // the weather in other words is off-topic
    ["rain (en)", ["will it rain in Singapore this weekend?"], []],
    ["落雨 (zh_TW)", ["香港聽日會唔會落雨"], []],
    ["台风 (zh_CN)", ["这周上海会有台风吗"], []],
  ]);
});

describe("round 11: quoted keywords, share classes after 'with', signs and Chinese name variants", () => {
  const entry = (
    code: string,
    name: string,
    zh: string,
    productType: "fund" | "etf",
    category = "Equity",
  ): SearchEntry => ({
    code,
    isin: null,
    symbol: productType === "etf" ? code : null,
    name,
    nameZhHant: zh,
    nameZhHans: null,
    productType,
    category,
    benchmark: null,
    aumUsd: Number.NaN,
  });
  const engine11 = createIntentEngine([
    ...FIXTURE_CATALOG,
    entry(
      "7200",
      "Harbour Hang Seng Index Daily (2x) Leveraged Product",
      "海港恒生指數每日槓桿(2x)產品",
      "etf",
      "Leveraged & Inverse",
    ),
    entry("F300001", "Saltpan Asia Pacific Income Fund A USD Acc", "鹽田亞太收益基金 A 美元累積", "fund"),
    entry("F300002", "Saltpan Asia Pacific Income Fund I USD Acc", "鹽田亞太收益基金 I 美元累積", "fund"),
    entry("PXJ", "Pinewood Asia ex Japan Dividend ETF", "松林亞洲(日本除外)股息ETF", "etf"),
    // three technology ETFs of different sizes and a technology fund
    { ...entry("TKA", "Cobalt Global Technology ETF", "鈷藍環球科技ETF", "etf", "Technology"), aumUsd: 9e9 },
    {
      ...entry("TKB", "Fernhill Nasdaq Tech Leaders ETF", "蕨丘納指科技領袖ETF", "etf", "Technology"),
      aumUsd: 4e9,
    },
    { ...entry("TKC", "Ashgrove Asia Tech ETF", "白蠟亞洲科技ETF", "etf", "Technology"), aumUsd: 1e9 },
    {
      ...entry("F300009", "Cobalt Global Technology Fund", "鈷藍環球科技基金", "fund", "Technology"),
      aumUsd: 2e10,
    },
  ]);
  const ask = (turns: string[]) =>
    engine11.parse({
      lang: "en",
      today: "2026-11-20",
      history: turns.slice(0, -1).map((text) => ({ text })),
      message: turns[turns.length - 1]!,
    }).toolCalls;
  it.each<Row>([
    // a quoted keyword is what to search for
    [
      "quoted, in the name (en)",
      ['any funds with "dragon" in their name?'],
      [call("searchProducts", { query: "dragon", productType: "fund" })],
    ],
    [
      "「」 with 叫 (zh_TW)",
      ["有冇叫「鳳凰」嘅ETF"],
      [call("searchProducts", { query: "鳳凰", productType: "etf" })],
    ],
    [
      "“” with 名字 (zh_CN)",
      ["帮我找名字里有“红利”的基金"],
      [call("searchProducts", { query: "红利", productType: "fund" })],
    ],
    // a quoted group name stays a watchlist group
    [
      "a quoted watchlist group (en)",
      ["add BND to my 'Income' list"],
      [call("manageWatchlist", { action: "add", code: "BND", group: "Income" })],
    ],
    // another class of the same fund after "with" / "to"
    [
      "class after 'with' (en)",
      ["compare Saltpan Asia Pacific Income A USD Acc with the I USD Acc class over 5 years"],
      [call("compareProducts", { codes: ["F300001", "F300002"], period: "5Y" })],
    ],
    // the sign said right after a name picks the leveraged or the inverse product
    ["2x after the name (en)", ["news on the Harbour HSI 2x product"], [call("getNews", { code: "7200" })]],
    [
      "-2x after the name (en)",
      ["risk alerts for Harbour HSI -2x"],
      [call("getRiskAlerts", { code: "7500" })],
    ],
    [
      "恒指 and 兩倍槓桿 (zh_TW)",
      ["海港恒指兩倍槓桿產品嘅風險提示"],
      [call("getRiskAlerts", { code: "7200" })],
    ],
    ["恒指 and 反向 (zh_CN)", ["海港恒指反向产品有什么新闻"], [call("getNews", { code: "7500" })]],
    // other ways of writing "Asia ex Japan" in a Chinese name
    ["(除日本) (zh_CN)", ["介绍一下松林亚洲(除日本)股息ETF"], [call("getProduct", { code: "PXJ" })]],
    [
      "除日本外 (zh_TW)",
      ["松林亞洲除日本外股息ETF嘅派息紀錄"],
      [call("getProduct", { code: "PXJ", view: "dividends" })],
    ],
    // "compare two tech ETFs": the two largest ETFs carrying the theme
    ["two tech ETFs (en)", ["compare two tech ETFs"], [call("compareProducts", { codes: ["TKA", "TKB"] })]],
    [
      "兩隻科技ETF (zh_TW)",
      ["比較下兩隻科技ETF嘅表現"],
      [call("compareProducts", { codes: ["TKA", "TKB"] })],
    ],
    [
      "两只科技ETF (zh_CN)",
      ["帮我比较一下两只科技ETF的表现"],
      [call("compareProducts", { codes: ["TKA", "TKB"] })],
    ],
    [
      "then 60/40 in the two (en)",
      ["compare two tech ETFs", "backtest 60% of the first and 40% of the second"],
      [call("backtestPortfolio", { holdings: [w("TKA", 60), w("TKB", 40)] })],
    ],
    [
      "then a report on it (zh_CN)",
      ["介绍一下松林亚洲(除日本)股息ETF", "帮我生成报告"],
      [call("generateReport", { code: "PXJ", audience: "personal" })],
    ],
  ])("%s", (_label, turns, expected) => {
    const got = ask(turns);
    expect(caseCorrect(expected, got), JSON.stringify(got)).toBe(true);
  });
});

describe("round 12: market crashes, buy points and bank transfers stay without a call", () => {
  table([
    ["heading for a crash (en)", ["is the S&P 500 heading for a crash next month?"], []],
    ["will there be a crash (en)", ["will there be a crash in Hang Seng stocks this quarter"], []],
    ["will it slump (zh_TW)", ["恒指下個月會唔會大跌"], []],
    ["will it collapse (zh_CN)", ["美股明年会不会崩"], []],
    ["a buy point (zh_CN)", ["IVV现在是买点吗"], []],
    ["an entry point (en)", ["is this an entry point for BND"], []],
    ["money from the bank to buy (en)", ["transfer 20k from my bank account to buy IVV"], []],
    ["money from the bank to buy (zh_TW)", ["由銀行戶口過數10萬買BND"], []],
  ]);
});

describe("round 12: rankings of a screen", () => {
  table([
    [
      "top N over a period ranks by that return (en)",
      ["top 5 ETFs this year"],
      [call("screenProducts", { productType: "etf", filters: {}, sort: "return_ytd_desc", limit: 5 })],
    ],
    [
      "a return ranked by a count beside it (zh_TW)",
      ["近三個月回報頭三隻基金"],
      [call("screenProducts", { productType: "fund", filters: {}, sort: "return_3m_desc", limit: 3 })],
    ],
    [
      "the earliest launched (zh_CN)",
      ["成立时间最早的日本基金"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { regions: ["japan"] },
          sort: "launch_date_asc",
        }),
      ],
    ],
    [
      "longest-standing (en)",
      ["the longest-standing bond funds"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { assetClasses: ["Bond"] },
          sort: "launch_date_asc",
        }),
      ],
    ],
    [
      "a list's ranking words among other conditions (zh_CN)",
      ["美元债券基金里夏普比率最高的"],
      [
        call("screenProducts", {
          productType: "fund",
          filters: { currencies: ["USD"], assetClasses: ["Bond"] },
          sort: "sharpe_1y_desc",
        }),
      ],
    ],
    [
      "a fee in words with decimals (en)",
      ["ETFs with an expense ratio under zero point three percent"],
      [call("screenProducts", { productType: "etf", filters: { maxTotalExpenseRatio: 0.003 } })],
    ],
  ]);
});

describe("round 12: backtest dates, sums and edits", () => {
  const bt = (holdings: { code: string; weight: number }[], more: Record<string, unknown> = {}) =>
    call("backtestPortfolio", { holdings, ...more });
  table([
    [
      "the start and end of last year (en)",
      ["backtest IVV and BND 60/40 from the start of last year to the end of last year"],
      [bt([w("IVV", 60), w("BND", 40)], { startDate: "2025-01-01", endDate: "2025-12-31" })],
    ],
    [
      "from the start of last year (zh_CN)",
      ["回测IVV和BND各一半，从去年年初开始"],
      [bt([w("IVV", 50), w("BND", 50)], { startDate: "2025-01-01" })],
    ],
    [
      "a monthly sum with a verb before 'every month' (en)",
      ["backtest IVV 70% BND 30% with 1,000 put in every month"],
      [bt([w("IVV", 70), w("BND", 30)], { monthlyContribution: 1000 })],
    ],
    [
      "an even split said in full (zh_TW)",
      ["回測IVV 60% BND 40%，2018年開始", "改成五五開"],
      [bt([w("IVV", 50), w("BND", 50)], { startDate: "2018-01-01" })],
    ],
    [
      "an even split said in full (en)",
      ["backtest 70% IVV and 30% BND since 2015", "make it 50-50"],
      [bt([w("IVV", 50), w("BND", 50)], { startDate: "2015-01-01" })],
    ],
    [
      "move the start (en)",
      ["backtest 70% IVV and 30% BND since 2015", "move the start to 2019"],
      [bt([w("IVV", 70), w("BND", 30)], { startDate: "2019-01-01" })],
    ],
    [
      "廿 in an amount (zh_TW)",
      ["回測IVV同BND各一半，本金十萬", "本金改為廿萬"],
      [bt([w("IVV", 50), w("BND", 50)], { initialAmount: 200000 })],
    ],
    [
      "drop one, the rest half each (zh_TW)",
      ["回測IVV 40%、BND 30%、SPLG 30%", "刪走第二隻，其餘兩隻一半一半"],
      [bt([w("IVV", 50), w("SPLG", 50)])],
    ],
    [
      "drop one by ordinal, weights for the first two (zh_CN)",
      ["回测IVV 40%、BND 30%、SPLG 30%", "去掉第三个，前两个各一半"],
      [bt([w("IVV", 50), w("BND", 50)])],
    ],
  ]);
});

describe("round 12: products described, added with a weight, or no longer wanted", () => {
  const entry12 = (code: string, name: string, zh: string, productType: "fund" | "etf"): SearchEntry => ({
    code,
    isin: null,
    symbol: productType === "etf" ? code : null,
    name,
    nameZhHant: zh,
    nameZhHans: null,
    productType,
    category: null,
    benchmark: null,
    aumUsd: Number.NaN,
  });
  const engine12 = createIntentEngine([
    ...FIXTURE_CATALOG,
    entry12("F300001", "Harbour HKD Money Market Fund", "海港港元貨幣市場基金", "fund"),
    entry12("GLDX", "Harbour Gold ETF", "海港黃金ETF", "etf"),
    entry12("F300003", "Lotus Asia Pacific Income Fund", "蓮花亞太收益基金", "fund"),
    entry12("ROBO", "Harbour Robotics and AI ETF", "海港機械人及人工智能ETF", "etf"),
  ]);
  const bt = (holdings: { code: string; weight: number }[]) => call("backtestPortfolio", { holdings });
  it.each<Row>([
    [
      "swap the money market one (en)",
      ["backtest IVV 50%, BND 30%, Harbour HKD Money Market Fund 20%", "swap the money market one for SPLG"],
      [bt([w("IVV", 50), w("BND", 30), w("SPLG", 20)])],
    ],
    [
      "黃金嗰隻換成 (zh_TW)",
      ["回測IVV 60%、海港黃金ETF 40%", "將黃金嗰隻換成BND"],
      [bt([w("IVV", 60), w("BND", 40)])],
    ],
    [
      "drop the gold one from a comparison (zh_CN)",
      ["比较IVV、海港黄金ETF和BND", "去掉黄金那只"],
      [call("compareProducts", { codes: ["IVV", "BND"] })],
    ],
    [
      "add one with its weight, the others share the rest (zh_CN)",
      ["回测IVV和BND各50%", "加上GLDX 10%，另外两个各45%"],
      [bt([w("IVV", 45), w("BND", 45), w("GLDX", 10)])],
    ],
    [
      "add one with its weight (en)",
      ["backtest IVV and BND 50/50", "add GLDX at 20% and scale the others down to 40% each"],
      [bt([w("IVV", 40), w("BND", 40), w("GLDX", 20)])],
    ],
    [
      "no longer wanted (zh_TW)",
      ["比較IVV、BND同SPLG", "唔要第三隻"],
      [call("compareProducts", { codes: ["IVV", "BND"] })],
    ],
    [
      "ditch the second one (en)",
      ["compare IVV, BND and SPLG", "ditch the second one"],
      [call("compareProducts", { codes: ["IVV", "SPLG"] })],
    ],
    [
      "a name with 'and' after a type word (en)",
      ["compare Lotus CSI 500 ETF and Harbour Robotics and AI ETF"],
      [call("compareProducts", { codes: ["3100", "ROBO"] })],
    ],
    [
      "then a reference to the second of them (en)",
      ["compare Lotus CSI 500 ETF and Harbour Robotics and AI ETF", "add the second one to my watchlist"],
      [call("manageWatchlist", { action: "add", code: "ROBO" })],
    ],
    [
      "a mistyped word beside a region word of the name (en)",
      ["Lotus Asia Pacfic Income fund holdings"],
      [call("getProduct", { code: "F300003", view: "holdings" })],
    ],
  ])("%s", (_label, turns, expected) => {
    const got = engine12.parse({
      lang: "en",
      today: "2026-11-20",
      history: turns.slice(0, -1).map((text) => ({ text })),
      message: turns[turns.length - 1]!,
    }).toolCalls;
    expect(caseCorrect(expected, got), JSON.stringify(got)).toBe(true);
  });
});

describe("round 12: what is said before a request to build, and two lists in one message", () => {
  table([
    [
      "a goal, years and a sum on hand before the build (zh_TW)",
      ["10年後退休，手頭有80萬，幫我砌個進取組合"],
      [call("buildPortfolio", { goal: "retirement", years: 10, amount: 800000, riskLevel: 5 })],
    ],
    [
      "a flat in 3 years, a sum on hand (zh_CN)",
      ["3年后买房，手上有50万，帮我配一个稳健的组合"],
      [call("buildPortfolio", { goal: "purchase_property", years: 3, amount: 500000, riskLevel: 2 })],
    ],
    [
      "the top picks and my watchlist (zh_TW)",
      ["精選名單同我嘅自選"],
      [call("getCuratedList", { list: "top_picks" }), call("manageWatchlist", { action: "list" })],
    ],
    [
      "the top picks and my watchlist (zh_CN)",
      ["精选榜单和我的自选股"],
      [call("getCuratedList", { list: "top_picks" }), call("manageWatchlist", { action: "list" })],
    ],
  ]);
});

describe("a product the universe does not hold, asked about, is looked up as named (not a glossary term)", () => {
  table([
    [
      "its fee (zh_TW, Cantonese)",
      ["盈富基金嘅管理費係幾多？"],
      [call("getProduct", { code: "盈富基金", view: "fees" })],
    ],
    [
      "its performance (zh_CN)",
      ["盈富基金表现怎么样"],
      [call("getProduct", { code: "盈富基金", view: "performance" })],
    ],
    [
      "its expense ratio (en), a glossary word inside the name",
      ["What's the expense ratio of the Zebra Quantum Alpha Fund?"],
      [call("getProduct", { code: "Zebra Quantum Alpha Fund", view: "fees" })],
    ],
    // what stays as it was: a term on its own, a kind of fund, a product the universe holds
    ["the term alone (zh_TW)", ["管理費係咩？"], [call("explainTerm", { term: "management_fee" })]],
    ["the term alone (en)", ["What is an expense ratio?"], [call("explainTerm", { term: "ter" })]],
    ["a kind of fund, lower case (en)", ["what is a feeder fund"], []],
    [
      "a fund the universe holds (en)",
      ["What are the fees of BND?"],
      [call("getProduct", { code: "BND", view: "fees" })],
    ],
  ]);
});
