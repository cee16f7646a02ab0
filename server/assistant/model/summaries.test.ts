import { describe, expect, it } from "vitest";
import type { ApiLang } from "../../../shared/locales";
import { ungroundedNumbers } from "./grounding";
import { summarize } from "./summaries";

const summary = (code: string, extra: Record<string, unknown> = {}) => ({
  fundCode: code,
  productType: "fund",
  fundName: `Fund ${code}`,
  isin: null,
  symbol: null,
  currency: "USD",
  assetClass: "Bond",
  category: "global_bond",
  region: "global",
  companyId: "c1",
  riskLevel: 2,
  ratingTier: "Gold",
  starRating: 4,
  nav: 10.123456,
  aumUsd: 123456789.12,
  return1y: 0.0523417,
  return3y: -0.01234,
  sharpe1y: 1.23456,
  volatility1y: 0.0876543,
  maxDrawdown1y: 0.1123,
  totalExpenseRatio: 0.0075,
  dividendFrequency: "monthly",
  launchDate: "2012-03-04",
  isDemo: true,
  ...extra,
});

const risk = {
  annualizedReturn: 0.0412,
  volatility: 0.0876543,
  sharpe: 0.91234,
  sortino: 1.1,
  calmar: 0.5,
  maxDrawdown: 0.1123,
  peakDate: "2024-01-02",
  troughDate: "2024-03-04",
  recoveryDate: null,
  repairDays: null,
  repairPeriods: null,
  var95: 0.012,
  observations: 250,
};
const period = { return: 0.0523417, categoryAverage: 0.03, quartile: 1 };
const periods = Object.fromEntries(
  ["7D", "YTD", "1M", "3M", "6M", "1Y", "3Y", "5Y", "10Y", "SI"].map((p) => [p, period]),
);

/** One ok result per tool, plus refusals: what a turn's summary step can see. */
const outcomes = [
  {
    toolName: "searchProducts",
    input: {},
    output: {
      status: "ok",
      query: "abc 2030",
      items: [{ ...summary("F1"), matchedOn: "name", score: 0.61 }],
    },
  },
  {
    toolName: "screenProducts",
    input: {},
    output: {
      status: "ok",
      productType: "fund",
      filters: { riskLevels: [1, 2] },
      sort: "fee_asc",
      limit: 10,
      matched: 137,
      total: 1043,
      items: [summary("F1"), summary("F2")],
    },
  },
  {
    toolName: "getProduct",
    input: {},
    output: {
      status: "ok",
      view: "overview",
      product: {
        fundCode: "F1",
        isin: null,
        symbol: null,
        productType: "fund",
        name: "Fund F1",
        shareClass: null,
        assetClass: "Bond",
        category: null,
        region: null,
        currency: "USD",
        riskLevel: 3,
        noRiskRatingReasons: [],
        institutionRiskLevel: null,
        thirdPartyCategory: null,
        starRating: 4,
        ratingTier: "Gold",
        dividendFrequency: "monthly",
        company: "Co",
        launchDate: "2010-01-01",
        nav: 12.345678,
        navDate: "2025-06-30",
        aumUsd: 1e9,
        fees: {
          initialCharge: 0.05,
          redemption: 0,
          management: 0.01,
          performance: null,
          totalExpenseRatio: 0.01234,
        },
        isStrategy: false,
        sevenDayYield: null,
        effectiveDuration: 4.2,
        yieldToMaturity: 0.05,
        premiumRate: null,
        benchmark: null,
        domicile: "HK",
        sfcAuthorised: true,
        masRecognised: false,
        cpfisEligible: false,
        srsEligible: false,
        hedged: false,
        distributing: true,
        isDemo: true,
      },
      asOf: "2025-06-30",
      periods,
      risk: { "1Y": risk, "3Y": risk, "5Y": null, SI: risk },
      calendarYears: [],
      navSeries: [["2025-06-30", 12.345678]],
      rank: {
        category: null,
        ratingTier: null,
        percentile: null,
        rankInCategory: null,
        categorySize: null,
        byPeriod: periods,
      },
    },
  },
  {
    toolName: "compareProducts",
    input: {},
    output: {
      status: "ok",
      period: "3Y",
      products: ["F1", "F2"].map((c, i) => ({
        summary: summary(c),
        figures: {
          return: 0.1 + i * 0.0345678,
          annualized: 0.03,
          categoryAverage: null,
          quartile: 2,
          riskWindow: "3Y",
          volatility: 0.1,
          sharpe: 0.5,
          maxDrawdown: 0.2,
        },
      })),
      overlay: [],
      startDate: "2022-06-30",
      endDate: "2025-06-30",
    },
  },
  {
    toolName: "backtestPortfolio",
    input: {},
    output: {
      status: "ok",
      holdings: [
        { code: "F1", name: "Fund F1", weight: 60 },
        { code: "F2", name: "Fund F2", weight: 40 },
      ],
      rebalance: "annually",
      initialAmount: 10000,
      monthlyContribution: null,
      startDate: "2018-01-02",
      endDate: "2025-06-30",
      series: [],
      drawdownSeries: [],
      benchmarkSeries: [],
      metrics: { ...risk, cumulativeReturn: 0.4567891, bestYear: null, worstYear: null },
      annualized: { y1: 0.05, y3: 0.04, y5: null },
      calendarYears: [],
      totalInvested: 10000,
      finalValue: 14567.891,
      moneyWeightedReturn: 0.0511,
      warnings: [],
    },
  },
  {
    toolName: "getCuratedList",
    input: {},
    output: {
      status: "ok",
      list: "top_picks",
      productType: "etf",
      items: [{ ...summary("E1"), rank: 1, listValue: 0.31 }],
      preview: { rows: 3, capability: "topPicks" },
    },
  },
  {
    toolName: "explainTerm",
    input: {},
    output: { status: "ok", term: "sharpe", title: "Sharpe ratio", explanation: "…", formula: "a ÷ b" },
  },
  {
    toolName: "compareProducts",
    input: {},
    output: { status: "upgradeNeeded", capability: "fundComparison", plan: "premium", currentPlan: "pro" },
  },
  {
    toolName: "screenProducts",
    input: {},
    output: {
      status: "quotaExceeded",
      capability: "aiAssistant",
      limit: 10,
      resetsAt: "2025-07-01T16:00:00.000Z",
    },
  },
  { toolName: "getProduct", input: {}, output: { status: "notFound", query: "XYZ 2040" } },
  { toolName: "getProduct", input: {}, output: { status: "signInNeeded" } },
];

describe("summaries", () => {
  it.each(["en", "zh_TW", "zh_CN"] as const)(
    "in %s, state no number absent from the tool results",
    (lang: ApiLang) => {
      const text = summarize(lang, outcomes);
      expect(text.length).toBeGreaterThan(100);
      expect(
        ungroundedNumbers(
          text,
          outcomes.map((o) => o.output),
        ),
      ).toEqual([]);
      // the figures are there, rounded from the results
      expect(text).toContain("5.23%");
      expect(text).toContain("14,567.89");
      expect(text).toContain("137");
      // counts group thousands, as the cards show them
      expect(text).toContain("1,043");
      expect(text).not.toContain("1043");
    },
  );

  it("the check catches a figure that is not in the results", () => {
    const results = [outcomes[1]!.output];
    expect(ungroundedNumbers("137 of 1043 match; the first returned 7.77%", results)).toEqual(["7.77%"]);
    expect(ungroundedNumbers("137 of 1043 match; about 12% a year", [outcomes[4]!.output])).toEqual([
      "137",
      "1043",
      "12%",
    ]);
  });

  it("leaves out results that break their contract instead of guessing", () => {
    expect(
      summarize("en", [{ toolName: "screenProducts", input: {}, output: { status: "ok", matched: 5 } }]),
    ).toBe("");
  });

  it("names the window of every figure it quotes, in each language", () => {
    const of = (lang: ApiLang, tool: string) =>
      summarize(
        lang,
        outcomes.filter((o) => o.toolName === tool && (o.output as { status: string }).status === "ok"),
      );
    // a backtest's figures are over its own period (2018–2025 here), not a trailing year
    const backtest = of("en", "backtestPortfolio");
    expect(backtest).toContain("From 2018-01-02 to 2025-06-30");
    expect(backtest).toContain("cumulative return over the period 45.68%");
    expect(backtest).toContain("annualized return over the period 4.12%");
    expect(backtest).toContain("maximum drawdown over the period 11.23%");
    expect(backtest).toContain("Sharpe ratio over the period 0.91");
    expect(backtest).not.toMatch(/one-year/);
    expect(of("zh_TW", "backtestPortfolio")).toContain("期內夏普比率0.91");
    expect(of("zh_TW", "backtestPortfolio")).toContain("期內累計回報45.68%");
    expect(of("zh_CN", "backtestPortfolio")).toContain("期内夏普比率0.91");
    expect(of("zh_CN", "backtestPortfolio")).toContain("期内最大回撤11.23%");
    expect(of("zh_TW", "backtestPortfolio")).not.toContain("一年");
    expect(of("zh_CN", "backtestPortfolio")).not.toContain("一年");
    // a product's trailing figures are its one-year ones, and say so
    const product = of("en", "getProduct");
    expect(product).toContain("one-year return 5.23%");
    expect(product).toContain("one-year volatility 8.77%");
    expect(product).toContain("one-year maximum drawdown 11.23%");
    expect(of("zh_TW", "getProduct")).toContain("一年最大回撤11.23%");
    expect(of("zh_CN", "getProduct")).toContain("一年波幅8.77%");
    // a comparison names its window; past one year each cumulative return has its yearly rate
    const compare = of("en", "compareProducts");
    expect(compare).toContain(
      "Cumulative returns over the three-year period: Fund F1 10.00% (3.00% annualized); Fund F2 13.46% (3.00% annualized).",
    );
    expect(compare).toContain("The highest three-year return is Fund F2's.");
    expect(of("zh_TW", "compareProducts")).toContain("三年期間的累計回報：Fund F1 10.00%（年化3.00%）");
    expect(of("zh_CN", "compareProducts")).toContain("三年期间的累计回报：Fund F1 10.00%（年化3.00%）");
    // a one-year comparison has no separate annualized figure
    const oneYear = outcomes
      .filter((o) => o.toolName === "compareProducts" && (o.output as { status: string }).status === "ok")
      .map((o) => ({ ...o, output: { ...(o.output as object), period: "1Y" } }));
    expect(summarize("en", oneYear)).toContain(
      "Cumulative returns over the one-year period: Fund F1 10.00%; Fund F2 13.46%. ",
    );
  });

  it("answers in the user's language", () => {
    expect(summarize("zh_TW", outcomes.slice(1, 2))).toContain("符合條件");
    expect(summarize("zh_CN", outcomes.slice(1, 2))).toContain("符合条件");
  });
});
