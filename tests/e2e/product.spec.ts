import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { type Locale, text } from "./locales";
import { useSession as seedSession } from "./pages/chat-page";
import { demoSession } from "./pages/comparison-page";
import { ProductPage, productTabIds } from "./pages/product-page";

/**
 * The fund and ETF profile: opened from the header search, every tab and period, the
 * benchmark, the factor scope, the archive; a product without a risk rating says why; an
 * unknown code goes to 404; Pro sees the comprehensive analysis as a teaser.
 */
const periods = ["7D", "1M", "3M", "6M", "YTD", "1Y", "3Y", "5Y", "10Y", "SI"];
const shotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");

/** The Premium demo account's session, shared by every spec (one code a minute per address). */
async function signInAsDemo(page: Page, target: string) {
  await seedSession(page, await demoSession(page.request, process.env.BASE_URL ?? ""));
  await page.goto(target);
}

/** The largest fund (long history, holdings, documents). */
async function bigFund(request: APIRequestContext): Promise<string> {
  const res = await request.post("/v1/pub/fund/selection/list?lang=en", {
    data: { page: 1, pageSize: 5, fundSortType: "aum_desc" },
  });
  return ((await res.json()).data.items as { fundCode: string }[])[0]!.fundCode;
}

/** A fund the data gives no risk rating (the demo universe has some on purpose). */
async function unratedFund(request: APIRequestContext): Promise<string> {
  for (let page = 1; page <= 20; page++) {
    const res = await request.post("/v1/pub/fund/selection/list?lang=en", {
      data: { page, pageSize: 100, fundSortType: "aum_asc" },
    });
    const items = (await res.json()).data.items as { fundCode: string; riskLevel: number | null }[];
    const found = items.find((i) => i.riskLevel === null);
    if (found) return found.fundCode;
  }
  throw new Error("no product without a risk rating in the first 2,000");
}

async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `product-${name}.png`), fullPage: true });
}

test.describe("product profile", () => {
  // one signed-in session for the file, shared by its tests in order
  test.describe.configure({ timeout: 120_000, mode: "serial" });

  test("a fund opened from the search: every tab and period, a benchmark, the factor scope, the archive (en-HK)", async ({
    page,
    app,
  }) => {
    const code = await bigFund(page.request);
    const product = new ProductPage(page);
    await signInAsDemo(page, "/en-HK/AboutUs");
    await expect(app.navBar).toBeVisible();

    await app.search.fill(code);
    const option = page
      .getByTestId("nav-search-results")
      .getByRole("option")
      .filter({ hasText: code })
      .first();
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/en-HK/fundDetail\\?fundCode=${code}`));
    await expect(product.root).toBeVisible();
    await expect(product.name).not.toBeEmpty();
    await expect(page.getByTestId("product-facts")).toContainText(text("en-HK", "product:header.aum"));
    await expect(page.getByTestId("risk-level")).toBeVisible();

    // every period: the URL keeps it, the chart and tables follow
    for (const period of periods) {
      await product.choosePeriod(period);
      if (period !== "1Y") await expect(page).toHaveURL(new RegExp(`period=${period}`));
      await product.settled();
    }
    await expect(page.getByTestId("trailing-returns").getByTestId("quartile").first()).toBeVisible();
    await expect(product.riskTable.locator("tr[data-metric=beta]")).toBeVisible();
    await page
      .getByTestId("chart-mode")
      .getByRole("button", { name: text("en-HK", "product:performance.modes.nav") })
      .click();
    await product.settled();
    await expectNoSeriousA11yIssues(page, "product performance");

    // another benchmark, then none: the relative figures come and go
    await product.benchmarkPicker.click();
    const options = page.getByRole("option");
    await options.nth(1).click();
    await expect(page).toHaveURL(/benchmark=/);
    await product.settled();
    await expect(page.getByTestId("growth-benchmark")).not.toHaveAttribute("data-benchmark", "");
    await product.benchmarkPicker.click();
    await page.getByRole("option", { name: text("en-HK", "product:performance.noBenchmark") }).click();
    await expect(page).toHaveURL(/benchmark=none/);
    await expect(product.riskTable.locator("tr[data-metric=beta]")).toHaveCount(0);

    // comprehensive analysis: market, then within category
    await product.openTab("analysis");
    await expect(page).toHaveURL(/tab=analysis/);
    await expect(page.getByTestId("factor-table")).toBeVisible();
    const scope = page.getByTestId("factor-scope");
    await scope.getByRole("button", { name: text("en-HK", "product:analysis.withinCategory") }).click();
    await expect(
      scope.getByRole("button", { name: text("en-HK", "product:analysis.withinCategory") }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("factor-table")).toBeVisible();
    await expect(page.getByTestId("rolling-chart")).toBeVisible();
    await expect(page.getByTestId("style-figures")).toBeVisible();
    await product.settled();
    await expectNoSeriousA11yIssues(page, "product analysis");

    await product.openTab("holdings");
    await expect(page.getByTestId("top-holdings").locator("tbody tr").first()).toBeVisible();
    await expect(page.getByTestId("concentration")).toBeVisible();
    await product.settled();
    await expectNoSeriousA11yIssues(page, "product holdings");

    await product.openTab("archive");
    const document = page.getByTestId("document-link").first();
    await expect(document).toHaveAttribute("target", "_blank");
    await expect(document).toHaveAttribute("href", /\/v1\/pub\/factsheet\//);
    await expect(page.getByTestId("manager").first()).toBeVisible();
    await expect(page.getByTestId("fees").locator("tr[data-fee]")).toHaveCount(5);
    await expectNoSeriousA11yIssues(page, "product archive");

    await product.openTab("watchlist");
    await expect(page.getByTestId("risk-alerts")).toBeVisible();
    await product.settled();
    await expectNoSeriousA11yIssues(page, "product watchlist");

    // back goes to the previous tab; the keyboard moves between tabs
    await page.goBack();
    await expect(product.tab("archive")).toHaveAttribute("aria-selected", "true");
    await product.tab("archive").focus();
    await page.keyboard.press("ArrowLeft");
    await expect(product.tab("holdings")).toBeFocused();
  });

  test("a fund without a risk rating lists the reasons; the page reads in Simplified Chinese (zh-Hans-HK)", async ({
    page,
  }) => {
    const code = await unratedFund(page.request);
    const product = new ProductPage(page);
    await signInAsDemo(page, `/zh-Hans-HK/fundDetail?fundCode=${code}`);
    await expect(product.root).toBeVisible();
    const none = page.getByTestId("no-risk-rating");
    await expect(none).toContainText(text("zh-Hans-HK", "product:header.noRating"));
    const reasons = none.getByTestId("no-rating-reasons").locator("li");
    await expect(reasons.first()).toBeVisible();
    const reason = await reasons.first().getAttribute("data-reason");
    await expect(reasons.first()).toHaveText(text("zh-Hans-HK", `product:noRatingReasons.${reason}`));
    await expect(product.tab("performance")).toHaveText(text("zh-Hans-HK", "product:tabs.performance"));
    for (const tab of productTabIds) {
      await product.openTab(tab);
      await product.settled();
    }
    await expectNoSeriousA11yIssues(page, "unrated product");
  });

  test("an unknown code goes to the 404 page", async ({ page, notFound }) => {
    await signInAsDemo(page, "/en-HK/fundDetail?fundCode=NOSUCHFUND");
    await expect(page).toHaveURL(/\/en-HK\/404$/);
    await expect(notFound.root).toBeVisible();
  });

  test("Pro sees the comprehensive analysis as a teaser with the upgrade prompt", async ({
    page,
    login,
    request,
  }) => {
    const code = await bigFund(request);
    const email = `pro-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.goto("/register");
    await login.signInWithCode(email);
    await expect(page).not.toHaveURL(/\/register/, { timeout: 15_000 });
    const product = new ProductPage(page);
    await product.goto(`/en-HK/fundDetail?fundCode=${code}&tab=analysis`);
    await expect(page.getByTestId("analysis-tab")).toHaveAttribute("data-access", "preview");
    await expect(page.getByTestId("factor-radar")).toBeVisible();
    await expect(page.getByTestId("factor-table")).toHaveCount(0);
    await expect(page.getByTestId("analysis-upgrade-link")).toHaveAttribute("href", "/en-HK/pricing");
  });

  for (const [locale, width, height] of [
    ["en-HK", 1366, 768],
    ["en-HK", 390, 844],
    ["zh-Hant-HK", 1366, 768],
    ["zh-Hant-HK", 390, 844],
  ] as [Locale, number, number][]) {
    test(`lays out at ${width}×${height} in ${locale} without sideways scrolling`, async ({ page }) => {
      const code = await bigFund(page.request);
      await page.setViewportSize({ width, height });
      const product = new ProductPage(page);
      await signInAsDemo(page, `/${locale}/fundDetail?fundCode=${code}`);
      await expect(product.root).toBeVisible();
      for (const tab of productTabIds) {
        await product.openTab(tab);
        await product.settled();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${tab} fits the width`).toBeLessThanOrEqual(0);
        await shoot(page, `${locale}-${width}-${tab}`);
      }
    });
  }
});
