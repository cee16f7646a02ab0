import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { text } from "./locales";

/** A fund of the running universe with its English and Traditional Chinese names. */
async function someFund(request: APIRequestContext) {
  const list = async (lang: string) => {
    const res = await request.post(`/v1/pub/fund/selection/list?lang=${lang}`, {
      data: { page: 1, pageSize: 30, fundSortType: "aum_desc" },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()).data.items as Array<{ fundCode: string; fundName: string }>;
  };
  const en = await list("en");
  const zh = await list("zh_TW");
  // a name with a long word, to misspell
  const fund = en.find((f) => /[A-Za-z]{7,}/.test(f.fundName)) ?? en[0]!;
  const zhName = zh.find((f) => f.fundCode === fund.fundCode)!.fundName;
  return { code: fund.fundCode, name: fund.fundName, zhName };
}

/** Drops one letter from the name's first long word ("Cloudspring" → "Cloudsprng"). */
const misspelt = (name: string) => {
  const word = /[A-Za-z]{7,}/.exec(name)![0];
  return `${word.slice(0, 5)}${word.slice(6)} ${name.split(" ").filter((w) => w !== word)[0] ?? ""}`.trim();
};

test.describe("product search", () => {
  test("finds a fund by code, by English name with a typo and by Chinese name; opens it and remembers it", async ({
    app,
    page,
  }) => {
    const fund = await someFund(page.request);
    await app.goto("/en-HK/AboutUs");
    const box = page.getByTestId("nav-search");
    const results = page.getByTestId("nav-search-results");

    await box.fill(fund.code);
    await expect(results.getByRole("option").filter({ hasText: fund.code }).first()).toBeVisible();

    await box.fill(misspelt(fund.name));
    await expect(results.getByRole("option").filter({ hasText: fund.code })).toBeVisible();
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /option-0$/);

    await box.fill("zzqqxxnotafund");
    await expect(results.getByTestId("search-no-results")).toHaveText(
      text("en-HK", "common:search.noResults"),
    );

    await app.goto("/zh-Hant-HK/AboutUs");
    await box.fill(fund.zhName.slice(0, 4));
    const option = results.getByRole("option").filter({ hasText: fund.code });
    await expect(option).toBeVisible();
    await expect(option).toContainText(fund.zhName.slice(0, 4));
    await option.click();
    // the detail page asks a signed-out visitor to sign in first, then returns there
    await expect(page).toHaveURL(new RegExp(`fundDetail%3FfundCode%3D${fund.code}`));

    await app.goto("/zh-Hant-HK/AboutUs");
    await box.focus();
    await expect(results.getByRole("option").filter({ hasText: fund.code })).toBeVisible();
    await results.getByRole("button", { name: text("zh-Hant-HK", "common:search.clearHistory") }).click();
    await expect(results).toBeHidden();
  });
});
