import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { signIn } from "./pages/app-shell";
import { signUpNewUser, useSession } from "./pages/chat-page";
import { demoSession } from "./pages/comparison-page";
import { aumBucketOf, SelectorPage, type SummaryRow, selectionList } from "./pages/selector-page";

/**
 * The selectors as users meet them: a new (Pro) user filters funds, shares the URL, sorts and
 * steps back; the ETF selector in Traditional Chinese; the empty state, paging and the end of
 * the list; the curated lists; CSV export for the Premium demo account; the filters in a sheet
 * on a phone.
 */

/** Four filters a product satisfies, so the filtered list is never empty. */
const fourFiltersOf = (p: SummaryRow) => ({
  assetClasses: [p.assetClass ?? ""],
  currencies: [p.currency],
  riskLevels: [p.riskLevel ?? 0],
  aumBuckets: [aumBucketOf(p.aumUsd ?? 0)],
});

/** Presses the four filters one after another; each lands in the URL beside the ones before it. */
async function applyFourFilters(selector: SelectorPage, filters: ReturnType<typeof fourFiltersOf>) {
  const applied: [string, string][] = [];
  for (const [name, [value]] of Object.entries(filters)) {
    await selector.toggle(name, value ?? "");
    applied.push([name, String(value)]);
    await expect(selector.page).toHaveURL((url) => applied.every(([n, v]) => url.searchParams.get(n) === v));
  }
  await expect(selector.chips.locator("[data-filter]")).toHaveCount(applied.length);
}

test.describe("selectors", () => {
  test("a new user filters funds, shares the link, sorts and goes back; then ETFs in zh-Hant-HK", async ({
    page,
    request,
    browser,
  }) => {
    // two selectors, a shared link in a second browser and the plan dialog: more than the default
    test.setTimeout(90_000);
    const user = await signUpNewUser(request, "selection");
    await useSession(page, user);
    const selector = new SelectorPage(page);
    const [largest] = (await selectionList(request, "fund", { pageSize: 1 })).items;
    const filters = fourFiltersOf(largest!);

    await selector.goto("/en-HK/fundFilter");
    await expect(page.getByTestId("basic-filters")).toHaveAttribute("data-locked", "false");
    await expect(page.getByTestId("advanced-filters")).toHaveAttribute("data-locked", "true");
    await expect(selector.exportButton).toHaveAttribute("data-locked", "true");
    // pressed anyway: the server refuses the export, and the plan dialog says which plan has it
    await selector.exportButton.click();
    const prompt = page.getByTestId("plan-prompt");
    await expect(prompt).toHaveAttribute("data-capability", "institutionalData", { timeout: 15_000 });
    await expect(prompt.getByRole("heading")).toHaveText(
      text("en-HK", "common:plans.upgrade.title").replace(
        "{{plan}}",
        text("en-HK", "common:plans.names.premium"),
      ),
    );
    await page.keyboard.press("Escape");
    await expect(prompt).toHaveCount(0);
    await applyFourFilters(selector, filters);
    await selector.settled();

    const expected = await selectionList(request, "fund", { ...filters, pageSize: 30 });
    expect(expected.total).toBeGreaterThan(0);
    await expect.poll(() => selector.total()).toBe(expected.total);
    const firstRows = expected.items.slice(0, 5).map((i) => i.fundCode);
    await expect.poll(() => selector.rowCodes(5)).toEqual(firstRows);
    await expect(selector.chips.locator("[data-filter]")).toHaveCount(4);

    // The URL alone carries the state: a fresh browser (signed out) shows the same list.
    const shared = page.url();
    const context = await browser.newContext();
    const other = new SelectorPage(await context.newPage());
    await other.goto(shared);
    await expect.poll(() => other.total()).toBe(expected.total);
    await expect.poll(() => other.rowCodes(5)).toEqual(firstRows);
    await expect(other.chips.locator("[data-filter]")).toHaveCount(4);
    await context.close();

    // Sort by 1Y return: the order the API gives for the same filters; back restores the size order.
    await selector.sortBy("return_1y_desc");
    await expect(page).toHaveURL((url) => url.searchParams.get("fundSortType") === "return_1y_desc");
    const byReturn = await selectionList(request, "fund", { ...filters, fundSortType: "return_1y_desc" });
    await expect.poll(() => selector.rowCodes(5)).toEqual(byReturn.items.slice(0, 5).map((i) => i.fundCode));
    await page.goBack();
    await expect(page).toHaveURL((url) => !url.searchParams.has("fundSortType"));
    await expect.poll(() => selector.rowCodes(5)).toEqual(firstRows);

    // The ETF selector in Traditional Chinese: the strategy note, four filters, Chinese names.
    const [largestEtf] = (await selectionList(request, "etf", { pageSize: 1 }, "zh_TW")).items;
    const etfFilters = fourFiltersOf(largestEtf!);
    await selector.goto("/zh-Hant-HK/ETF-Filter");
    await expect(selector.strategyNote).toHaveText(text("zh-Hant-HK", "selection:strategyNote"));
    await applyFourFilters(selector, etfFilters);
    const etfs = await selectionList(request, "etf", { ...etfFilters, pageSize: 30 }, "zh_TW");
    await expect.poll(() => selector.total()).toBe(etfs.total);
    await expect(selector.names.first()).toHaveText(etfs.items[0]!.fundName);
    expect(etfs.items[0]!.fundName).toMatch(/[\u4e00-\u9fff]/);
    await expect(selector.count).toContainText("隻產品");
  });

  test("the empty state, paging by 30 and the end of the list", async ({ page, request }) => {
    const selector = new SelectorPage(page);
    await selector.goto("/en-HK/fundFilter?keyword=no-such-fund-anywhere");
    await expect(selector.empty).toHaveText("No corresponding funds are available for display.");
    await selector.goto("/en-HK/ETF-Filter?keyword=no-such-etf-anywhere");
    await expect(selector.empty).toHaveText("No corresponding ETFs are available for display.");

    const all = await selectionList(request, "fund", { pageSize: 30 });
    expect(all.total).toBeGreaterThan(60);
    await selector.goto("/en-HK/fundFilter");
    await expect(selector.rows).toHaveCount(30);
    await selector.loadMore.scrollIntoViewIfNeeded();
    await expect(selector.rows).toHaveCount(60);

    const [largest] = all.items;
    const few = await selectionList(request, "fund", { keyword: largest!.fundCode });
    await selector.goto(`/en-HK/fundFilter?keyword=${largest!.fundCode}`);
    await expect(selector.rows).toHaveCount(few.total);
    await expect(selector.end).toHaveText("No more data available");

    // Signed out: the filters and the export say why they are locked.
    await expect(page.getByTestId("basic-filters")).toHaveAttribute("data-locked", "true");
    await expect(page.getByTestId("basic-filters")).toContainText(
      text("en-HK", "selection:filters.lockedBasic"),
    );
    await expect(selector.exportButton).toHaveAttribute("data-locked", "true");
  });

  test("a chat card's curated-list link opens that list with its rule", async ({ page }) => {
    const selector = new SelectorPage(page);
    await selector.goto("/en-HK/topPickFilters?list=short_term_bond&productType=fund");
    await expect(page.locator('[data-list="short_term_bond"]')).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("list-rule")).toContainText(
      text("en-HK", "selection:lists.short_term_bond.rule"),
    );
    await page.locator('[data-list="high_sharpe"]').focus();
    await expect(page.getByRole("tooltip")).toContainText(text("en-HK", "selection:lists.high_sharpe.rule"));
    await page.locator('[data-list="high_sharpe"]').press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("list") === "high_sharpe");
  });

  test("home's theme shelf shows a theme's rule and products, and opens it in the selector (zh-Hant-HK)", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/zh-Hant-HK/");
    const shelf = page.getByTestId("axes-shelf");
    await shelf.scrollIntoViewIfNeeded();
    await shelf.locator('[data-axis="cash_management"]').click();
    await expect(shelf.getByTestId("axis-rule")).toHaveText(
      text("zh-Hant-HK", "selection:axes.names.cash_management.rule"),
    );
    await expect(shelf.getByRole("row").nth(1)).toBeVisible();
    await shelf.getByTestId("axes-shelf-all").click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/zh-Hant-HK/fundFilter" && url.searchParams.get("assetClasses") === "Cash",
    );
    await expect(page.getByTestId("active-filters")).toContainText(
      text("zh-Hant-HK", "selection:values.assetClasses.Cash"),
    );
  });

  test("home's shelves for a Pro user: Top Picks as a preview, the themes and the personalized list (en-HK, zh-Hant-HK)", async ({
    page,
    request,
  }) => {
    await useSession(page, await signUpNewUser(request, "shelves"));
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
      await page.goto(`/${locale}/`);
      const curated = page.getByTestId("curated-shelf");
      await curated.scrollIntoViewIfNeeded();
      // Pro previews Top Picks: its first rows, saying so
      await expect(curated.getByTestId("curated-shelf-preview")).toBeVisible();
      await expect(curated.getByTestId("result-row")).toHaveCount(3);
      const axes = page.getByTestId("axes-shelf");
      await axes.scrollIntoViewIfNeeded();
      await expect(axes.locator('[data-axis="income"]')).toHaveAttribute("aria-pressed", "true");
      await expect(axes.getByTestId("axis-rule")).toHaveText(
        text(locale, "selection:axes.names.income.rule"),
      );
      await expect(axes.getByTestId("result-row").first()).toBeVisible();
      await axes.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await page.evaluate(() => window.scrollBy(0, -80));
      await page.screenshot({ path: `/tmp/gaps-home-shelves-${locale}.png` });
    }
  });

  test("the Premium demo account exports the whole result set as CSV", async ({ page, request, baseURL }) => {
    // the demo account's shared session: other specs sign it in too, and an address may ask for one code a minute
    await useSession(page, await demoSession(request, baseURL ?? ""));
    await page.goto("/en-HK/fundFilter?assetClasses=Bond");
    const selector = new SelectorPage(page);
    await selector.settled();
    await expect(selector.exportButton).not.toHaveAttribute("data-locked", "true");
    await expect(page.getByTestId("advanced-filters")).toHaveAttribute("data-locked", "false");

    const expected = await selectionList(request, "fund", { assetClasses: ["Bond"], pageSize: 100 });
    const [download] = await Promise.all([page.waitForEvent("download"), selector.exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^fundpilot-fund-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Code,Product,/);
    expect(lines).toHaveLength(expected.total + 1);
    expect(lines[1]!.startsWith(`${expected.items[0]!.fundCode},`)).toBe(true);
  });

  test("on a phone the filters open in a sheet", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await signUpNewUser(request, "selection-phone");
    await useSession(page, user);
    const selector = new SelectorPage(page);
    await selector.goto("/en-HK/fundFilter");
    await selector.toggle("assetClasses", "Bond");
    await page.getByTestId("show-results").click();
    await expect(page.getByTestId("filter-sheet")).toBeHidden();
    const bonds = await selectionList(request, "fund", { assetClasses: ["Bond"] });
    await expect.poll(() => selector.total()).toBe(bonds.total);
    await expect(page.getByTestId("open-filters")).toHaveText(/\(1\)/);
  });
});
