import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { signUpNewUser, type TestUser } from "./chat-page";

/** A new user who has started the 15-day Premium trial; the tokens are refreshed so they carry it. */
export async function signUpTrialUser(request: APIRequestContext, label: string): Promise<TestUser> {
  const user = await signUpNewUser(request, label);
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  expect((await request.post("/v1/app/subscription/trial", { headers: auth(user.accessToken) })).ok()).toBe(
    true,
  );
  const refreshed = (await (
    await request.post("/v1/app/token/refresh", { headers: auth(user.refreshToken) })
  ).json()) as { data: { accessToken: string; refreshToken: string } };
  const info = (await (
    await request.get("/v1/app/user/info", { headers: auth(refreshed.data.accessToken) })
  ).json()) as { data: { licenseStatus: number } };
  expect(info.data.licenseStatus).toBe(1);
  return { ...user, ...refreshed.data, info: info.data };
}

/** The AI reports screen: the new-report form, my reports, one report behind the disclaimer. */
export class ReportsScreen {
  readonly root: Locator;
  readonly generate: Locator;
  readonly disclaimer: Locator;
  readonly body: Locator;
  readonly error: Locator;
  readonly list: Locator;
  readonly show: Locator;
  readonly pdf: Locator;
  readonly changes: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("reports-page");
    this.generate = page.getByTestId("report-generate");
    this.disclaimer = page.getByTestId("report-disclaimer-checkbox");
    this.body = page.getByTestId("report-body");
    this.error = page.getByTestId("report-error");
    this.list = page.getByTestId("report-list-item");
    this.show = page.getByTestId("report-show");
    this.pdf = page.getByTestId("report-pdf");
    this.changes = page.getByTestId("report-changes");
  }

  audience(which: "personal" | "adviser"): Locator {
    return this.page.getByTestId(`report-audience-${which}`);
  }

  /** Ticks the disclaimer, then writes the report; waits for it to show. */
  async write(which: "personal" | "adviser"): Promise<void> {
    await this.audience(which).check();
    await expect(this.generate).toBeDisabled();
    await this.disclaimer.click();
    await expect(this.generate).toBeEnabled();
    await this.generate.click();
    await expect(this.body).toBeVisible({ timeout: 30_000 });
  }
}
