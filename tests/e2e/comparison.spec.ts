import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { signUpNewUser, type TestUser, useSession } from "./pages/chat-page";
import { bestCodes, ComparisonPage, comparison, demoSession } from "./pages/comparison-page";
import { SelectorPage, selectionList } from "./pages/selector-page";

/**
 * Comparison as users meet it: the Premium demo account fills the basket from the fund
 * selector, opens the comparison, adds a third fund and a benchmark, is told the limit at a
 * fourth, changes the period, reads the best values, and finds the basket again after leaving;
 * the chat card's full-screen link in Simplified Chinese; the empty state; a Pro user's upgrade
 * prompt; screenshots (with --screenshots).
 */

let demo: TestUser;
test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  demo = await demoSession(request, baseURL ?? "");
});

/** ETFs tracking one index: they share most of their top-10 holdings. */
const trackers = async (request: Parameters<typeof selectionList>[0], n: number) =>
  (await selectionList(request, "etf", { pageSize: n, keyword: "FPX US 500" })).items.map((i) => i.fundCode);

const largest = async (request: Parameters<typeof selectionList>[0], type: "fund" | "etf", n: number) =>
  (await selectionList(request, type, { pageSize: n, fundSortType: "aum_desc" })).items.map(
    (i) => i.fundCode,
  );

test.describe("comparison", () => {
  test.describe.configure({ timeout: 180_000 });
  test("from the fund selector to a comparison of three funds and a benchmark, and back", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await useSession(page, demo);
    const [a, b, c, d] = await largest(request, "fund", 4);
    const selector = new SelectorPage(page);
    const compare = new ComparisonPage(page);

    // Two funds into the basket from the selector's results.
    await selector.goto("/en-HK/fundFilter");
    for (const code of [a!, b!])
      await page.locator(`[data-testid=compare-toggle][data-code="${code}"]`).click();
    await expect(compare.basketItems).toHaveCount(2);
    await expect(page.locator(`[data-testid=compare-toggle][data-code="${a}"]`)).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByTestId("basket-compare").click();
    await expect(page).toHaveURL((url) => url.pathname === "/en-HK/fundComparison");
    await compare.shows([a!, b!], "1Y");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("en-HK", "pages:screens.fundComparison.title"),
    );

    // A third fund through the search combobox, then a benchmark.
    await compare.pick(c!);
    await compare.shows([a!, b!, c!]);
    await expect(page).toHaveURL((url) => url.searchParams.get("fundCodes") === [a, b, c].join(","));
    const benchmarks = (await (await request.get("/v1/pub/benchmarks?lang=en")).json()).data as Array<{
      symbolCode: string;
      name: string;
    }>;
    const benchmark = benchmarks[0]!;
    await compare.addBenchmark(benchmark.name);
    await expect(page).toHaveURL((url) => url.searchParams.get("benchmarks") === benchmark.symbolCode);
    await expect(compare.benchmarks).toHaveCount(1);
    await expect(compare.correlationCells).toHaveCount(16);
    await expect(compare.overlapPairs).toHaveCount(3);

    // A fourth is refused with the product's sentence.
    await compare.pick(d!);
    await expect(compare.limit).toHaveText(text("en-HK", "comparison:limit"));
    await expect(compare.products).toHaveCount(3);
    await expect(page).toHaveURL((url) => url.searchParams.get("fundCodes") === [a, b, c].join(","));

    // Another period: the URL and the table follow; the best values are the API's.
    await page.locator("[data-testid=period][data-period='3Y']").click();
    await expect(page).toHaveURL((url) => url.searchParams.get("period") === "3Y");
    await compare.shows([a!, b!, c!], "3Y");
    const answer = await comparison(request, demo.accessToken, {
      fundCodes: [a!, b!, c!],
      benchmarks: [benchmark.symbolCode],
      period: "3Y",
    });
    const volatility = bestCodes(
      answer.figures.map((f) => [f.fundCode, f.risk["3Y"]?.volatility ?? null]),
      "lower",
    );
    const returns = bestCodes(
      answer.figures.map((f) => [f.fundCode, f.returns["1Y"] ?? null]),
      "higher",
    );
    expect(volatility.length).toBeGreaterThan(0);
    await expect(compare.bestOf("risk.volatility")).toHaveCount(volatility.length);
    await expect(compare.bestOf("risk.volatility").first()).toHaveAttribute("data-code", volatility[0]!);
    await expect(compare.bestOf("return.1Y").first()).toHaveAttribute("data-code", returns[0]!);
    await expect(compare.bestOf("risk.volatility").first()).toContainText(
      text("en-HK", "comparison:figures.best"),
    );
    await expect(compare.figures.locator("[data-row=launchDate] td[data-best]")).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, "fund comparison (en-HK)");

    // The basket is the comparison's: another page shows it, and its Compare comes back here.
    await page.goto("/en-HK/ETF-Filter");
    await expect(compare.basketItems).toHaveCount(3);
    await expect(compare.basketItems.nth(2)).toHaveAttribute("data-code", c!);
    // the selector's toggle refuses a 4th as well
    const etf = (await largest(request, "etf", 1))[0]!;
    await page.locator(`[data-testid=compare-toggle][data-code="${etf}"]`).click();
    await expect(page.getByText(text("en-HK", "comparison:limit"))).toBeVisible();
    await expect(compare.basketItems).toHaveCount(3);
    await page.getByTestId("basket-compare").click();
    await compare.shows([a!, b!, c!], "1Y");
    await expect(compare.benchmarks).toHaveCount(1);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get("period") === "3Y");
    await compare.shows([a!, b!, c!], "3Y");

    // Removing a product takes it out of the comparison and of the basket.
    await page.locator(`[data-testid=compared-product][data-code="${b}"]`).getByRole("button").click();
    await compare.shows([a!, c!], "3Y");
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem("comparison.basket") ?? "{}").products?.length),
      )
      .toBe(2);
  });

  test("the chat card's full-screen link opens the same comparison, in zh-Hans-HK", async ({
    page,
    request,
  }) => {
    await useSession(page, demo);
    const etfs = await trackers(request, 2);
    const compare = new ComparisonPage(page);
    const benchmarks = (await (await request.get("/v1/pub/benchmarks?lang=zh_CN")).json()).data as Array<{
      symbolCode: string;
      name: string;
    }>;
    const codes = [benchmarks[0]!.symbolCode, benchmarks[1]!.symbolCode];
    // the link fullScreenPaths.compareProducts writes for two ETFs and two benchmarks
    await page.goto(
      `/zh-Hans-HK/ETFComparison?fundCodes=${etfs.join(",")}&benchmarks=${codes.join(",")}&period=3Y`,
    );
    await compare.shows(etfs, "3Y");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("zh-Hans-HK", "pages:screens.ETFComparison.title"),
    );
    await expect(compare.benchmarks).toHaveCount(2);
    await expect(compare.benchmarks.first()).toContainText(benchmarks[0]!.name);
    await expect(page.locator("[data-testid=period][aria-pressed=true]")).toHaveText(
      text("zh-Hans-HK", "comparison:periods.3Y"),
    );
    await expect(page.getByTestId("figures-section").getByRole("heading")).toHaveText(
      text("zh-Hans-HK", "comparison:sections.figures"),
    );
    await expect(compare.correlationCells).toHaveCount(16);
    // two trackers of one index hold the same large companies
    await expect(compare.overlapPairs).toHaveCount(1);
    await expect(compare.overlapPairs.first().locator("tbody tr").first()).toBeVisible();
    // a fourth product: the limit in Simplified Chinese
    const funds = await largest(request, "fund", 2);
    await compare.pick(funds[0]!);
    await compare.shows([...etfs, funds[0]!]);
    // a fund among the ETFs: the fund comparison, as the basket's Compare would open
    await expect(page).toHaveURL((url) => url.pathname === "/zh-Hans-HK/fundComparison");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("zh-Hans-HK", "pages:screens.fundComparison.title"),
    );
    await compare.pick(funds[1]!);
    await expect(compare.limit).toHaveText(text("zh-Hans-HK", "comparison:limit"));
    await expectNoSeriousA11yIssues(page, "ETF comparison (zh-Hans-HK)");
  });

  test("with an empty basket the screen explains how to add products", async ({ page }) => {
    await useSession(page, demo);
    await page.goto("/en-HK/fundComparison");
    await expect(page.getByTestId("comparison-empty")).toContainText(text("en-HK", "comparison:empty.title"));
    await expect(page.getByTestId("product-picker")).toBeVisible();
    await expectNoSeriousA11yIssues(page, "empty comparison");
  });

  test("a Pro user sees the upgrade prompt instead of the comparison", async ({ page, request }) => {
    const user = await signUpNewUser(request, "comparison-pro");
    await useSession(page, user);
    const funds = await largest(request, "fund", 2);
    await page.goto(`/en-HK/fundComparison?fundCodes=${funds.join(",")}`);
    const prompt = page.getByTestId("comparison-upgrade");
    await expect(prompt).toContainText(text("en-HK", "comparison:upgrade.title"));
    await expect(prompt.getByTestId("upgrade-button")).toHaveAttribute("href", "/en-HK/pricing");
    await expect(page.getByTestId("comparison-result")).toHaveCount(0);
    // the server refuses too
    const res = await request.post("/v1/app/fund/comparison?lang=en", {
      data: { fundCodes: funds },
      headers: { Authorization: `Bearer ${user.accessToken}` },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).error.code).toBe(40300001);
    await expectNoSeriousA11yIssues(page, "comparison upgrade prompt");
    if (process.env.SCREENSHOTS) {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, "comparison-upgrade-en-HK-desktop.png") });
    }
  });
});

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const viewports = { desktop: { width: 1366, height: 768 }, mobile: { width: 390, height: 844 } } as const;

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

test.describe("comparison screenshots", () => {
  test.skip(!process.env.SCREENSHOTS, "run with --screenshots");
  for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      test(`comparison ${locale} ${device}`, async ({ page, request }) => {
        mkdirSync(dir, { recursive: true });
        await page.setViewportSize(viewport);
        await useSession(page, demo);
        const funds = [...(await largest(request, "fund", 1)), ...(await trackers(request, 2))];
        const compare = new ComparisonPage(page);
        await page.goto(
          `/${locale}/fundComparison?fundCodes=${funds.join(",")}&benchmarks=FPXUS500&period=3Y`,
        );
        await compare.shows(funds, "3Y");
        await settle(page);
        await page.screenshot({ path: path.join(dir, `comparison-${locale}-${device}.png`), fullPage: true });
        // each part on its own too, readable at the phone's width
        for (const part of [
          "comparison-toolbar",
          "figures-section",
          "chart-section",
          "correlation-section",
          "overlap-section",
        ])
          await page
            .getByTestId(part)
            .screenshot({ path: path.join(dir, `comparison-${locale}-${device}-${part}.png`) });
        await page.goto(`/${locale}/fundFilter`);
        await expect(compare.basketItems).toHaveCount(3);
        await settle(page);
        await page.screenshot({ path: path.join(dir, `comparison-basket-${locale}-${device}.png`) });
        // the empty state (basket cleared)
        await page.evaluate(() => localStorage.removeItem("comparison.basket"));
        await page.goto(`/${locale}/fundComparison`);
        await expect(page.getByTestId("comparison-empty")).toBeVisible();
        await settle(page);
        await page.screenshot({ path: path.join(dir, `comparison-empty-${locale}-${device}.png`) });
      });
    }
  }
});
