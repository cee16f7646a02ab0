import { expect, type Locator, type Page } from "@playwright/test";

export const productTabIds = ["performance", "analysis", "holdings", "archive", "watchlist"] as const;
export type ProductTabId = (typeof productTabIds)[number];

/** /fundDetail and /ETFDetail: the header, the tabs and their sections. */
export class ProductPage {
  readonly root: Locator;
  readonly name: Locator;
  readonly periods: Locator;
  readonly benchmarkPicker: Locator;
  readonly growthChart: Locator;
  readonly riskTable: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("product-page");
    this.name = page.getByTestId("product-name");
    this.periods = page.getByTestId("period-selector");
    this.benchmarkPicker = page.getByTestId("benchmark-picker");
    this.growthChart = page.getByTestId("growth-chart");
    this.riskTable = page.getByTestId("risk-table");
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
  }

  tab(id: ProductTabId): Locator {
    return this.page.getByTestId(`tab-${id}`);
  }

  async openTab(id: ProductTabId): Promise<void> {
    await this.tab(id).click();
    await expect(this.tab(id)).toHaveAttribute("aria-selected", "true");
  }

  async choosePeriod(period: string): Promise<void> {
    await this.periods.locator(`button[data-value="${period}"]`).click();
    await expect(this.periods.locator(`button[data-value="${period}"]`)).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }

  /** Waits until every chart on screen has drawn and no section is still loading. */
  async settled(): Promise<void> {
    await expect(this.page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 15_000 });
    const charts = this.page.locator("[role=img][data-ready]");
    for (const chart of await charts.all()) await expect(chart).toHaveAttribute("data-ready", "true");
  }
}
