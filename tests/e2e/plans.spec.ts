import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { signUpNewUser, useSession } from "./pages/chat-page";
import { selectionList } from "./pages/selector-page";

/**
 * A plan's answers as a Pro user meets them: a Premium screen (comparison) is refused by the
 * server, the one upgrade dialog names the capability and the plan that unlocks it, the 15-day
 * trial starts from it, and the same screen then works without a page reload — in English and
 * in Traditional Chinese (screenshots of the dialog in both).
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");

test.describe("upgrade dialog", () => {
  test.describe.configure({ timeout: 120_000 });
  for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
    test(`a Pro user starts the trial from the dialog and the comparison opens in place (${locale})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      const user = await signUpNewUser(request, `plans-${locale}`);
      await useSession(page, user);
      const funds = (
        await selectionList(request, "fund", { pageSize: 2, fundSortType: "aum_desc" })
      ).items.map((i) => i.fundCode);
      await page.goto(`/${locale}/fundComparison?fundCodes=${funds.join(",")}`);
      // a marker that a page reload would wipe
      await page.evaluate(() => {
        (window as unknown as { planMarker: number }).planMarker = 1;
      });

      const dialog = page.getByTestId("plan-prompt");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("data-capability", "fundComparison");
      const premium = text(locale, "common:plans.names.premium");
      await expect(dialog.getByRole("heading")).toHaveText(
        text(locale, "common:plans.upgrade.title").replace("{{plan}}", premium),
      );
      await expect(dialog.getByTestId("plan-prompt-pricing")).toHaveAttribute("href", `/${locale}/pricing`);
      await expect(page.getByTestId("comparison-result")).toHaveCount(0);
      if (process.env.SCREENSHOTS) {
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: path.join(dir, `plans-upgrade-dialog-${locale}.png`) });
      }

      await dialog.getByTestId("plan-prompt-trial").click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId("comparison-result")).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { planMarker?: number }).planMarker)).toBe(1);
      const info = await page.evaluate(() => JSON.parse(localStorage.getItem("userInfo") ?? "null"));
      expect(info).toMatchObject({ authLevel: 2, licenseStatus: 1, remainDays: 15 });
      if (process.env.SCREENSHOTS)
        await page.screenshot({ path: path.join(dir, `plans-after-trial-${locale}.png`) });
    });
  }
});
