import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { ChatPage, useSession } from "./pages/chat-page";
import { demoSession } from "./pages/comparison-page";
import { ReportsScreen, signUpTrialUser } from "./pages/reports-page";
import { ShareDialog, SharedItemPage } from "./pages/share-dialog";

const shotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");

/**
 * AI reports as a Premium user meets them in Traditional Chinese: "Generate report" on a product
 * page, the disclaimer that must be ticked before the report is written, the report itself,
 * its PDF, and reopening it from My reports behind the disclaimer again with what changed.
 * Checked by axe.
 */
test.describe("AI reports (zh-Hant-HK)", () => {
  test("product page → tick the disclaimer → personal report → PDF → My reports → what changed", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const locale = "zh-Hant-HK";
    await useSession(page, await demoSession(page.request, process.env.BASE_URL ?? ""));
    const res = await page.request.post("/v1/pub/fund/selection/list?lang=zh_TW", {
      data: { page: 1, pageSize: 1, fundSortType: "aum_desc" },
    });
    const code = ((await res.json()).data.items as { fundCode: string }[])[0]!.fundCode;

    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/${locale}/fundDetail?fundCode=${code}`);
    const action = page.getByTestId("product-generate-report");
    await expect(action).toHaveText(text(locale, "product:generateReport"));
    await action.click();

    const reports = new ReportsScreen(page);
    await expect(reports.root).toBeVisible();
    await expect(page.getByTestId("report-new-code")).toHaveText(code);
    await expect(reports.generate).toBeDisabled();
    await expectNoSeriousA11yIssues(page, `new report form (${locale})`);
    await reports.write("personal");

    await expect(reports.body).toContainText(text(locale, "reports:headings.disclaimer"));
    await expect(reports.body).toContainText(text(locale, "reports:headings.risk"));
    await expect(reports.body).toContainText(code);
    await expectNoSeriousA11yIssues(page, `report (${locale})`);
    if (process.env.SCREENSHOTS) {
      mkdirSync(shotDir, { recursive: true });
      await page.screenshot({ path: path.join(shotDir, "reports-view-zh-Hant-HK.png"), fullPage: true });
    }

    const [download] = await Promise.all([page.waitForEvent("download"), reports.pdf.click()]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");

    // a second report on the same product: reopened from the list, behind the disclaimer again
    await page.goto(`/${locale}/reports?fundCode=${code}`);
    await reports.write("personal");
    await expect(reports.changes).toContainText(text(locale, "reports:changes.return1y"));
    await page.goto(`/${locale}/reports`);
    await expect(reports.list.first()).toBeVisible();
    await reports.list.first().click();
    await expect(reports.show).toBeDisabled();
    await expect(reports.body).toHaveCount(0);
    await reports.disclaimer.click();
    await reports.show.click();
    await expect(reports.body).toBeVisible();
    await expectNoSeriousA11yIssues(page, `reopened report (${locale})`);
  });

  test("an adviser report on a phone in en-HK: talking points, peer table, compliance note", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const locale = "en-HK";
    await useSession(page, await demoSession(page.request, process.env.BASE_URL ?? ""));
    const res = await page.request.post("/v1/pub/fund/selection/list?lang=en", {
      data: { page: 1, pageSize: 1, fundSortType: "aum_desc" },
    });
    const code = ((await res.json()).data.items as { fundCode: string }[])[0]!.fundCode;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/reports?fundCode=${code}`);
    const reports = new ReportsScreen(page);
    await expectNoSeriousA11yIssues(page, `new report form on a phone (${locale})`);
    if (process.env.SCREENSHOTS) {
      mkdirSync(shotDir, { recursive: true });
      await page.screenshot({ path: path.join(shotDir, "reports-new-en-HK-phone.png"), fullPage: true });
    }
    await reports.write("adviser");
    for (const heading of ["talkingPoints", "peers", "compliance", "disclaimer"] as const)
      await expect(reports.body).toContainText(text(locale, `reports:headings.${heading}`));
    await expectNoSeriousA11yIssues(page, `adviser report on a phone (${locale})`);
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: path.join(shotDir, "reports-adviser-en-HK-phone.png"), fullPage: true });
  });

  test("a Premium trial user writes five reports a day; the sixth shows the limit message", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const locale = "zh-Hant-HK";
    await useSession(page, await signUpTrialUser(request, "reports-trial"));

    const res = await request.post("/v1/pub/fund/selection/list?lang=zh_TW", {
      data: { page: 1, pageSize: 1, fundSortType: "aum_desc" },
    });
    const code = ((await res.json()).data.items as { fundCode: string }[])[0]!.fundCode;
    const reports = new ReportsScreen(page);
    for (let i = 1; i <= 5; i++) {
      await page.goto(`/${locale}/reports?fundCode=${code}`);
      await reports.write("personal");
    }
    await page.goto(`/${locale}/reports?fundCode=${code}`);
    await reports.audience("personal").check();
    await reports.disclaimer.click();
    await reports.generate.click();
    await expect(reports.error).toHaveText(text(locale, "errors:codes.42900002"));
    await expect(reports.list).toHaveCount(5);
    await expectNoSeriousA11yIssues(page, `trial limit (${locale})`);
    if (process.env.SCREENSHOTS) {
      mkdirSync(shotDir, { recursive: true });
      await page.screenshot({
        path: path.join(shotDir, "reports-trial-limit-zh-Hant-HK.png"),
        fullPage: true,
      });
    }
  });

  test("the chat's report card: the report and its Share button behind the disclaimer; the link opens signed out", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await useSession(page, await demoSession(page.request, process.env.BASE_URL ?? ""));
    const res = await page.request.post("/v1/pub/fund/selection/list?lang=zh_TW", {
      data: { page: 1, pageSize: 1, fundSortType: "aum_desc" },
    });
    const code = ((await res.json()).data.items as { fundCode: string }[])[0]!.fundCode;
    await page.setViewportSize({ width: 1366, height: 900 });
    const chat = new ChatPage(page);
    for (const [locale, question] of [
      ["en-HK", `Write a personal report on ${code}`],
      ["zh-Hant-HK", `幫我寫一份${code}嘅報告`],
    ] as const) {
      await chat.goto(`/${locale}`);
      const card = await chat.card(await chat.ask(question), "generateReport");
      await expect(card).toHaveAttribute("data-state", "ok");
      const share = new ShareDialog(page);
      await expect(card.getByTestId("share-open")).toHaveCount(0);
      await card.getByTestId("report-disclaimer-checkbox").click();
      await expect(card.getByTestId("report-card-body")).toContainText(code);
      await expect(card.getByTestId("share-open")).toHaveText(text(locale, "sharing:dialog.open"));
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/gaps-chat-report-card-${locale}.png` });
      const link = await share.makeLink();
      await expect(share.poster).toBeVisible();
      await expect.poll(async () => (await share.posterSize()).width).toBe(1080);
      await page.screenshot({ path: `/tmp/gaps-chat-report-share-${locale}.png` });
      await expectNoSeriousA11yIssues(page, `chat report card share dialog (${locale})`);

      // Someone else, signed out, opens the link: the report, read-only.
      const context = await browser.newContext();
      const shared = new SharedItemPage(await context.newPage());
      await shared.page.goto(link);
      await expect(shared.root).toBeVisible();
      await expect(shared.root).toContainText(code);
      await context.close();
      await page.keyboard.press("Escape");
    }
  });
});
