import { expect, type Locator, type Page } from "@playwright/test";

/** /login and /register: e-mail step, code step, trial application. */
export class LoginPage {
  readonly root: Locator;
  readonly email: Locator;
  readonly continueButton: Locator;
  readonly trialLink: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("login-page");
    this.email = page.getByTestId("email-input");
    this.continueButton = page.getByTestId("email-continue");
    this.trialLink = page.getByTestId("trial-link");
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/login${query}`);
    await expect(this.root).toBeVisible();
  }

  async submitEmail(value: string): Promise<void> {
    await this.email.fill(value);
    await this.continueButton.click();
  }

  fieldMessage(): Locator {
    return this.page.locator("#auth-email-message");
  }
}
