import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../locales";

type Envelope<T> = { status: "SUCCESS" | "FAILURE"; data: T; error: unknown };

async function call<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  token?: string,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const json = (await response.json()) as Envelope<T>;
  if (json.status !== "SUCCESS") throw new Error(`${method} ${path}: ${JSON.stringify(json.error)}`);
  return json.data;
}

/**
 * A fund that has a risk alert in the running universe: the data-driven news names funds whose
 * AUM fell sharply, and such a fall is an AUM-change alert; the alert API confirms it.
 */
export async function fundWithAlert(request: APIRequestContext, token: string): Promise<string> {
  const news = await call<{ items: { kind: string; products: { fundCode: string }[] }[] }>(
    request,
    "GET",
    "/v1/pub/news/top?page=1&pageSize=50",
  );
  const codes = news.items
    .filter((n) => n.kind === "aum_drop")
    .flatMap((n) => n.products.map((p) => p.fundCode))
    .filter((c) => c.startsWith("F"));
  for (const code of codes.slice(0, 10)) {
    const alerts = await call<{ total: number }>(request, "GET", `/v1/app/alerts?fundCode=${code}`, token);
    if (alerts.total > 0) return code;
  }
  throw new Error("no fund with a risk alert in the news");
}

/** Puts a product in the caller's Default group through the API (set-up for screenshots). */
export async function watchThroughApi(
  request: APIRequestContext,
  token: string,
  code: string,
): Promise<void> {
  const { groups } = await call<{ groups: { id: string }[] }>(
    request,
    "GET",
    "/v1/app/watchlist/groups",
    token,
  );
  await call(request, "POST", `/v1/app/watchlist/groups/${groups[0]?.id}/items/${code}`, token);
}

/** The watchlist screen, the add-to-watchlist dialog and the nav bell. */
export class WatchlistScreen {
  readonly bell: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.bell = page.getByTestId("nav-alerts");
    this.dialog = page.getByTestId("add-to-watchlist-dialog");
  }

  async goto(locale: Locale, search = ""): Promise<void> {
    await this.page.goto(`/${locale}/watchlist${search}`);
    await expect(this.page.getByTestId("group-tabs")).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.locator(`[data-testid="group-tab"][data-group="${name}"]`);
  }

  row(code: string): Locator {
    return this.page.locator(`[data-testid="watchlist-row"][data-code="${code}"]`);
  }

  /** The visible group panel. */
  panel(): Locator {
    return this.page.locator('[role="tabpanel"][data-state="active"]');
  }

  confirm(testId: "confirm-remove" | "confirm-delete"): Locator {
    return this.page.getByTestId(testId);
  }
}
