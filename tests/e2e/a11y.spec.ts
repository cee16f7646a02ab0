import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { signIn } from "./pages/app-shell";
import { ChatPage, signUpNewUser, useSession } from "./pages/chat-page";
import { fundWithAlert, watchThroughApi } from "./pages/watchlist-page";

test.describe("accessibility (axe: no serious or critical issue)", () => {
  for (const lang of ["en-HK", "zh-Hant-HK"]) {
    test(`home with its blocks, ${lang}`, async ({ page }) => {
      await signIn(page);
      await page.goto(`/${lang}/`);
      await expect(page.getByTestId("index-tiles").getByRole("listitem").first()).toContainText(/\d/);
      await expectNoSeriousA11yIssues(page, `home ${lang}`);
    });

    test(`the search box with its suggestions open, ${lang}`, async ({ app, page }) => {
      await app.goto(`/${lang}/AboutUs`);
      await page.getByTestId("nav-search").fill("fund");
      await expect(page.getByTestId("nav-search-results").getByRole("option").first()).toBeVisible();
      await expectNoSeriousA11yIssues(page, `search ${lang}`);
    });
  }

  for (const [screen, lang] of [
    ["fundFilter", "en-HK"],
    ["ETF-Filter", "zh-Hant-HK"],
    ["topPickFilters", "en-HK"],
  ] as const) {
    test(`the ${screen} selector, ${lang}`, async ({ app, page }) => {
      await app.goto(`/${lang}/${screen}`);
      await expect(page.getByTestId("results-table").getByRole("row").nth(1)).toBeVisible();
      await expectNoSeriousA11yIssues(page, `${screen} ${lang}`);
    });
  }

  for (const lang of ["en-HK", "zh-Hant-HK"]) {
    test(`the news list and a news item, ${lang}`, async ({ app, page }) => {
      await app.goto(`/${lang}/news`);
      const first = page.getByTestId("news-item-link").first();
      await expect(first).toBeVisible();
      await expectNoSeriousA11yIssues(page, `news ${lang}`);
      await first.click();
      await expect(page).toHaveURL(/\/news\/[^/?]+/);
      await expect(page.locator("h1")).toBeVisible();
      await expectNoSeriousA11yIssues(page, `news item ${lang}`);
    });
  }

  for (const lang of ["en-HK", "zh-Hant-HK"]) {
    test(`the watchlist and the risk alerts with a watched fund, ${lang}`, async ({ page, request }) => {
      const user = await signUpNewUser(request, `a11y-watchlist-${lang}`);
      const code = await fundWithAlert(request, user.accessToken);
      await watchThroughApi(request, user.accessToken, code);
      await useSession(page, user);
      await page.goto(`/${lang}/watchlist`);
      await expect(page.getByTestId("watchlist-row")).toBeVisible();
      await expectNoSeriousA11yIssues(page, `watchlist ${lang}`);
      await page.goto(`/${lang}/alerts`);
      await expect(page.getByTestId("alert-item").first()).toBeVisible();
      await expectNoSeriousA11yIssues(page, `alerts ${lang}`);
    });
  }

  // the screens no journey of its own scans: sign-in and sign-up, the legal texts, About, the
  // screens the product has not filled yet, and the chat
  for (const [screen, lang] of [
    ["login", "en-HK"],
    ["register", "zh-Hant-HK"],
  ] as const) {
    test(`${screen}, ${lang}`, async ({ page }) => {
      await page.goto(`/${lang}/${screen}`);
      await expect(page.getByTestId("email-input")).toBeVisible();
      await expectNoSeriousA11yIssues(page, `${screen} ${lang}`);
    });
  }

  for (const [screen, lang] of [
    ["disclaimer", "en-HK"],
    ["use-policy", "zh-Hans-HK"],
    ["user-agreement", "zh-Hant-HK"],
    ["AboutUs", "en-SG"],
    ["fund", "en-HK"],
    ["ETF", "zh-Hant-HK"],
    ["strategyDetail", "en-HK"],
    ["ETF-Portfolio", "zh-Hans-HK"],
    ["fundDetailMock", "en-HK"],
  ] as const) {
    test(`the ${screen} screen, ${lang}`, async ({ page }) => {
      await signIn(page);
      await page.goto(`/${lang}/${screen}`);
      await expect(page.locator("h1")).toBeVisible();
      await expectNoSeriousA11yIssues(page, `${screen} ${lang}`);
    });
  }

  test("a chat conversation with its first answer, zh-Hant-HK", async ({ page, request }) => {
    const user = await signUpNewUser(request, "a11y-chat");
    await useSession(page, user);
    const chat = new ChatPage(page);
    await chat.goto("/zh-Hant-HK");
    await chat.ask("甚麼是夏普比率？");
    await expect(page).toHaveURL(/\/zh-Hant-HK\/chat\/[A-Za-z0-9_-]+$/);
    await expectNoSeriousA11yIssues(page, "chat zh-Hant-HK");
  });

  test("Page Not Found", async ({ app, page }) => {
    await app.goto("/en-HK/no-such-page");
    await expectNoSeriousA11yIssues(page, "404");
  });
});
