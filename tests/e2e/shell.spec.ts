import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { locales, text } from "./locales";
import { signIn } from "./pages/app-shell";
import { signUpNewUser, useSession } from "./pages/chat-page";
import { demoSession } from "./pages/comparison-page";

test.describe("the shell in every language", () => {
  for (const locale of locales) {
    test(`renders in ${locale}`, async ({ app, home, page }) => {
      await app.goto(`/${locale}`);
      await expect(home.root).toBeVisible();
      expect(await app.htmlLang()).toBe(locale);
      await expect(app.funds).toHaveText(text(locale, "nav:funds.label"));
      await expect(app.etfs).toHaveText(text(locale, "nav:etfs.label"));
      await expect(app.markets).toHaveText(text(locale, "nav:markets.label"));
      await expect(app.about).toHaveText(text(locale, "nav:about"));
      await expect(app.languageSwitcher).toContainText(text(locale, `common:language.${locale}`));
      await expect(app.upgradeButton).toHaveText(text(locale, "nav:signUp"));
      await expect(app.userMenu).toHaveText(text(locale, "nav:user.login"));
      await expect(app.footer).toContainText(text(locale, "common:demo.notice"));
      await expect(page).toHaveTitle(text(locale, "common:brand.homeTitle"));
    });
  }

  test("the Funds menu leads to the selector, the logo back home", async ({ app, page }) => {
    await app.goto("/en-HK");
    await app.openMenu("funds");
    await page.getByTestId("nav-funds-selector").click();
    await expect(page).toHaveURL(/\/en-HK\/fundFilter$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("en-HK", "pages:screens.fundFilter.title"),
    );
    await page.getByTestId("nav-logo").click();
    await expect(page).toHaveURL(/\/en-HK$/);
  });

  test("the Markets menu leads to the news and to the AI macro views, marked Premium for a Pro user", async ({
    app,
    page,
    request,
  }, testInfo) => {
    await useSession(page, await signUpNewUser(request, "nav"));
    for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
      await app.goto(`/${locale}`);
      const menu = await app.openMenu("markets");
      await expect(menu.getByTestId("nav-markets-news")).toContainText(text(locale, "nav:markets.news"));
      await expect(menu.getByTestId("nav-markets-macro")).toContainText(text(locale, "nav:premium"));
      await expectNoSeriousA11yIssues(page, `Markets menu (${locale})`);
      await page.screenshot({ path: testInfo.outputPath(`nav-markets-${locale}.png`) });
      await page.screenshot({ path: `/tmp/gaps-nav-markets-${locale}.png` });
      await menu.getByTestId("nav-markets-news").click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/news$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "news:ui.title"));
      await expect(app.markets).toHaveAttribute("data-active", "true");
    }
    await app.openMenu("markets");
    await page.getByTestId("nav-markets-macro").click();
    await expect(page).toHaveURL(/\/zh-Hant-HK\/AssetViews$/);
  });

  test("Premium users see the AI macro entry without the Premium mark", async ({
    app,
    page,
    request,
    baseURL,
  }) => {
    await useSession(page, await demoSession(request, baseURL!));
    await app.goto("/en-HK");
    const menu = await app.openMenu("markets");
    await expect(menu.getByTestId("nav-markets-macro")).toHaveText(
      new RegExp(`${text("en-HK", "nav:markets.macro")}`),
    );
    await expect(menu.getByTestId("nav-markets-macro")).not.toContainText(text("en-HK", "nav:premium"));
  });

  test("search trims and collapses spaces, then opens the fund selector", async ({ app, home, page }) => {
    await app.goto("/en-HK");
    await home.search.fill("   asia    bond  ");
    await home.search.press("Enter");
    await expect(page).toHaveURL(/\/en-HK\/fundFilter\?keyword=asia%20bond$/);
  });

  test("signed in: avatar initial, user menu and the Upgrade button for authLevel 0", async ({
    app,
    page,
  }) => {
    await signIn(page, { email: "zoe@example.com", authLevel: 0 });
    await app.goto("/en-HK");
    await expect(app.userMenu).toHaveText("Z");
    await expect(app.upgradeButton).toHaveText(text("en-HK", "nav:upgrade"));
    await app.userMenu.click();
    await expect(page.getByTestId("user-menu-user-center")).toHaveText(text("en-HK", "nav:user.userCenter"));
    await expect(page.getByTestId("user-menu-logout")).toHaveText(text("en-HK", "nav:user.logout"));
    await page.getByTestId("user-menu-user-center").click();
    await expect(page).toHaveURL(/\/en-HK\/UserCenter$/);
  });

  test("Premium users see no upgrade button; log out returns to a signed-out shell", async ({
    app,
    page,
  }) => {
    await signIn(page, { authLevel: 2 });
    await app.goto("/en-HK/AboutUs");
    await expect(app.userMenu).toBeVisible();
    await expect(app.upgradeButton).toHaveCount(0);
    await app.userMenu.click();
    await page.getByTestId("user-menu-logout").click();
    await expect(page.getByTestId("user-menu-login")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
  });

  test("institution 9 sees only Funds and About Us", async ({ app, page }) => {
    await signIn(page, { institutionId: 9 });
    await app.goto("/en-HK");
    await expect(app.funds).toBeVisible();
    await expect(app.about).toBeVisible();
    await expect(app.etfs).toHaveCount(0);
    await expect(app.markets).toHaveCount(0);
  });

  test("narrow screens collapse the navigation into a menu sheet", async ({ app, page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await app.goto("/en-HK");
    await expect(app.funds).toBeHidden();
    await page.getByTestId("mobile-menu-trigger").click();
    const sheet = page.getByTestId("mobile-menu");
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId("m-nav-markets-macro")).toContainText(text("en-HK", "nav:premium"));
    await page.screenshot({ path: "/tmp/gaps-nav-mobile-en-HK.png" });
    await sheet.getByTestId("m-nav-etfs-portfolio").click();
    await expect(app.comingSoonDialog).toBeVisible();
  });

  test("narrow screens: the menu sheet leads to the news (zh-Hans-HK)", async ({ app, page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await app.goto("/zh-Hans-HK");
    await page.getByTestId("mobile-menu-trigger").click();
    const sheet = page.getByTestId("mobile-menu");
    await expect(sheet.getByTestId("m-nav-markets-news")).toHaveText(text("zh-Hans-HK", "nav:markets.news"));
    await page.screenshot({ path: "/tmp/gaps-nav-mobile-zh-Hans-HK.png" });
    await sheet.getByTestId("m-nav-markets-news").click();
    await expect(page).toHaveURL(/\/zh-Hans-HK\/news$/);
  });
});
