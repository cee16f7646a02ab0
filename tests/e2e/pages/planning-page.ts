import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../locales";

type Envelope<T> = { status: "SUCCESS" | "FAILURE"; data: T; error: unknown };

async function call<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  token: string,
  body?: unknown,
) {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Envelope<T>;
  if (json.status !== "SUCCESS") throw new Error(`${method} ${path}: ${JSON.stringify(json.error)}`);
  return json.data;
}

type Product = { fundCode: string; assetClass: string | null };

/**
 * Products of one asset class outside the flex builder's locked core for a risk level: the
 * largest funds of the running universe, so each has years of history for the projection.
 */
export async function freeProducts(
  request: APIRequestContext,
  token: string,
  riskLevel: number,
  assetClass: string,
): Promise<string[]> {
  const core = await call<{ holdings: Product[] }>(
    request,
    "GET",
    `/v1/app/plans/core?riskLevel=${riskLevel}`,
    token,
  );
  const page = await call<{ items: Product[] }>(request, "POST", "/v1/pub/fund/selection/list", token, {
    pageSize: 50,
    fundSortType: "aum_desc",
  });
  const taken = new Set(core.holdings.map((h) => h.fundCode));
  return page.items
    .filter((p) => p.assetClass === assetClass && !taken.has(p.fundCode))
    .map((p) => p.fundCode);
}

/** The digital twin's guided flow. */
export class TwinScreen {
  readonly flow: Locator;
  readonly next: Locator;
  readonly confirmed: Locator;

  constructor(readonly page: Page) {
    this.flow = page.getByTestId("twin-flow");
    this.next = page.getByTestId("twin-next");
    this.confirmed = page.getByTestId("twin-confirmed");
  }

  async goto(locale: Locale): Promise<void> {
    await this.page.goto(`/${locale}/digital-twin`);
    await expect(this.page.getByTestId("twin-page")).toBeVisible();
  }

  async atStep(step: string): Promise<void> {
    await expect(this.flow).toHaveAttribute("data-step", step);
  }

  /** Picks one tile of the current step. */
  async choose(value: string): Promise<void> {
    await this.page.getByTestId(`twin-choice-${value}`).click();
  }

  async chooseRisk(level: number): Promise<void> {
    await this.page.getByTestId(`risk-level-${level}`).click();
  }
}

/** The wealth-planning screen: the new-plan flow, the plans list and a plan's detail. */
export class PlanningScreen {
  readonly wizard: Locator;
  readonly next: Locator;
  readonly confirm: Locator;
  readonly search: Locator;
  readonly pickerMessage: Locator;
  readonly success: Locator;
  readonly detail: Locator;

  constructor(readonly page: Page) {
    this.wizard = page.getByTestId("plan-wizard");
    this.next = page.getByTestId("plan-next");
    this.confirm = page.getByTestId("plan-confirm");
    this.search = page.getByTestId("plan-search");
    this.pickerMessage = page.getByTestId("plan-picker-message");
    this.success = page.getByTestId("plan-success");
    this.detail = page.getByTestId("plan-detail");
  }

  async gotoNew(locale: Locale): Promise<void> {
    await this.page.goto(`/${locale}/wealth-planning?new=1`);
    await expect(this.wizard).toBeVisible();
  }

  async atStep(step: string): Promise<void> {
    await expect(this.wizard).toHaveAttribute("data-step", step);
  }

  async fill(field: string, value: string): Promise<void> {
    await this.page.getByTestId(`plan-${field}`).fill(value);
  }

  /** Searches a product by code and adds it to the free part. */
  async addProduct(code: string): Promise<void> {
    await this.search.fill(code);
    const add = this.page.locator(`[data-testid="plan-search-add"][data-code="${code}"]`);
    await add.click();
  }

  freeItems(): Locator {
    return this.page.getByTestId("plan-free-item");
  }
}
