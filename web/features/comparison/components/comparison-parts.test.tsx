import type { ComparisonFigures, ComparisonScreen } from "@shared/api/comparison";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Providers } from "@/app/providers";
import { initI18n, loadNamespace } from "@/lib/i18n";
import { appStore } from "@/lib/store";
import { basketAtom } from "../atoms";
import { emptyBasket } from "../basket";
import { CompareToggle } from "./compare-toggle";
import { CorrelationMatrix } from "./correlation-matrix";
import { FiguresTable } from "./figures-table";

function inRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "/:lang?", element }], { initialEntries: ["/en-HK"] });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const figures = (code: string, volatility: number, ter: number, launchDate: string): ComparisonFigures => ({
  fundCode: code,
  returns: {
    "7D": null,
    YTD: null,
    "1M": null,
    "3M": null,
    "6M": null,
    "1Y": volatility * 2,
    "3Y": null,
    "5Y": null,
    "10Y": null,
    SI: null,
  },
  risk: {
    "1Y": {
      annualizedReturn: 0.05,
      volatility,
      sharpe: 1,
      sortino: 1,
      calmar: 1,
      maxDrawdown: 0.1,
      repairDays: null,
    },
    "3Y": null,
    "5Y": null,
    SI: null,
  },
  aumUsd: 1e9,
  totalExpenseRatio: ter,
  managementFee: null,
  riskLevel: 3,
  ratingTier: null,
  starRating: null,
  launchDate,
  dividendFrequency: null,
  concentrationTop10: null,
});

const data = {
  period: "1Y",
  products: [
    { summary: { fundCode: "A", productType: "fund", fundName: "Alpha" }, figures: { riskWindow: "1Y" } },
    { summary: { fundCode: "B", productType: "fund", fundName: "Beta" }, figures: { riskWindow: "1Y" } },
  ],
  overlay: [
    { kind: "product", code: "A", name: "Alpha", points: [] },
    { kind: "product", code: "B", name: "Beta", points: [] },
  ],
  startDate: "2025-01-01",
  endDate: "2026-01-01",
  figures: [figures("A", 0.1, 0.01, "2010-01-01"), figures("B", 0.2, 0.005, "2012-01-01")],
  correlation: {
    codes: ["A", "B"],
    matrix: [
      [1, 0.42],
      [0.42, 1],
    ],
    frequency: "daily",
  },
  overlap: [],
} as unknown as ComparisonScreen;

beforeAll(async () => {
  await initI18n("en-HK");
  await loadNamespace("comparison");
  await loadNamespace("selection");
});
afterEach(() => {
  cleanup();
  appStore.set(basketAtom, emptyBasket);
});

describe("FiguresTable", () => {
  it("marks the best value by the row's direction, in words as well as colour, and never a fact", () => {
    inRouter(<FiguresTable data={data} header={(i) => data.products[i]!.summary.fundName} />);
    const table = screen.getByTestId("figures-table");
    const best = (row: string) =>
      [...table.querySelectorAll(`[data-row="${row}"] td[data-best]`)].map((td) =>
        td.getAttribute("data-code"),
      );
    expect(best("risk.volatility")).toEqual(["A"]); // lower is better
    expect(best("return.1Y")).toEqual(["B"]); // higher is better
    expect(best("totalExpenseRatio")).toEqual(["B"]); // lower is better
    expect(best("launchDate")).toEqual([]);
    expect(best("aumUsd")).toEqual([]);
    const cell = table.querySelector('[data-row="risk.volatility"] td[data-best]') as HTMLElement;
    expect(within(cell).getByText("Best")).toBeTruthy();
    expect(cell.textContent).toContain("10.00%");
    // rows without any value are left out
    expect(table.querySelector('[data-row="return.3Y"]')).toBeNull();
  });
});

describe("CorrelationMatrix", () => {
  it("writes the coefficient in every cell", () => {
    inRouter(<CorrelationMatrix data={data} />);
    const cells = screen.getAllByTestId("correlation-cell").map((c) => c.textContent);
    expect(cells).toEqual(["1.00", "0.42", "0.42", "1.00"]);
  });
});

describe("CompareToggle", () => {
  it("adds and removes a product, and refuses a 4th with the limit", async () => {
    const product = (code: string) => ({
      fundCode: code,
      fundName: `Fund ${code}`,
      productType: "fund" as const,
    });
    inRouter(
      <div>
        {["A", "B", "C", "D"].map((code) => (
          <CompareToggle key={code} product={product(code)} />
        ))}
      </div>,
    );
    const toggle = (code: string) => screen.getByRole("button", { name: new RegExp(`Fund ${code}`) });
    for (const code of ["A", "B", "C"]) fireEvent.click(toggle(code));
    expect(appStore.get(basketAtom).products.map((p) => p.fundCode)).toEqual(["A", "B", "C"]);
    expect(toggle("A").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(toggle("D"));
    expect(appStore.get(basketAtom).products).toHaveLength(3);
    expect(toggle("D").getAttribute("aria-pressed")).toBe("false");
    expect(await screen.findByText("You can select up to 3 products for comparison analysis.")).toBeTruthy();
    fireEvent.click(toggle("B"));
    expect(appStore.get(basketAtom).products.map((p) => p.fundCode)).toEqual(["A", "C"]);
  });
});
