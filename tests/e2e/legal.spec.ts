import { expect, test } from "./fixtures";
import { messages } from "./locales";

const docs = ["disclaimer", "use-policy", "user-agreement"] as const;

test.describe("legal pages", () => {
  for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
    for (const doc of docs) {
      test(`${doc} in ${locale}`, async ({ app, legal }) => {
        const content = messages(locale, "legal")[doc] as {
          title: string;
          sections: Record<string, unknown>;
        };
        await app.goto(`/${locale}/${doc}`);
        await expect(legal.title).toHaveText(content.title);
        await expect(legal.sections).toHaveCount(Object.keys(content.sections).length);
      });
    }
  }

  test("the footer links to each document", async ({ app, legal, page }) => {
    await app.goto("/en-HK");
    await page.getByTestId("footer-use-policy").click();
    await expect(page).toHaveURL(/\/en-HK\/use-policy$/);
    await expect(legal.title).toHaveText("Use Policy");
  });
});
