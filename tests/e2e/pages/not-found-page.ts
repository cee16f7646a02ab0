import type { Locator, Page } from "@playwright/test";

export class NotFoundPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly search: Locator;
  readonly backHome: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("not-found-page");
    this.title = this.root.getByRole("heading", { level: 1 });
    this.search = page.getByTestId("not-found-search");
    this.backHome = page.getByTestId("not-found-home");
  }
}
