import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { signUpNewUser, useSession } from "./pages/chat-page";

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const viewports = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;

type Envelope<T> = { status: "SUCCESS" | "FAILURE"; data: T; error: unknown };

async function api<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
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

type Draft = { holdings: unknown[]; settings: Record<string, unknown> } & Record<string, unknown>;

/**
 * Saves, through the API, an auto-built portfolio held without rebalancing over its whole
 * history — stocks and bonds part ways, so one holding ends more than 5 points from target —
 * and answers its id (set-up for the alert; the risk levels are tried until one drifts).
 */
async function driftingPortfolio(request: APIRequestContext, token: string): Promise<string> {
  for (const riskLevel of [3, 2, 4, 1, 5]) {
    const auto = await api<{ draft: Draft }>(request, "POST", "/v1/app/portfolios/auto", token, {
      riskLevel,
      productType: "etf",
    });
    const { startDate: _start, ...settings } = auto.draft.settings;
    const saved = await api<{ id: string }>(request, "POST", "/v1/app/portfolios", token, {
      ...auto.draft,
      name: "Buy and hold",
      settings: { ...settings, rebalance: "none" },
    });
    const detail = await api<{ drift: { alert: boolean } }>(
      request,
      "GET",
      `/v1/app/portfolios/${saved.id}`,
      token,
    );
    if (detail.drift.alert) return saved.id;
  }
  throw new Error("no buy-and-hold model proposal drifts beyond 5 points");
}

/**
 * A saved portfolio that drifted beyond ±5 points shows on /alerts as a "Portfolio drift" risk
 * alert naming the portfolio, with a link to its detail; checked by axe, in two languages and
 * on a desktop and a phone.
 */
for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
  test(`portfolio drift alert on /alerts (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await signUpNewUser(request, `drift-${locale}`);
    const id = await driftingPortfolio(request, user.accessToken);
    await useSession(page, user);
    for (const [size, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await page.goto(`/${locale}/alerts`);
      const alert = page.locator('[data-testid="alert-item"][data-type="portfolio_drift"]');
      await expect(alert).toHaveCount(1);
      await expect(alert.getByTestId("alert-type")).toHaveText(
        text(locale, "watchlist:alerts.types.portfolio_drift"),
      );
      await expect(alert.getByTestId("alert-message")).toContainText("Buy and hold");
      const link = alert.getByTestId("alert-portfolio");
      await expect(link).toHaveText(text(locale, "watchlist:alerts.openPortfolio"));
      await expect(link).toHaveAttribute("href", `/${locale}/fundPortfolioDetail?id=${id}`);
      if (size === "desktop") await expectNoSeriousA11yIssues(page, `drift alert (${locale})`);
      if (process.env.SCREENSHOTS)
        await page.screenshot({
          path: path.join(shots, `alerts-drift-${locale}-${size}.png`),
          fullPage: true,
        });
    }
  });
}
