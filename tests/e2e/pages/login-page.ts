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

  /** The newest verification code mailed to `email`, read from the dev mailbox as a user would. */
  async mailedCode(email: string): Promise<string> {
    let code: string | undefined;
    await expect(async () => {
      const res = await this.page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}&limit=1`);
      const [mail] = (await res.json()) as { text: string }[];
      code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
      expect(code).toBeDefined();
    }).toPass({ timeout: 10_000 });
    return code!;
  }

  /** E-mail → code from the mailbox → typed in; the page then signs in and navigates on. */
  async signInWithCode(email: string, options: { invitationCode?: string } = {}): Promise<void> {
    await this.email.fill(email);
    if (options.invitationCode) await this.page.getByTestId("invitation-input").fill(options.invitationCode);
    await this.continueButton.click();
    const input = this.page.getByTestId("code-input");
    await expect(input).toBeVisible();
    await input.fill(await this.mailedCode(email));
  }
}
