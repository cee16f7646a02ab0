import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The portfolio screens: the list (/fundPortfolio, with model portfolios and the comparison
 * view at ?compare=), the two-step create flow (/newFundPortfolio) and the detail
 * (/fundPortfolioDetail?id=).
 */
export class PortfolioPage {
  readonly list: Locator;
  readonly newButton: Locator;
  readonly myPortfolios: Locator;
  readonly models: Locator;
  readonly limitDialog: Locator;
  // create flow
  readonly createPage: Locator;
  readonly picker: Locator;
  readonly selected: Locator;
  readonly toBacktest: Locator;
  readonly weightInputs: Locator;
  readonly weightError: Locator;
  readonly runBacktest: Locator;
  readonly results: Locator;
  readonly saveButton: Locator;
  readonly saveDialog: Locator;
  readonly nameInput: Locator;
  readonly saveConfirm: Locator;
  // detail and comparison
  readonly detail: Locator;
  readonly compareWith: Locator;
  readonly compare: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByTestId("portfolio-list-page");
    this.newButton = page.getByTestId("new-portfolio");
    this.myPortfolios = page.getByTestId("my-portfolio");
    this.models = page.getByTestId("model-portfolios").getByTestId("model-portfolio");
    // a plan's cap opens the app's one plan dialog (web/features/plans)
    this.limitDialog = page.getByTestId("plan-prompt");
    this.createPage = page.getByTestId("new-portfolio-page");
    this.picker = page.getByTestId("portfolio-product-picker");
    this.selected = page.getByTestId("selected-product");
    this.toBacktest = page.getByTestId("to-backtest");
    this.weightInputs = page.getByTestId("weight-input");
    this.weightError = page.getByTestId("weight-error");
    this.runBacktest = page.getByTestId("run-backtest");
    this.results = page.getByTestId("backtest-results");
    this.saveButton = page.getByTestId("save-portfolio");
    this.saveDialog = page.getByTestId("save-dialog");
    this.nameInput = page.getByTestId("portfolio-name");
    this.saveConfirm = page.getByTestId("save-confirm");
    this.detail = page.getByTestId("portfolio-detail-page");
    this.compareWith = page.getByTestId("compare-with");
    this.compare = page.getByTestId("compare-result");
  }

  /** Types a code in the product picker and chooses the suggestion with that code. */
  async pick(code: string): Promise<void> {
    await this.picker.fill(code);
    await this.page.getByRole("option").filter({ hasText: code }).first().click();
    await expect(this.page.locator(`[data-testid=selected-product][data-code="${code}"]`)).toBeVisible();
  }

  /** Sets the weights of the custom weighting, in the order of the rows. */
  async setWeights(weights: number[]): Promise<void> {
    for (const [i, w] of weights.entries()) await this.weightInputs.nth(i).fill(String(w));
  }

  /** A model portfolio's card on the list (by its id, mp-1 … mp-5). */
  model(id: string): Locator {
    return this.models.and(this.page.locator(`[data-id="${id}"]`));
  }

  /** The toast with this text (sonner's live region). */
  toast(text: string): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }
}
