import { expect, test } from "./fixtures";
import { text } from "./locales";

test.describe("Page Not Found", () => {
  test("an unknown prefixed path shows it, and Back to home page works", async ({ app, notFound, page }) => {
    await app.goto("/en-HK/no-such-page");
    await expect(notFound.root).toBeVisible();
    await expect(notFound.title).toHaveText("Page Not Found");
    await expect(notFound.search).toBeVisible();
    await expect(notFound.backHome).toHaveText(text("en-HK", "pages:notFound.backHome"));
    await notFound.backHome.click();
    await expect(page).toHaveURL(/\/en-HK$/);
    await expect(page.getByTestId("home-page")).toBeVisible();
  });

  test("an unknown unprefixed path shows it in the current language", async ({ app, notFound }) => {
    await app.goto("/en-HK");
    await app.goto("/no/such/page");
    await expect(notFound.title).toHaveText(text("en-HK", "pages:notFound.title"));
  });

  test("a first segment that is neither a language nor a page is not found", async ({ app, notFound }) => {
    await app.goto("/en-HK");
    await app.goto("/nonsense/fundFilter");
    await expect(notFound.root).toBeVisible();
  });

  test("/404 itself", async ({ app, notFound }) => {
    await app.goto("/zh-Hant-HK/404");
    await expect(notFound.title).toHaveText(text("zh-Hant-HK", "pages:notFound.title"));
  });

  test("searching from the 404 page opens the selector", async ({ app, notFound, page }) => {
    await app.goto("/en-HK/missing");
    await notFound.search.fill("money market");
    await notFound.search.press("Enter");
    await expect(page).toHaveURL(/\/en-HK\/fundFilter\?keyword=money%20market$/);
  });
});
