import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import type { TestUser } from "./pages/chat-page";
import { useSession } from "./pages/chat-page";
import { ComparisonPage, demoSession } from "./pages/comparison-page";
import { selectionList } from "./pages/selector-page";
import { WatchlistScreen } from "./pages/watchlist-page";

/**
 * The profile's own actions, as a person uses them in Simplified Chinese: from a fund's page,
 * "Add to watchlist" puts it in a new group (seen on /watchlist and in the Watchlist tab), and
 * "Compare" puts it in the basket the comparison screen opens with.
 */
let demo: TestUser;
test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  demo = await demoSession(request, baseURL ?? "");
});

test("a fund's page adds it to a new watchlist group and to the comparison basket (zh-Hans-HK)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const locale = "zh-Hans-HK";
  const [fund, other] = (await selectionList(request, "fund", { pageSize: 2, fundSortType: "aum_desc" }))
    .items;
  if (!fund || !other) throw new Error("the universe has fewer than two funds");
  const group = `旅程${Date.now() % 100000}`;
  await useSession(page, demo);
  const wl = new WatchlistScreen(page);

  await page.goto(`/${locale}/fundDetail?fundCode=${fund.fundCode}`);
  const actions = page.getByTestId("product-actions");
  await expect(actions).toBeVisible();
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

  // the Watchlist tab says where it is kept and links to the watchlist
  await page.getByTestId("tab-watchlist").click();
  await expect(page.getByTestId("product-watchlist")).toContainText(
    text(locale, "product:watchlist.groupsNote"),
  );
  await expect(page.getByTestId("product-watchlist").getByTestId("add-to-watchlist")).toHaveAttribute(
    "data-in-watchlist",
    "true",
  );
  await expectNoSeriousA11yIssues(page, "profile watchlist tab (zh-Hans-HK)");

  // into the basket from the header, then a second fund from its own page
  const compare = actions.getByTestId("compare-toggle");
  await compare.click();
  await expect(compare).toHaveAttribute("aria-pressed", "true");
  await page.goto(`/${locale}/fundDetail?fundCode=${other.fundCode}`);
  await page.getByTestId("product-actions").getByTestId("compare-toggle").click();

  const comparison = new ComparisonPage(page);
  await page.goto(`/${locale}/fundComparison`);
  await comparison.shows([fund.fundCode, other.fundCode]);

  await wl.goto(locale);
  await wl.tab(group).click();
  await expect(wl.row(fund.fundCode)).toBeVisible();
});
