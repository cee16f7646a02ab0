import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

type Envelope<T> = { status: string; data: T; error: unknown };
export type SummaryRow = {
  fundCode: string;
  fundName: string;
  assetClass: string | null;
  currency: string;
  riskLevel: number | null;
  aumUsd: number | null;
  return1y: number | null;
};

/** The fund, ETF and curated-list selectors (/fundFilter, /ETF-Filter, /topPickFilters). */
export class SelectorPage {
  readonly root: Locator;
  readonly count: Locator;
  readonly rows: Locator;
  readonly codes: Locator;
  readonly names: Locator;
  readonly empty: Locator;
  readonly end: Locator;
  readonly loadMore: Locator;
  readonly exportButton: Locator;
  readonly sort: Locator;
  readonly chips: Locator;
  readonly strategyNote: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("selector-page");
    this.count = page.getByTestId("result-count");
    this.rows = page.getByTestId("result-row");
    this.codes = page.getByTestId("result-row").locator("[data-code]").or(page.getByTestId("result-row"));
    this.names = page.getByTestId("result-name");
    this.empty = page.getByTestId("results-empty");
    this.end = page.getByTestId("results-end");
    this.loadMore = page.getByTestId("load-more");
    this.exportButton = page.getByTestId("export-csv");
    this.sort = page.getByTestId("sort-select");
    this.chips = page.getByTestId("active-filters");
    this.strategyNote = page.getByTestId("strategy-note");
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
    await this.settled();
  }

  /** Waits until the list shows an answer (rows, or the empty state). */
  async settled(): Promise<void> {
    await expect(this.root.locator("[aria-busy=true]")).toHaveCount(0);
    await expect(this.rows.first().or(this.empty)).toBeVisible();
  }

  /** Presses one option of a multi-select filter, e.g. ("assetClasses", "Stock"). */
  async toggle(filter: string, value: string | number): Promise<void> {
    const panel = await this.panel();
    await panel.getByTestId(`filter-${filter}`).locator(`[data-value="${value}"]`).click();
  }

  /** The filter panel in view: the sidebar on wide screens, the sheet (opened) on narrow ones. */
  async panel(): Promise<Locator> {
    const sidebar = this.root.locator("aside").getByTestId("filter-panel");
    if (await sidebar.isVisible()) return sidebar;
    const sheet = this.page.getByTestId("filter-sheet");
    if (!(await sheet.isVisible())) await this.page.getByTestId("open-filters").click();
    return sheet.getByTestId("filter-panel");
  }

  async rowCodes(n: number): Promise<string[]> {
    const codes = await this.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-code") ?? ""));
    return codes.slice(0, n);
  }

  async total(): Promise<number> {
    const text = (await this.count.textContent()) ?? "";
    return Number(text.replace(/[^\d]/g, ""));
  }

  async sortBy(sort: string): Promise<void> {
    await this.sort.click();
    await this.page.locator(`[role=option][data-sort="${sort}"]`).click();
  }
}

/** The public selection list, as the screens call it. */
export async function selectionList(
  request: APIRequestContext,
  productType: "fund" | "etf",
  body: Record<string, unknown>,
  lang: "en" | "zh_TW" | "zh_CN" = "en",
): Promise<{ total: number; items: SummaryRow[] }> {
  const response = await request.post(`/v1/pub/${productType}/selection/list?lang=${lang}`, { data: body });
  const json = (await response.json()) as Envelope<{ total: number; items: SummaryRow[] }>;
  if (json.status !== "SUCCESS") throw new Error(JSON.stringify(json.error));
  return json.data;
}

/** The AUM bucket a figure falls in (the selectors' buckets). */
export function aumBucketOf(aumUsd: number): string {
  if (aumUsd < 1e8) return "lt_100m";
  if (aumUsd < 5e8) return "100m_500m";
  if (aumUsd < 1e9) return "500m_1b";
  return "gt_1b";
}
