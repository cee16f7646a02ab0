import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { type Locale, text } from "./locales";
import { type TestUser, useSession } from "./pages/chat-page";
import { demoSession } from "./pages/comparison-page";
import { ShareDialog, SharedItemPage } from "./pages/share-dialog";

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
type Envelope<T> = { status: "SUCCESS" | "FAILURE"; data: T; error: unknown };

async function api<T>(
  request: APIRequestContext,
  method: "GET" | "POST" | "DELETE",
  url: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Envelope<T>;
  if (json.status !== "SUCCESS") throw new Error(`${method} ${url}: ${JSON.stringify(json.error)}`);
  return json.data;
}

/** A portfolio of the demo user saved through the API: the model proposal for risk level 3. */
async function savedPortfolio(request: APIRequestContext, user: TestUser, name: string): Promise<string> {
  const auto = await api<{ draft: Record<string, unknown> & { settings: Record<string, unknown> } }>(
    request,
    "POST",
    "/v1/app/portfolios/auto",
    user.accessToken,
    { riskLevel: 3, productType: "fund" },
  );
  const { startDate: _start, ...settings } = auto.draft.settings;
  const saved = await api<{ id: string }>(request, "POST", "/v1/app/portfolios", user.accessToken, {
    ...auto.draft,
    name,
    settings,
  });
  return saved.id;
}

const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The demo user shares a saved portfolio from its detail page: the link opens signed out (a
 * fresh browser) as a read-only page, the poster previews and downloads as a 1080×1350 PNG,
 * and a revoked link says so.
 */
for (const locale of ["en-HK", "zh-Hant-HK"] as const satisfies readonly Locale[]) {
  test(`shares a portfolio and opens the link signed out (${locale})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const demo = await demoSession(request, baseURL ?? "");
    const name = `Shared ${locale} ${Date.now().toString(36)}`;
    await useSession(page, demo);
    const id = await savedPortfolio(request, demo, name);
    try {
      await page.goto(`/${locale}/fundPortfolioDetail?id=${id}`);
      await expect(page.getByTestId("portfolio-name-heading")).toHaveText(name);

      const share = new ShareDialog(page);
      await expect(share.open).toHaveText(text(locale, "sharing:dialog.open"));
      const link = await share.makeLink();
      expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{16,}$/);
      await expect.poll(() => share.posterSize(), { timeout: 30_000 }).toEqual({ width: 1080, height: 1350 });
      await expectNoSeriousA11yIssues(page, `share dialog (${locale})`);
      if (process.env.SCREENSHOTS)
        await page.screenshot({ path: path.join(shots, `share-dialog-${locale}.png`) });

      // the poster downloads as a PNG of the poster's size
      const [download] = await Promise.all([page.waitForEvent("download"), share.download.click()]);
      const file = path.join(shots, `share-poster-${locale}.png`);
      await download.saveAs(file);
      const png = readFileSync(file);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngSize(png)).toEqual({ width: 1080, height: 1350 });

      // signed out, in a fresh browser: the read-only page, in that browser's language
      const context = await browser.newContext({ baseURL });
      const other = await context.newPage();
      const url = new URL(link);
      for (const [size, viewport] of Object.entries({
        desktop: { width: 1366, height: 768 },
        phone: { width: 390, height: 844 },
      })) {
        await other.setViewportSize(viewport);
        await other.goto(`/${locale}${url.pathname}`);
        const shared = new SharedItemPage(other);
        await expect(shared.title).toHaveText(name);
        await expect(shared.figures.locator("dt")).toHaveCount(5);
        await expect(shared.chart).toBeVisible();
        await expect(shared.root).not.toContainText("demo@fundpilot.local");
        await expect(shared.disclaimer).toHaveText(text(locale, "sharing:view.disclaimer"));
        expect(await other.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
        if (size === "desktop") await expectNoSeriousA11yIssues(other, `shared portfolio (${locale})`);
        const scroll = await other.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(scroll, "no sideways scrolling").toBeLessThanOrEqual(1);
        if (process.env.SCREENSHOTS)
          await other.screenshot({
            path: path.join(shots, `share-page-${locale}-${size}.png`),
            fullPage: true,
          });
      }

      // revoked: the link says so
      await share.revoke.click();
      await expect(share.create).toBeVisible();
      await other.goto(`/${locale}${url.pathname}`);
      await expect(new SharedItemPage(other).missing).toContainText(text(locale, "sharing:page.missing"));
      await context.close();
    } finally {
      await api(request, "DELETE", `/v1/app/portfolios/${id}`, demo.accessToken).catch(() => undefined);
    }
  });
}

/**
 * A product shared from its page on a phone in Simplified Chinese: the poster previews at the
 * poster's size, the link opens signed out with the product's figures, and the link is revoked.
 */
test("shares a product from its page on a phone (zh-Hans-HK)", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const demo = await demoSession(request, baseURL ?? "");
  const list = await request.post("/v1/pub/fund/selection/list?lang=zh_CN", {
    data: { pageSize: 1, fundSortType: "aum_desc" },
  });
  const { fundCode, fundName } = (
    (await list.json()) as Envelope<{ items: { fundCode: string; fundName: string }[] }>
  ).data.items[0]!;
  await useSession(page, demo);
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/en-HK/fundDetail?fundCode=${fundCode}`);
    await expect(page.getByTestId("share-open")).toBeVisible();
    await page.screenshot({ path: path.join(shots, "share-product-header-en-HK-desktop.png") });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/zh-Hans-HK/fundDetail?fundCode=${fundCode}`);
  const share = new ShareDialog(page);
  await expect(share.open).toHaveText(text("zh-Hans-HK", "sharing:dialog.open"));
  const link = await share.makeLink();
  await expect.poll(() => share.posterSize(), { timeout: 30_000 }).toEqual({ width: 1080, height: 1350 });
  await expectNoSeriousA11yIssues(page, "share dialog on a product (zh-Hans-HK)");
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: path.join(shots, "share-dialog-product-zh-Hans-HK-phone.png") });
  const poster = await request.get(await share.poster.getAttribute("src").then((src) => src ?? ""));
  const png = Buffer.from(await poster.body());
  expect(pngSize(png)).toEqual({ width: 1080, height: 1350 });
  if (process.env.SCREENSHOTS) writeFileSync(path.join(shots, "share-poster-product-zh-Hans-HK.png"), png);

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const other = await context.newPage();
  await other.goto(`/zh-Hans-HK${new URL(link).pathname}`);
  const shared = new SharedItemPage(other);
  await expect(shared.title).toHaveText(fundName);
  await expect(shared.figures.locator("dt").first()).toHaveText("1 年回报");
  await expect(shared.chart).toBeVisible();
  await expectNoSeriousA11yIssues(other, "shared product (zh-Hans-HK)");
  if (process.env.SCREENSHOTS)
    await other.screenshot({
      path: path.join(shots, "share-page-product-zh-Hans-HK-phone.png"),
      fullPage: true,
    });
  await context.close();
  await share.revoke.click();
  await expect(share.create).toBeVisible();
});
