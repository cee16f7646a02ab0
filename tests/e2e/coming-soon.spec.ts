import { expect, test } from "./fixtures";
import { text } from "./locales";

test.describe("ETFs ▸ Portfolio", () => {
  test("opens the 455 px coming-soon dialog; Got it closes it", async ({ app }) => {
    await app.goto("/en-HK");
    const dialog = await app.openEtfPortfolio();
    await expect(dialog).toContainText("Feature in progress. Coming soon.");
    // Measured once the open animation (a slight zoom) has finished.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(455);
    await dialog.getByRole("button", { name: "Got it" }).click();
    await expect(dialog).toBeHidden();
  });

  test("is localized", async ({ app }) => {
    await app.goto("/zh-Hant-HK/AboutUs");
    const dialog = await app.openEtfPortfolio();
    await expect(dialog).toContainText(text("zh-Hant-HK", "nav:comingSoon.title"));
    await dialog.getByRole("button", { name: text("zh-Hant-HK", "nav:comingSoon.ok") }).click();
    await expect(dialog).toBeHidden();
  });
});
