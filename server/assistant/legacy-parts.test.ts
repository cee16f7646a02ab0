import { describe, expect, it } from "vitest";
import { getCuratedListOutputSchema } from "../../shared/tools/get-curated-list";
import { upgradeLegacyParts } from "./legacy-parts";

const summary = {
  fundCode: "F1",
  productType: "fund",
  fundName: "Fund One",
  isin: null,
  symbol: null,
  currency: "USD",
  assetClass: null,
  category: "Global Equity",
  region: null,
  companyId: null,
  riskLevel: 3,
  ratingTier: null,
  starRating: null,
  nav: 10,
  aumUsd: 1e8,
  return1y: 0.1,
  return3y: null,
  sharpe1y: null,
  volatility1y: null,
  maxDrawdown1y: null,
  totalExpenseRatio: 0.01,
  dividendFrequency: null,
  launchDate: null,
  isDemo: true,
};

describe("upgradeLegacyParts", () => {
  it("brings an earlier getCuratedList output (value, preview flag, previewRows) to today's contract", () => {
    const old = {
      type: "tool-getCuratedList",
      toolCallId: "c1",
      state: "output-available",
      input: { list: "top_picks" },
      output: {
        status: "ok",
        list: "top_picks",
        productType: "fund",
        items: [{ ...summary, rank: 1, value: 0.12 }],
        preview: true,
        previewRows: 3,
      },
    };
    const [upgraded] = upgradeLegacyParts([old]) as [typeof old];
    expect(upgraded.output).toEqual({
      status: "ok",
      list: "top_picks",
      productType: "fund",
      items: [{ ...summary, rank: 1, listValue: 0.12 }],
      preview: { rows: 3, capability: "topPicks" },
    });
    expect(getCuratedListOutputSchema.safeParse(old.output).success).toBe(false);
    expect(getCuratedListOutputSchema.safeParse(upgraded.output).success).toBe(true);
  });

  it("drops a false preview flag and leaves today's outputs, refusals and other parts alone", () => {
    const notPreviewed = {
      type: "tool-getCuratedList",
      output: { status: "ok", items: [], preview: false, previewRows: null },
    };
    expect(upgradeLegacyParts([notPreviewed])[0]).toEqual({
      type: "tool-getCuratedList",
      output: { status: "ok", items: [] },
    });
    const today = {
      type: "tool-getCuratedList",
      output: { status: "ok", items: [{ listValue: 1 }], preview: { rows: 3, capability: "topPicks" } },
    };
    const refusal = { type: "tool-getCuratedList", output: { status: "signInNeeded" } };
    const text = { type: "text", text: "hello" };
    expect(upgradeLegacyParts([today, refusal, text])).toEqual([today, refusal, text]);
  });
});
