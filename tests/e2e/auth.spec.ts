import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type Locale, text } from "./locales";

const htmlLocale = async (page: Page) => (await page.locator("html").getAttribute("lang")) as Locale;

test.describe("route guards", () => {
  test("a protected route signed out goes to /login with the target path and query", async ({
    login,
    page,
  }) => {
    await page.goto("/en-HK/fundDetail?fundCode=F0001");
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/login" && url.searchParams.get("redirect") === "/en-HK/fundDetail?fundCode=F0001",
    );
    await expect(login.root).toBeVisible();
    expect(await htmlLocale(page)).toBe("en-HK");
  });

  for (const path of ["/fundPortfolio", "/en-HK/AssetViews", "/fundComparison?fundCodes=a,b", "/watchlist"]) {
    test(`${path} requires login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(
        (url) => url.pathname === "/login" && url.searchParams.get("redirect") === path,
      );
    });
  }

  for (const path of [
    "/",
    "/home",
    "/ETF",
    "/FundDetailMock",
    "/ETF-Filter",
    "/FundFilter",
    "/pricing",
    "/news",
  ]) {
    test(`${path} is reachable signed out`, async ({ app, page }) => {
      await app.goto(path);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});

test.describe("login and register", () => {
  test("the login page has no navigation bar and validates the e-mail", async ({ app, login, page }) => {
    await login.goto();
    await expect(app.navBar).toHaveCount(0);
    const locale = await htmlLocale(page);
    await expect(login.email).toHaveAttribute("placeholder", text(locale, "auth:email.placeholder"));
    await login.submitEmail("");
    await expect(login.fieldMessage()).toHaveText(text(locale, "auth:validation.required"));
    await login.submitEmail("not-an-email");
    await expect(login.fieldMessage()).toHaveText(text(locale, "auth:validation.invalidEmail"));
  });

  test("in English the exact texts of locales/en-HK/auth.json are used", async ({ app, login }) => {
    await app.goto("/en-HK");
    await login.goto();
    await expect(login.email).toHaveAttribute("placeholder", "Please enter your email address.");
    await login.submitEmail("");
    await expect(login.fieldMessage()).toHaveText("Required");
    await login.submitEmail("abc@");
    await expect(login.fieldMessage()).toHaveText("Invalid Email");
  });

  test("register has the invitation code and the trial application (520 px dialog)", async ({
    app,
    page,
  }) => {
    await app.goto("/en-HK");
    await page.goto("/register");
    await expect(page.getByTestId("register-page")).toBeVisible();
    await expect(app.navBar).toHaveCount(0);
    await expect(page.getByTestId("invitation-input")).toBeVisible();
    await page.getByTestId("trial-link").click();
    const dialog = page.getByTestId("trial-dialog");
    await expect(dialog).toBeVisible();
    // Measured once the open animation (a slight zoom) has finished.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(520);
    await dialog.getByRole("button", { name: text("en-HK", "auth:trial.submit") }).click();
    await expect(dialog.getByText("Required").first()).toBeVisible();
  });
});
