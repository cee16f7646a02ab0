import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import type { MacroTrackRecord } from "../../shared/api/macro";
import { intlTagOf, type WebLocale } from "../../shared/locales";
import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { ChatPage, signUpNewUser, type TestUser, useSession } from "./pages/chat-page";
import { demoSession } from "./pages/comparison-page";

/**
 * The AI macro page as members meet it: the Premium demo account in Simplified Chinese agrees to
 * the disclaimer (once), sees the latest views and the measured track record — the same figures
 * as the API — and the page passes axe; a Pro member sees the upgrade prompt with the track
 * record; home shows the asset-views block linking to the page.
 */

let demo: TestUser;
test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  demo = await demoSession(request, baseURL ?? "");
});

async function trackRecord(request: APIRequestContext): Promise<MacroTrackRecord> {
  const res = await request.get("/v1/pub/ai-marco/track-record");
  return ((await res.json()) as { data: MacroTrackRecord }).data;
}

const percent = (locale: WebLocale, x: number | null) =>
  x === null
    ? "—"
    : new Intl.NumberFormat(intlTagOf[locale], {
        style: "percent",
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(x);

test.describe("AI macro", () => {
  test.describe.configure({ timeout: 120_000 });

  test("Premium in zh-Hans-HK: disclaimer, latest views and the measured track record", async ({
    page,
    request,
  }) => {
    await useSession(page, demo);
    await page.goto("/zh-Hans-HK/AssetViews");
    const gate = page.getByTestId("macro-disclaimer");
    await expect(gate).toContainText(text("zh-Hans-HK", "macro:disclaimer.title"));
    await expect(page.getByTestId("macro-track-record")).toHaveCount(0);
    const go = page.getByTestId("macro-disclaimer-continue");
    await expect(go).toBeDisabled();
    await page.getByTestId("macro-disclaimer-agree").click();
    await go.click();

    const latest = page.getByTestId("macro-latest-table");
    await expect(latest.locator("td[data-view]")).toHaveCount(20);
    const record = await trackRecord(request);
    expect(record.months).toBeGreaterThan(0);
    await expect(page.getByTestId("macro-record-hit-rate")).toHaveText(percent("zh-Hans-HK", record.hitRate));
    const pooled = page.getByTestId("macro-record-pooled");
    await expect(pooled).toContainText(percent("zh-Hans-HK", record.baselines.alwaysPositive));
    await expect(pooled).toContainText(percent("zh-Hans-HK", record.baselines.momentum));
    await expect(page.getByTestId("macro-history-chart")).toBeVisible();
    await expect(page.getByTestId("macro-outlook")).toContainText("宏观展望");
    await expectNoSeriousA11yIssues(page, "AI macro (zh-Hans-HK)");

    // the agreement is remembered
    await page.reload();
    await expect(page.getByTestId("macro-latest-table")).toBeVisible();
    await expect(page.getByTestId("macro-disclaimer")).toHaveCount(0);
  });

  test("a Pro member sees the upgrade prompt and the track record", async ({ page, request }) => {
    const user = await signUpNewUser(request, "macro-pro");
    await useSession(page, user);
    await page.goto("/en-HK/AssetViews");
    await page.getByTestId("macro-disclaimer-agree").click();
    await page.getByTestId("macro-disclaimer-continue").click();
    const prompt = page.getByTestId("macro-upgrade");
    await expect(prompt).toContainText(text("en-HK", "macro:upgrade.title"));
    await expect(prompt.getByTestId("upgrade-button")).toHaveAttribute("href", "/en-HK/pricing");
    await expect(page.getByTestId("macro-latest")).toHaveCount(0);
    const record = await trackRecord(request);
    await expect(page.getByTestId("macro-record-hit-rate")).toHaveText(percent("en-HK", record.hitRate));
    await expectNoSeriousA11yIssues(page, "AI macro, Pro (en-HK)");
  });

  test("the assistant answers a macro question with the views and the track record, in zh-Hans-HK", async ({
    page,
    request,
  }) => {
    await useSession(page, demo);
    const chat = new ChatPage(page);
    await chat.goto("/zh-Hans-HK");
    const answer = await chat.ask("美国股票同美债下个月嘅宏观展望");
    const card = await chat.card(answer, "getMacroOutlook");
    await expect(card).toHaveAttribute("data-state", "ok");
    await expect(card.getByTestId("macro-card-views").locator("td[data-view]")).toHaveCount(3);
    await expect(card.getByTestId("tool-card-full-screen")).toHaveAttribute("href", "/zh-Hans-HK/AssetViews");
    const record = await trackRecord(request);
    expect(record.months).toBeGreaterThan(0);
    await expect(card.getByTestId("macro-card-record")).toBeVisible();
    await expectNoSeriousA11yIssues(page, "macro chat card (zh-Hans-HK)");
  });

  test("home shows the asset views and links to the macro page", async ({ page }) => {
    await useSession(page, demo);
    await page.goto("/en-HK/");
    const block = page.getByTestId("home-asset-views");
    await block.scrollIntoViewIfNeeded();
    await expect(block).toContainText(text("en-HK", "macro:home.title"));
    await expect(block.locator("li[data-asset]")).toHaveCount(10);
    await block.getByTestId("home-asset-views-more").click();
    await expect(page).toHaveURL((url) => url.pathname === "/en-HK/AssetViews");
  });
});

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const viewports = { desktop: { width: 1366, height: 768 }, mobile: { width: 390, height: 844 } } as const;

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

test.describe("AI macro screenshots", () => {
  test.skip(!process.env.SCREENSHOTS, "run with --screenshots");
  for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      test(`macro ${locale} ${device}`, async ({ page }) => {
        mkdirSync(dir, { recursive: true });
        await page.setViewportSize(viewport);
        await useSession(page, demo);
        await page.goto(`/${locale}/AssetViews`);
        await settle(page);
        await page.screenshot({ path: path.join(dir, `macro-disclaimer-${locale}-${device}.png`) });
        await page.getByTestId("macro-disclaimer-agree").click();
        await page.getByTestId("macro-disclaimer-continue").click();
        await expect(page.getByTestId("macro-latest-table")).toBeVisible();
        await expect(page.getByTestId("macro-history-chart").locator("svg")).toBeVisible();
        await settle(page);
        await page.screenshot({ path: path.join(dir, `macro-${locale}-${device}.png`), fullPage: true });
        await page.goto(`/${locale}/`);
        const block = page.getByTestId("home-asset-views");
        await block.scrollIntoViewIfNeeded();
        await expect(block.locator("li[data-asset]")).toHaveCount(10);
        await settle(page);
        await block.screenshot({ path: path.join(dir, `macro-home-${locale}-${device}.png`) });
      });
    }
  }
});
