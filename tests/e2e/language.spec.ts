import { expect, test } from "./fixtures";
import { text } from "./locales";

test.describe("language (route prefix, switching reloads)", () => {
  test("the first visit without a prefix is in Traditional Chinese", async ({ app }) => {
    await app.goto("/AboutUs");
    expect(await app.htmlLang()).toBe("zh-Hant-HK");
    await expect(app.about).toHaveText(text("zh-Hant-HK", "nav:about"));
  });

  test("switching stores the choice, replaces the prefix and reloads; later unprefixed URLs keep it", async ({
    app,
    page,
  }) => {
    await app.goto("/en-HK/fundFilter?keyword=bond");
    await page.evaluate(() => {
      (window as unknown as { beforeSwitch: boolean }).beforeSwitch = true;
    });
    await app.switchLanguage("zh-Hans-HK");
    await expect(page).toHaveURL(/\/zh-Hans-HK\/fundFilter\?keyword=bond$/);
    expect(await page.evaluate(() => "beforeSwitch" in window)).toBe(false);
    expect(await app.htmlLang()).toBe("zh-Hans-HK");
    expect(await app.storedLanguage()).toBe("zh-Hans-HK");
    await expect(app.funds).toHaveText(text("zh-Hans-HK", "nav:funds.label"));

    await app.goto("/AboutUs");
    expect(await app.htmlLang()).toBe("zh-Hans-HK");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("zh-Hans-HK", "pages:about.title"));
  });

  test("a prefixed visit becomes the language of later unprefixed routes", async ({ app }) => {
    await app.goto("/en-SG/AboutUs");
    await app.goto("/fundFilter");
    expect(await app.htmlLang()).toBe("en-SG");
  });

  test("switching on an unprefixed page adds the prefix", async ({ app, page }) => {
    await app.goto("/AboutUs");
    await app.switchLanguage("en-HK");
    await expect(page).toHaveURL(/\/en-HK\/AboutUs$/);
    expect(await app.htmlLang()).toBe("en-HK");
  });

  test("an unknown locale-like prefix falls back to the default language", async ({ app, page }) => {
    await app.goto("/en-SG/AboutUs");
    await app.goto("/fr-FR/AboutUs");
    await expect(page).toHaveURL(/\/zh-Hant-HK\/AboutUs$/);
    expect(await app.htmlLang()).toBe("zh-Hant-HK");
    await expect(app.about).toHaveText(text("zh-Hant-HK", "nav:about"));
  });

  test("prefixes and paths match case-insensitively", async ({ app, page }) => {
    await app.goto("/EN-hk/FUNDFILTER");
    expect(await app.htmlLang()).toBe("en-HK");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("en-HK", "pages:screens.fundFilter.title"),
    );
  });
});
