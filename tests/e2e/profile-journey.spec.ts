import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { AppShell } from "./pages/app-shell";
import type { TestUser } from "./pages/chat-page";
import { useSession } from "./pages/chat-page";
import { ComparisonPage, demoSession } from "./pages/comparison-page";
import { ProductPage, productTabIds } from "./pages/product-page";
import { selectionList } from "./pages/selector-page";
import { WatchlistScreen } from "./pages/watchlist-page";

/**
 * The whole journey of a person studying a fund, in English and in Simplified Chinese: opens a
 * fund from the header search, walks every tab and every period, adds it to a new watchlist
 * group, compares it with two other funds and a benchmark, tries a fourth and reads the limit,
 * then removes the fund from the group after confirming.
 */
const periods = ["7D", "1M", "3M", "6M", "YTD", "1Y", "3Y", "5Y", "10Y", "SI"];
const apiLang = { "en-HK": "en", "zh-Hans-HK": "zh_CN" } as const;

let demo: TestUser;
test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  demo = await demoSession(request, baseURL ?? "");
});

for (const locale of ["en-HK", "zh-Hans-HK"] as const) {
  test(`search → every tab and period → new watchlist group → comparison with a benchmark → the limit → remove (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const funds = (await selectionList(request, "fund", { pageSize: 4, fundSortType: "aum_desc" })).items;
    const [fund, second, third, fourth] = funds.map((f) => f.fundCode);
    if (!fund || !second || !third || !fourth) throw new Error("the universe has fewer than four funds");
    const group = `${locale === "en-HK" ? "Journey" : "旅程"}${Date.now() % 100000}`;
    await useSession(page, demo);
    const shell = new AppShell(page);
    const product = new ProductPage(page);
    const wl = new WatchlistScreen(page);
    const compare = new ComparisonPage(page);

    // 1. from the header search to the fund's page
    await page.goto(`/${locale}/AboutUs`);
    await shell.search.fill(fund);
    await page
      .getByTestId("nav-search-results")
      .getByRole("option")
      .filter({ hasText: fund })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/fundDetail\\?fundCode=${fund}`));
    await expect(product.root).toBeVisible();
    await expect(product.tab("performance")).toHaveText(text(locale, "product:tabs.performance"));

    // 2. every period, then every tab
    for (const period of periods) {
      await product.choosePeriod(period);
      await product.settled();
    }
    for (const tab of productTabIds) {
      await product.openTab(tab);
      await product.settled();
    }
    await expectNoSeriousA11yIssues(page, `profile tabs (${locale})`);

    // 3. into a new watchlist group from the page's actions
    const actions = page.getByTestId("product-actions");
    await actions.getByTestId("add-to-watchlist").click();
    await expect(wl.dialog).toBeVisible();
    await wl.dialog.getByTestId("add-to-watchlist-new-group").click();
    await wl.dialog.getByTestId("group-name-input").fill(group);
    await wl.dialog.getByTestId("group-name-submit").click();
    await expect(
      wl.dialog.locator(`[data-testid="group-choice"][data-group="${group}"]`).getByRole("checkbox"),
    ).toBeChecked();
    await wl.dialog.getByTestId("add-to-watchlist-done").click();
    await expect(actions.getByTestId("add-to-watchlist")).toHaveAttribute("data-in-watchlist", "true");
    // the Watchlist tab says where it is kept
    await expect(page.getByTestId("product-watchlist")).toContainText(
      text(locale, "product:watchlist.groupsNote"),
    );

    // 4. compared with two others and a benchmark; a fourth is refused with the limit
    const toggle = actions.getByTestId("compare-toggle");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await page.goto(`/${locale}/fundComparison`);
    await compare.shows([fund]);
    await compare.pick(second);
    await compare.pick(third);
    await compare.shows([fund, second, third]);
    const benchmarks = (await (await request.get(`/v1/pub/benchmarks?lang=${apiLang[locale]}`)).json())
      .data as Array<{ symbolCode: string; name: string }>;
    await compare.addBenchmark(benchmarks[0]!.name);
    await expect(compare.benchmarks).toHaveCount(1);
    await expect(compare.correlationCells).toHaveCount(16);
    await compare.pick(fourth);
    await expect(compare.limit).toHaveText(text(locale, "comparison:limit"));
    await expect(compare.products).toHaveCount(3);
    await compare.shows([fund, second, third]);
    await expectNoSeriousA11yIssues(page, `comparison (${locale})`);

    // 5. removed from the group after confirming (a cancel first keeps it)
    await wl.goto(locale);
    await wl.tab(group).click();
    await expect(wl.row(fund)).toBeVisible();
    await wl.row(fund).getByTestId("watchlist-remove").click();
    await wl.confirm("confirm-remove").getByTestId("confirm-cancel").click();
    await expect(wl.row(fund)).toBeVisible();
    await wl.row(fund).getByTestId("watchlist-remove").click();
    await wl.confirm("confirm-remove").getByTestId("confirm-ok").click();
    await expect(wl.row(fund)).toHaveCount(0);
  });
}
