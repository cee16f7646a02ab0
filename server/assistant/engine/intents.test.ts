import { describe, expect, it } from "vitest";
import { readClause } from "./clause";
import { bestIntent } from "./intents";
import { emptyState } from "./state";
import { toksOf } from "./test-support";

const tool = (m: string) => bestIntent(readClause(toksOf(m), "2026-11-20"), emptyState())?.tool ?? null;

describe("intent scoring", () => {
  it.each([
    ["cheapest Asia bond funds", "screenProducts"],
    ["列出低風險債券基金", "screenProducts"],
    ["有冇新加坡股票ETF", "screenProducts"],
    ["look up Harbour funds", "searchProducts"],
    ["搜索莲花的ETF", "searchProducts"],
    ["what does BND hold", "getProduct"],
    ["2833嘅基金經理係邊個", "getProduct"],
    ["IVV vs SPLG", "compareProducts"],
    ["IVV同BND邊隻好啲", "compareProducts"],
    ["simulate 50% IVV 50% BND since 2015", "backtestPortfolio"],
    ["IVV 60% BND 40% since 2012", "backtestPortfolio"],
    ["如果當初買咗2833會點", "backtestPortfolio"],
    ["design a conservative portfolio of 5 funds", "buildPortfolio"],
    ["幫我建一個進取型組合", "buildPortfolio"],
    ["AI house view on Chinese stocks", "getMacroOutlook"],
    ["宏观展望", "getMacroOutlook"],
    ["write an adviser report on BND", "generateReport"],
    ["生成2833的报告", "generateReport"],
    ["show the high Sharpe list", "getCuratedList"],
    ["資金流入榜", "getCuratedList"],
    ["latest headlines for TSLA", "getNews"],
    ["BND有冇新聞", "getNews"],
    ["有什麼新聞", "getNews"],
    ["最新消息", "getNews"],
    ["latest news on BND", "getNews"],
    ["any fund news today?", "getNews"],
    ["any red flags on 3100?", "getRiskAlerts"],
    ["put BND on my watchlist", "manageWatchlist"],
    ["我的自選", "manageWatchlist"],
    ["I need 2m for my kids' university in 15 years, I have 300k", "planWealth"],
    ["what does tracking error mean", "explainTerm"],
    ["乜嘢係溢價率", "explainTerm"],
    ["到期收益率是什么意思", "explainTerm"],
  ])("%j → %s", (m, expected) => {
    expect(tool(m)).toBe(expected);
  });

  it.each([["hello"], ["thanks!"], ["嗯"]])("%j → nothing", (m) => {
    expect(tool(m)).toBeNull();
  });
});
