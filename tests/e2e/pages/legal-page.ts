import type { Locator, Page } from "@playwright/test";

export class LegalPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly sections: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("legal-page");
    this.title = this.root.getByRole("heading", { level: 1 });
    this.sections = this.root.locator("article > section");
  }
}
