import type { Locator, Page } from "@playwright/test";

export class HomePage {
  readonly root: Locator;
  readonly search: Locator;
  readonly ask: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("home-page");
    this.search = page.getByTestId("home-search");
    this.ask = page.getByTestId("ask-card");
  }
}
