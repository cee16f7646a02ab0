import type { APIRequestContext } from "@playwright/test";
import { entitlements } from "../../shared/entitlements";
import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { type Locale, text } from "./locales";
import { signUpNewUser, useSession } from "./pages/chat-page";
import { PortfolioPage } from "./pages/portfolio-page";
import { selectionList } from "./pages/selector-page";

/**
 * Portfolios as a new (Pro) user meets them, in English and Traditional Chinese: builds a DIY
 * portfolio in two steps (the weight error stands until the weights add up to 100), saves it
 * (name required, at most 40 characters), opens its detail, compares it with a model portfolio,
 * edits it, then subscribes to model portfolios until the plan's cap opens the limit dialog,
 * cancels one, and is stopped at the plan's DIY cap when saving a second portfolio.
 * Every screen is checked with axe.
 */

const apiLang: Record<Locale, string> = {
  "en-HK": "en",
  "zh-Hant-HK": "zh_TW",
  "zh-Hans-HK": "zh_CN",
  "en-SG": "en",
};

const largestFunds = async (request: APIRequestContext, n: number) =>
  (await selectionList(request, "fund", { pageSize: n, fundSortType: "aum_desc" })).items.map(
    (i) => i.fundCode,
  );

for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
  test.describe(`portfolios in ${locale}`, () => {
    test.describe.configure({ timeout: 180_000 });

    test("a DIY portfolio in two steps, its detail, a comparison with a model, and the subscription cap", async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      const user = await signUpNewUser(request, `portfolio-${locale}`);
      await useSession(page, user);
      const [a, b] = await largestFunds(request, 2);
      const portfolios = new PortfolioPage(page);
      const t = (key: string) => text(locale, key);

      // The list: nothing of mine yet, five model portfolios.
      await page.goto(`/${locale}/fundPortfolio`);
      await expect(portfolios.list).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("pages:screens.fundPortfolio.title"),
      );
      await expect(portfolios.models).toHaveCount(5);
      await expect(portfolios.myPortfolios).toHaveCount(0);
      await expectNoSeriousA11yIssues(page, `${locale} portfolio list`);

      // Step 1: two funds through the search combobox.
      await portfolios.newButton.click();
      await expect(page).toHaveURL((url) => url.pathname === `/${locale}/newFundPortfolio`);
      await portfolios.pick(a!);
      await portfolios.pick(b!);
      await expect(portfolios.selected).toHaveCount(2);
      await expectNoSeriousA11yIssues(page, `${locale} create: select`);
      await portfolios.toBacktest.click();

      // Step 2: the weight error until the weights add up to 100.
      await expect(portfolios.weightInputs).toHaveCount(2);
      await expect(portfolios.weightError).toHaveText(t("errors:validation.totalWeight"));
      await portfolios.setWeights([60, 30]);
      await expect(portfolios.weightError).toHaveText(t("errors:validation.totalWeight"));
      await expect(portfolios.runBacktest).toBeDisabled();
      await portfolios.setWeights([60, 40]);
      await expect(portfolios.weightError).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.searchParams.get("holdings") === `${a}:60,${b}:40`);
      await portfolios.runBacktest.click();
      await expect(portfolios.results).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("growth-chart")).toBeVisible();
      await expect(page.getByTestId("metric-calmar")).toBeVisible();
      await expectNoSeriousA11yIssues(page, `${locale} create: backtest`);

      // Save: the name is required and at most 40 characters.
      await portfolios.saveButton.click();
      await expect(portfolios.saveDialog).toBeVisible();
      await portfolios.nameInput.fill("");
      await portfolios.saveConfirm.click();
      await expect(portfolios.saveDialog.getByRole("alert")).toHaveText(
        t("errors:validation.portfolioNameRequired"),
      );
      await portfolios.nameInput.fill("x".repeat(41));
      await expect(portfolios.saveDialog.getByRole("alert")).toHaveText(
        t("errors:validation.portfolioNameTooLong"),
      );
      await expectNoSeriousA11yIssues(page, `${locale} save dialog`);
      const name = locale === "en-HK" ? "Core growth" : "核心增長組合";
      await portfolios.nameInput.fill(name);
      await portfolios.saveConfirm.click();

      // The detail of the saved portfolio.
      await expect(page).toHaveURL((url) => url.pathname === `/${locale}/fundPortfolioDetail`, {
        timeout: 30_000,
      });
      await expect(portfolios.detail).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("portfolio-name-heading")).toHaveText(name);
      await expect(page.getByTestId("growth-chart")).toBeVisible();
      await expect(page.getByTestId("drift-row")).toHaveCount(2);
      await expect(page.getByTestId("distribution-assetClass")).toBeVisible();
      await page.getByTestId("new-money-amount").fill("1000");
      await page.getByTestId("new-money-go").click();
      await expect(page.getByTestId("new-money-row")).toHaveCount(2);
      await expectNoSeriousA11yIssues(page, `${locale} portfolio detail`);

      // Edit: back into the create flow, pre-filled; new weights saved over the same portfolio.
      const detailUrl = page.url();
      await page.getByTestId("edit-portfolio").click();
      await expect(portfolios.createPage).toHaveAttribute("data-step", "backtest");
      await expect(portfolios.weightInputs.nth(0)).toHaveValue("60");
      await portfolios.setWeights([50, 50]);
      await portfolios.runBacktest.click();
      await expect(portfolios.results).toBeVisible({ timeout: 30_000 });
      await portfolios.saveButton.click();
      await expect(portfolios.nameInput).toHaveValue(name);
      await portfolios.saveConfirm.click();
      await expect(page).toHaveURL(detailUrl, { timeout: 30_000 });
      await expect(page.getByTestId("drift-row").first()).toContainText("50");

      // Compared with a model portfolio.
      const models = (await (await request.get(`/v1/pub/model-portfolios?lang=${apiLang[locale]}`)).json())
        .data as Array<{
        id: string;
        name: string;
      }>;
      await portfolios.compareWith.click();
      await page.getByRole("option", { name: models[2]!.name, exact: true }).click();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get("compare")?.endsWith(`,${models[2]!.id}`) === true,
      );
      await expect(portfolios.compare).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("compare-column")).toHaveCount(2);
      await expect(page.locator("[data-testid=compare-row] td[data-best]").first()).toBeVisible();
      await expectNoSeriousA11yIssues(page, `${locale} portfolio comparison`);

      // Subscriptions up to the plan's cap, then the limit dialog.
      const cap = entitlements.pro.modelPortfolioSubscriptions.limit ?? 1;
      await page.goto(`/${locale}/fundPortfolio`);
      await expect(portfolios.myPortfolios).toHaveCount(1);
      for (const model of models.slice(0, cap)) {
        await portfolios.model(model.id).getByTestId("subscribe").click();
        await expect(portfolios.toast(t("portfolio:models.subscribedToast"))).toBeVisible();
        await expect(portfolios.model(model.id).getByTestId("unsubscribe")).toBeVisible();
      }
      await portfolios.model(models[cap]!.id).getByTestId("subscribe").click();
      // the app's one plan dialog, driven by the answer's code (409 40900001)
      await expect(portfolios.limitDialog).toBeVisible();
      await expect(portfolios.limitDialog.getByRole("heading")).toHaveText(
        t("common:plans.subscriptionLimit.title"),
      );
      await expectNoSeriousA11yIssues(page, `${locale} subscription limit dialog`);
      await page.keyboard.press("Escape");
      await expect(portfolios.limitDialog).toHaveCount(0);

      // Cancelling one frees the place.
      await portfolios.model(models[0]!.id).getByTestId("unsubscribe").click();
      await expect(portfolios.toast(t("portfolio:models.canceledToast"))).toBeVisible();
      await expect(portfolios.model(models[0]!.id).getByTestId("subscribe")).toBeVisible();

      // A second DIY portfolio is over the Pro plan's cap: saving opens the limit dialog.
      expect(entitlements.pro.diyPortfolios.limit).toBe(1);
      await page.goto(`/${locale}/newFundPortfolio?step=backtest&holdings=${a}:50,${b}:50`);
      await portfolios.runBacktest.click();
      await expect(portfolios.results).toBeVisible({ timeout: 30_000 });
      await portfolios.saveButton.click();
      await portfolios.nameInput.fill("Second");
      await portfolios.saveConfirm.click();
      await expect(portfolios.limitDialog).toBeVisible();
      await expect(portfolios.limitDialog.getByRole("heading")).toHaveText(t("common:plans.diyLimit.title"));
    });
  });
}

test("an unknown portfolio id opens the 404 page", async ({ page, request }) => {
  const user = await signUpNewUser(request, "portfolio-404");
  await useSession(page, user);
  await page.goto("/en-HK/fundPortfolioDetail?id=does-not-exist");
  await expect(page).toHaveURL((url) => url.pathname.endsWith("/404"), { timeout: 15_000 });
});
