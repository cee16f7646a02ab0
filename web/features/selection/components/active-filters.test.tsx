import type { SelectionCriteria } from "@shared/api/selection";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Providers } from "@/app/providers";
import { initI18n, loadNamespace } from "@/lib/i18n";
import { ActiveFilters } from "./active-filters";
import { ResultsTable } from "./results-table";

const companies = [{ companyId: "c-1", name: "Harbour Asset Management" }];

function renderChips(criteria: SelectionCriteria) {
  const onChange = vi.fn();
  const onReset = vi.fn();
  render(
    <ActiveFilters
      criteria={criteria}
      onChange={onChange}
      onReset={onReset}
      companies={companies}
      categoryNames={new Map([["Hong Kong Equity", "香港股票"]])}
    />,
  );
  return { onChange, onReset };
}

beforeAll(async () => {
  await initI18n("en-HK");
  await loadNamespace("selection");
});
afterEach(cleanup);

describe("ActiveFilters", () => {
  it("names categories in the page's language, keeping an unknown one as it came", () => {
    renderChips({ categories: ["Hong Kong Equity", "Mystery Category"] });
    const [chip] = screen.getAllByRole("button", { name: /^Remove filter/ });
    expect(chip?.textContent).toContain("香港股票");
    expect(chip?.textContent).toContain("Mystery Category");
    expect(chip?.textContent).not.toContain("Hong Kong Equity");
  });

  it("shows one chip per filter in use, values by label, figures formatted", () => {
    renderChips({
      riskLevels: [2, 3],
      aumBuckets: ["gt_1b"],
      companyIds: ["c-1"],
      maxTotalExpenseRatio: 0.0075,
      sfcAuthorised: true,
    });
    const chips = screen.getAllByRole("button", { name: /^Remove filter/ });
    expect(chips.map((c) => c.textContent)).toEqual([
      "Risk level: 2 · Stable or 3 · Balanced",
      "Fund size (AUM): Over US$1B",
      "Fund company: Harbour Asset Management",
      "Total expense ratio at most: 0.75%",
      "SFC authorised: Yes",
    ]);
  });

  it("removes the chip's filter alone, and resets all", () => {
    const { onChange, onReset } = renderChips({ currencies: ["USD"], assetClasses: ["Bond"] });
    fireEvent.click(screen.getByRole("button", { name: "Remove filter Currency: USD" }));
    expect(onChange).toHaveBeenCalledWith({ assetClasses: ["Bond"] });
    fireEvent.click(screen.getByTestId("reset-filters"));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it("shows nothing without filters", () => {
    renderChips({});
    expect(screen.queryByTestId("active-filters")).toBeNull();
  });

  it("speaks the page's language", async () => {
    await initI18n("zh-Hant-HK");
    await loadNamespace("selection");
    try {
      renderChips({ riskLevels: [1, 5] });
      expect(screen.getByTestId("active-filters").textContent).toContain("風險等級：1 · 保守或5 · 進取");
    } finally {
      await initI18n("en-HK");
      await loadNamespace("selection");
    }
  });
});

describe("ResultsTable", () => {
  it("draws the chosen columns through the locale's formats, the list figure first", () => {
    const row = {
      fundCode: "F1",
      productType: "fund" as const,
      fundName: "Harbour Bond",
      isin: null,
      symbol: null,
      currency: "USD" as const,
      assetClass: "Bond" as const,
      category: null,
      region: "us",
      companyId: null,
      riskLevel: 2,
      ratingTier: "Gold" as const,
      starRating: 4,
      nav: 10.5,
      aumUsd: 2.5e8,
      return1y: 0.0523,
      return3y: null,
      sharpe1y: 1.2,
      volatility1y: 0.04,
      maxDrawdown1y: 0.03,
      totalExpenseRatio: 0.0075,
      dividendFrequency: "monthly",
      launchDate: "2015-03-02",
      isDemo: true,
      listValue: 0.12,
    };
    const element = (
      <ResultsTable
        rows={[row]}
        columns={["assetClass", "aumUsd", "return1y", "return3y", "starRating"]}
        productType="fund"
        listValue={{ label: "Excess", render: (v) => `${v * 100}%` }}
      />
    );
    const router = createMemoryRouter([{ path: "/:lang?", element }], { initialEntries: ["/en-HK"] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual([
      "Product",
      "Excess",
      "Asset class",
      "AUM (USD)",
      "1Y return",
      "3Y return",
      "Stars",
    ]);
    const cells = screen.getAllByRole("cell").map((c) => c.textContent);
    expect(cells).toEqual(["12%", "Bond", "US$250M", "+5.23%", "—", "★★★★★"]);
    expect(screen.getByRole("img", { name: "4 stars" })).toBeTruthy();
    expect(screen.getByTestId("result-name").getAttribute("href")).toBe("/en-HK/fundDetail?fundCode=F1");
  });
});
