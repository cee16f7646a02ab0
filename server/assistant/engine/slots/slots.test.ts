import { describe, expect, it } from "vitest";
import { readClause } from "../clause";
import { toksOf } from "../test-support";
import { readMacro } from "./macro";
import { planAmounts } from "./money";
import { readRebalance, readWeights } from "./portfolio";

const TODAY = "2026-11-20";
const clause = (m: string) => readClause(toksOf(m), TODAY);

describe("time slots", () => {
  it.each([
    ["since 2018", { startDate: "2018-01-01" }],
    ["from March 2015 until end of 2022", { startDate: "2015-03-01", endDate: "2022-12-31" }],
    ["over the last 5 years", { startDate: "2021-11-20" }],
    ["past 18 months", { startDate: "2025-05-20" }],
    ["過去十年", { startDate: "2016-11-20" }],
    ["近三年", { startDate: "2023-11-20" }],
    ["由2019年開始", { startDate: "2019-01-01" }],
    ["2020年初到2023年底", { startDate: "2020-01-01", endDate: "2023-12-31" }],
    ["从2017年3月起", { startDate: "2017-03-01" }],
    ["between 2012 and 2020", { startDate: "2012-01-01", endDate: "2020-12-31" }],
  ])("%j", (text, dates) => {
    const t = clause(text).time;
    expect({ startDate: t.startDate, endDate: t.endDate }).toEqual({ endDate: undefined, ...dates });
  });

  it.each([
    ["over 3 years", "3Y"],
    ["三年", "3Y"],
    ["6 months", "6M"],
    ["year to date", "YTD"],
    ["今年以來", "YTD"],
    ["since launch", "SI"],
    ["成立以来", "SI"],
    ["過去五年", "5Y"],
  ])("period of %j is %s", (text, period) => {
    expect(clause(text).time.period).toBe(period);
  });
});

describe("screen slots", () => {
  it.each([
    ["bond ETFs with fees under 0.2%", { assetClasses: ["Bond"], maxTotalExpenseRatio: 0.002 }],
    ["1-year return above 8 per cent", { minReturn1y: 0.08 }],
    ["max drawdown less than 20%", { maxDrawdown1y: 0.2 }],
    ["Sharpe of at least 1.2", { minSharpe1y: 1.2 }],
    ["volatility no more than 15%", { maxVolatility1y: 0.15 }],
    ["effective duration under 4 years", { maxEffectiveDuration: 4 }],
    ["7-day yield over 2.5%", { minSevenDayYield: 0.025 }],
    ["funds under 100 million", { aumBuckets: ["lt_100m"] }],
    ["AUM between 100 and 500 million", { aumBuckets: ["100m_500m"] }],
    ["規模超過10億", { aumBuckets: ["gt_1b"] }],
    ["4 stars or more", { starRatings: [4, 5] }],
    ["5-star", { starRatings: [5] }],
    ["風險等級2或以下", { riskLevels: [1, 2] }],
    ["risk level 4 or above", { riskLevels: [4, 5] }],
    ["低風險", { riskLevels: [1, 2] }],
    ["進取型", { riskLevels: [5] }],
    ["费率低于0.5%", { maxTotalExpenseRatio: 0.005 }],
    ["回報高過一成", { minReturn1y: 0.1 }],
    ["超過百分之五的回報", { minReturn1y: 0.05 }],
    ["rated Gold or Silver", { ratingTiers: ["Gold", "Silver"] }],
    ["gold funds", {}],
    ["季派息", { dividendFrequencies: ["quarterly"] }],
    ["pays dividends monthly", { dividendFrequencies: ["monthly"] }],
    ["SFC-authorised hedged accumulating", { sfcAuthorised: true, hedged: true, distributing: false }],
    ["CPF and SRS eligible", { cpfisEligible: true, srsEligible: true }],
    ["證監會認可嘅派息類別", { sfcAuthorised: true, distributing: true }],
    [
      "US and Japan equities in USD or JPY",
      { regions: ["us", "japan"], assetClasses: ["Stock"], currencies: ["USD", "JPY"] },
    ],
    ["tell us about bonds", { assetClasses: ["Bond"] }],
    ["dividends paid monthly", { dividendFrequencies: ["monthly"] }],
    ["at most 3 stars", { starRatings: [1, 2, 3] }],
    ["Silver or Bronze rated", { ratingTiers: ["Silver", "Bronze"] }],
    ["金级评级", { ratingTiers: ["Gold"] }],
    ["存續期少於三年", { maxEffectiveDuration: 3 }],
    ["環球混合資產", { regions: ["global"], assetClasses: ["Other"] }],
  ])("%j", (text, filters) => {
    expect(clause(text).screen.filters).toEqual(filters);
  });

  it.each([
    ["largest first", "aum_desc", undefined],
    ["cheapest 3", "fee_asc", 3],
    ["top 5 best performing over 3 years", "return_3y_desc", 5],
    ["by 6 month return", "return_6m_desc", undefined],
    ["按夏普比率由高至低排", "sharpe_1y_desc", undefined],
    ["按最大回撤从小到大排序，前十只", "max_drawdown_1y_asc", 10],
    ["成立最久", "launch_date_asc", undefined],
    ["邊隻最平？列前三隻", "fee_asc", 3],
    ["least volatile", "volatility_1y_asc", undefined],
    ["今年以來表現最好", "return_ytd_desc", undefined],
    // the number attaches to its cue, classifier or counted noun, never to a period
    ["best 6-month return, show top 10", "return_6m_desc", 10],
    ["the 3 cheapest bond ETFs", "fee_asc", 3],
    ["ten best-performing funds of the past week", "return_7d_desc", 10],
    ["five best funds over 3 years", "return_3y_desc", 5],
    ["show 20 greater china equity funds by 5-year return", "return_5y_desc", 20],
    ["list the 7 largest money market funds", "aum_desc", 7],
    ["top 3 ETFs by 1-month return", "return_1m_desc", 3],
    ["best performing over the past 3 months", "return_3m_desc", undefined],
    ["今年以來表現最好嘅五隻股票基金", "return_ytd_desc", 5],
    ["近三年表現最好嘅十隻基金", "return_3y_desc", 10],
    ["最平嘅5隻", "fee_asc", 5],
    ["波动率最低的三只", "volatility_1y_asc", 3],
    ["近六个月表现最好的10只基金", "return_6m_desc", 10],
    ["近一個月升得最多", "return_1m_desc", undefined],
    ["the first two", undefined, 2],
    ["5-star funds over 3 years", undefined, undefined],
  ])("sort of %j is %s, limit %s", (text, sort, limit) => {
    const s = clause(text).screen;
    expect([s.sort, s.limit]).toEqual([sort, limit]);
  });
});

describe("portfolio slots", () => {
  const weights = (m: string) => {
    const c = clause(m);
    return readWeights(c.toks, c.codes, c.productAt).holdings;
  };
  it.each([
    [
      "60% 2833 / 40% BND",
      [
        { code: "2833", weight: 60 },
        { code: "BND", weight: 40 },
      ],
    ],
    [
      "IVV 70%, BND 30%",
      [
        { code: "IVV", weight: 70 },
        { code: "BND", weight: 30 },
      ],
    ],
    [
      "三成BND、七成2833",
      [
        { code: "BND", weight: 30 },
        { code: "2833", weight: 70 },
      ],
    ],
    [
      "一半IVV一半BND",
      [
        { code: "IVV", weight: 50 },
        { code: "BND", weight: 50 },
      ],
    ],
    [
      "IVV and BND 60/40",
      [
        { code: "IVV", weight: 60 },
        { code: "BND", weight: 40 },
      ],
    ],
    [
      "IVV, BND and 2833",
      [
        { code: "IVV", weight: 33.3333 },
        { code: "BND", weight: 33.3333 },
        { code: "2833", weight: 33.3333 },
      ],
    ],
  ])("%j", (m, holdings) => {
    expect(weights(m)).toEqual(holdings);
  });

  it.each([
    ["rebalanced quarterly", "quarterly"],
    ["rebalancing every year", "annually"],
    ["semi-annual rebalancing", "semiannually"],
    ["每月再平衡", "monthly"],
    ["每半年再平衡一次", "semiannually"],
    ["buy and hold", "none"],
    ["不再平衡", "none"],
    ["quarterly", undefined],
  ])("rebalance of %j is %s", (m, r) => {
    expect(readRebalance(toksOf(m))).toBe(r);
  });
});

describe("money slots", () => {
  it.each([
    [
      "I want 3m in 20 years, I have 500k now and save 8k a month",
      { target: 3e6, initial: 5e5, monthly: 8e3 },
    ],
    ["preserve my 1m, aiming for 1.1m", { target: 1.1e6, initial: 1e6, monthly: undefined }],
    ["想有兩百萬，而家有80萬，每個月供1萬", { target: 2e6, initial: 8e5, monthly: 1e4 }],
    ["现在有30万，每月投入5000，目标200万", { target: 2e6, initial: 3e5, monthly: 5e3 }],
  ])("%j", (m, expected) => {
    expect(planAmounts(clause(m).amounts)).toEqual(expected);
  });
});

describe("macro slots", () => {
  it.each([
    ["US stocks next month", { assets: ["us_stock"], horizon: "1M" }],
    ["Treasuries next quarter", { assets: ["us_long_treasury", "us_short_treasury"], horizon: "3M" }],
    ["US investment grade bonds", { assets: ["us_ig_bond"] }],
    ["European equities and bonds over 3 months", { assets: ["europe_stock", "europe_bond"], horizon: "3M" }],
    ["日本債券", { assets: ["japan_bond"] }],
    ["中国股票未来一个月", { assets: ["china_stock"], horizon: "1M" }],
    ["the outlook", { assets: [] }],
  ])("%j", (m, expected) => {
    const c = clause(m);
    expect(readMacro(c.toks, c.time)).toEqual(expected);
  });
});
