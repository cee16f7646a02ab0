import type { Locator, Page } from "@playwright/test";

/** The home page: the chat (see chat-page.ts) above the classic home blocks. */
export class HomePage {
  readonly root: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("home-page");
    this.search = page.getByTestId("home-search");
  }
}
