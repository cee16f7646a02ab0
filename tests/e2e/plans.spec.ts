import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { signUpNewUser, useSession } from "./pages/chat-page";
import { ReportsScreen, signUpTrialUser } from "./pages/reports-page";
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

test.describe("AI report limit dialog", () => {
  for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
    test(`a trial user writes five reports; the sixth opens the trial-limit dialog with the upgrade (${locale})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await useSession(page, await signUpTrialUser(request, `plans-reports-${locale}`));
      const [largest] = (await selectionList(request, "fund", { pageSize: 1, fundSortType: "aum_desc" }))
        .items;
      const reports = new ReportsScreen(page);
      for (let i = 1; i <= 5; i++) {
        await page.goto(`/${locale}/reports?fundCode=${largest!.fundCode}`);
        await reports.write("personal");
      }
      await page.goto(`/${locale}/reports?fundCode=${largest!.fundCode}`);
      await reports.audience("personal").check();
      await reports.disclaimer.click();
      await reports.generate.click();

      // 429 42900002: the one plan dialog, with the trial's wording and the way to Premium
      const dialog = page.getByTestId("plan-prompt");
      await expect(dialog).toHaveAttribute("data-kind", "aiReportLimit");
      await expect(dialog.getByRole("heading")).toHaveText(
        text(locale, "common:plans.aiReportLimit.title").replace("{{limit}}", "5"),
      );
      if (locale === "en-HK")
        await expect(dialog.getByRole("heading")).toHaveText(
          "Oops! You have reached AI report trial limits (5 times/day)",
        );
      await expect(reports.list).toHaveCount(5);
      if (process.env.SCREENSHOTS) {
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: path.join(dir, `plans-report-limit-${locale}.png`) });
      }
      await dialog.getByTestId("plan-prompt-pricing").click();
      await expect(page).toHaveURL(`/${locale}/pricing`);
      await expect(dialog).toHaveCount(0);
    });
  }
});
