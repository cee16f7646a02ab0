import type { ProductSummary } from "@shared/api/product-summary";
import { registeredToolNames } from "@shared/tools";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Providers } from "@/app/providers";
import { initI18n, loadNamespace } from "@/lib/i18n";
import { isSendKey } from "../components/prompt-box";
import { ToolPartView } from "../components/tool-part-view";
import type { ChatMessagePart } from "../types";
import { fullScreenPaths } from "./full-screen";
import { toolCards } from "./index";
import { chatToolNames } from "./tool-meta";

const product = (code: string, name: string, extra: Partial<ProductSummary> = {}): ProductSummary => ({
  fundCode: code,
  productType: "fund",
  fundName: name,
  isin: null,
  symbol: null,
  currency: "USD",
  assetClass: "Bond",
  category: "USD Bond",
  region: "us",
  companyId: null,
  riskLevel: 2,
  ratingTier: "Gold",
  starRating: 4,
  nav: 10.5,
  aumUsd: 2.5e8,
  return1y: 0.0523,
  return3y: 0.12,
  sharpe1y: 1.2,
  volatility1y: 0.04,
  maxDrawdown1y: 0.03,
  totalExpenseRatio: 0.0075,
  dividendFrequency: "monthly",
  launchDate: "2015-03-02",
  isDemo: true,
  ...extra,
});

const part = (tool: string, state: string, input: unknown, output?: unknown): ChatMessagePart =>
  ({ type: `tool-${tool}`, toolCallId: `call-${tool}`, state, input, output }) as unknown as ChatMessagePart;

function renderPart(p: ChatMessagePart, url = "/en-HK") {
  const element: ReactNode = <ToolPartView part={p} />;
  const router = createMemoryRouter([{ path: "/:lang?", element }], { initialEntries: [url] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeAll(async () => {
  await initI18n("en-HK");
  await Promise.all([loadNamespace("chat"), loadNamespace("tools")]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the card registry", () => {
  it("has one card, one icon and one full-screen rule per registered tool", () => {
    expect(Object.keys(toolCards).sort()).toEqual([...registeredToolNames].sort());
    expect([...chatToolNames].sort()).toEqual([...registeredToolNames].sort());
    expect(Object.keys(fullScreenPaths).sort()).toEqual([...registeredToolNames].sort());
  });

  it("ignores parts that are not registered tools", () => {
    renderPart(part("notARegisteredTool", "output-available", {}, { status: "ok" }));
    expect(screen.queryByTestId(/tool-card-/)).toBeNull();
  });
});

describe("the generateReport card", () => {
  it("keeps the report and its Share button behind the disclaimer checkbox", async () => {
    const output = {
      status: "ok",
      id: "r_1",
      code: "F1",
      name: "Asia Bond Fund",
      title: "AI report: Asia Bond Fund",
      audience: "personal",
      markdown: "## Summary\n\nAsia Bond Fund returned 5.23% over one year.",
      dataAsOf: "2026-06-30",
    };
    renderPart(part("generateReport", "output-available", { code: "F1", audience: "personal" }, output));
    expect((await screen.findByTestId("report-card-title")).textContent).toBe("AI report: Asia Bond Fund");
    expect(screen.queryByTestId("report-card-body")).toBeNull();
    expect(screen.queryByTestId("share-open")).toBeNull();
    fireEvent.click(screen.getByTestId("report-disclaimer-checkbox"));
    expect((await screen.findByTestId("report-card-body")).textContent).toContain(
      "returned 5.23% over one year",
    );
    expect((screen.getByTestId("report-card-pdf") as HTMLButtonElement).disabled).toBe(false);
    // the reports screen's Share dialog, for this report
    fireEvent.click(screen.getByTestId("share-open"));
    expect(await screen.findByTestId("share-create")).toBeTruthy();
  });
});

describe("<ToolCardFrame>", () => {
  it.each(["input-streaming", "input-available"])("shows a pending card while %s", (state) => {
    renderPart(part("searchProducts", state, { query: "bond" }));
    const card = screen.getByTestId("tool-card-searchProducts");
    expect(card.dataset.state).toBe(state);
    expect(card.textContent).toContain("Working on it: Search results");
  });

  it("shows an error without calling the card", () => {
    renderPart({
      ...part("getProduct", "output-error", { code: "X" }),
      errorText: "boom",
    } as ChatMessagePart);
    expect(screen.getByRole("alert").textContent).toContain("This step failed");
  });

  it("answers upgradeNeeded with the pricing link", () => {
    renderPart(
      part(
        "compareProducts",
        "output-available",
        { codes: ["A", "B"] },
        { status: "upgradeNeeded", capability: "fundComparison", plan: "premium", currentPlan: "pro" },
      ),
    );
    const card = screen.getByTestId("tool-card-compareProducts");
    expect(card.dataset.state).toBe("upgradeNeeded");
    expect(card.textContent).toContain("Premium includes fund comparison (up to 3 products).");
    expect(screen.getByTestId("tool-upgrade-link").getAttribute("href")).toBe("/en-HK/pricing");
    expect(screen.queryByTestId("tool-card-full-screen")).toBeNull();
  });

  it("answers signInNeeded with a login link that returns here", () => {
    renderPart(part("getProduct", "output-available", { code: "X" }, { status: "signInNeeded" }), "/en-HK");
    expect(screen.getByTestId("tool-sign-in-link").getAttribute("href")).toBe("/login?redirect=%2Fen-HK");
  });

  it("draws a successful output with its card and its full-screen link", async () => {
    renderPart(
      part(
        "searchProducts",
        "output-available",
        { query: "bond", productType: "etf" },
        {
          status: "ok",
          query: "bond",
          items: [{ ...product("2801", "Harbour Bond"), matchedOn: "name", score: 0.6 }],
        },
      ),
    );
    const codes = await screen.findAllByTestId("product-code");
    expect(codes.map((c) => c.textContent)).toEqual(["2801"]);
    expect(codes[0]?.getAttribute("href")).toBe("/en-HK/fundDetail?fundCode=2801");
    expect(screen.getByText("+5.23%")).toBeTruthy();
    expect(screen.getByTestId("tool-card-full-screen").getAttribute("href")).toBe(
      "/en-HK/ETF-Filter?keyword=bond",
    );
  });
});

describe("cards", () => {
  it("glossary: title, explanation as markdown, formula", async () => {
    renderPart(
      part(
        "explainTerm",
        "output-available",
        { term: "sharpe" },
        {
          status: "ok",
          term: "sharpe",
          title: "Sharpe ratio",
          explanation: "Return **per unit** of risk.",
          formula: "(R - Rf) / σ",
        },
      ),
    );
    expect((await screen.findByTestId("term-title")).textContent).toBe("Sharpe ratio");
    expect(screen.getByText("per unit").tagName).toBe("STRONG");
    expect(screen.getByText("(R - Rf) / σ")).toBeTruthy();
  });

  it("build portfolio: the proposal with each holding's rationale, and Save as portfolio opens the create flow pre-filled", async () => {
    renderPart(
      part(
        "buildPortfolio",
        "output-available",
        { riskLevel: 2 },
        {
          status: "ok",
          riskLevel: 2,
          riskLevelSource: "request",
          riskLevelName: "Stable",
          goal: null,
          productType: "fund",
          volatilityBand: { min: 0.03, max: 0.08 },
          holdings: [
            {
              code: "F1",
              name: "Alpha Bond",
              weight: 70,
              sleeve: "coreBond",
              assetClass: "Bond",
              reason: "cheapest",
              rationale: "The cheapest of the best-rated core bond funds.",
            },
            {
              code: "F2",
              name: "Beta Equity",
              weight: 30,
              sleeve: "globalEquity",
              assetClass: "Stock",
              reason: "highestRated",
              rationale: "The best-rated global equity fund.",
            },
          ],
          initialAmount: 10000,
          monthlyContribution: null,
          startDate: "2020-01-02",
          endDate: "2025-01-02",
          series: [],
          drawdownSeries: [],
          metrics: null,
          annualized: { y1: null, y3: null, y5: null },
          calendarYears: [],
          totalInvested: 10000,
          finalValue: 12000,
          warnings: [],
          draft: {
            createMethod: "auto",
            productType: "fund",
            riskProfile: 2,
            holdings: [
              { fundCode: "F1", weight: 70 },
              { fundCode: "F2", weight: 30 },
            ],
            settings: {
              weighting: "custom",
              rebalance: "quarterly",
              initialAmount: 10000,
              benchmarks: [],
              baseCurrency: "USD",
              extendWithBenchmark: false,
            },
          },
        },
      ),
    );
    const rows = await screen.findAllByTestId("proposed-holding");
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("The cheapest of the best-rated core bond funds.");
    expect(rows[0]?.textContent).toContain("Core bonds");
    const save = screen.getByTestId("save-as-portfolio");
    const url = new URL(save.getAttribute("href") ?? "", "https://x.test");
    expect(url.pathname).toBe("/en-HK/newFundPortfolio");
    expect(url.searchParams.get("holdings")).toBe("F1:70,F2:30");
    expect(url.searchParams.get("createMethod")).toBe("auto");
    expect(url.searchParams.get("riskLevel")).toBe("2");
  });

  it("news: the scope and total, each item's date, title linking to its page and product codes", async () => {
    const etf = product("2833", "Harbour Tracker", { productType: "etf", symbol: "2833.HK" });
    renderPart(
      part(
        "getNews",
        "output-available",
        { code: "2833" },
        {
          status: "ok",
          scope: "product",
          code: "2833",
          total: 12,
          items: [
            {
              id: "high_52w.2833.2026-11-20",
              date: "2026-11-20",
              kind: "high_52w",
              source: "data",
              title: "Harbour Tracker breaks out to a 52-week high",
              body: "…",
              url: null,
              publisher: null,
              values: { nav: 21.5 },
              products: [etf],
            },
          ],
        },
      ),
    );
    const title = await screen.findByRole("link", { name: "Harbour Tracker breaks out to a 52-week high" });
    expect(title.getAttribute("href")).toBe("/en-HK/news/high_52w.2833.2026-11-20");
    expect(screen.getByText("News on 2833 · 12 in all")).toBeTruthy();
    expect(screen.getByText("20 Nov 2026")).toBeTruthy();
    expect(screen.getByTestId("product-code").getAttribute("href")).toBe("/en-HK/ETFDetail?fundCode=2833");
    expect(screen.getByTestId("tool-card-full-screen").getAttribute("href")).toBe("/en-HK/news");
  });

  it("risk alerts: scope, total and unread, each alert's type, date, title, message and product", async () => {
    const fund = product("F100001", "Jade Global Income");
    renderPart(
      part(
        "getRiskAlerts",
        "output-available",
        { code: "F100001" },
        {
          status: "ok",
          scope: "product",
          code: "F100001",
          total: 2,
          unread: 1,
          items: [
            {
              id: "aum_change.F100001.2026-10-31",
              type: "aum_change",
              kind: "aum_change",
              fundCode: "F100001",
              product: fund,
              date: "2026-10-31",
              title: "Fund size change",
              message: "AUM fell 55% in 3 months, from US$2.1B to US$950M",
              detail: { change: -0.55 },
              read: false,
            },
            {
              id: "manager_change.F100001.2026-09-01",
              type: "manager_change",
              kind: "manager_change",
              fundCode: "F100001",
              product: fund,
              date: "2026-09-01",
              title: "Manager change",
              message: "Mei Chan joined the management team on 1 Sept 2026",
              detail: { joined: "Mei Chan" },
              read: true,
            },
          ],
        },
      ),
    );
    expect(await screen.findByText("AUM fell 55% in 3 months, from US$2.1B to US$950M")).toBeTruthy();
    expect(screen.getByText(/Alerts on F100001 · 2 in all ·/)).toBeTruthy();
    expect(screen.getByTestId("risk-alerts-unread").textContent).toBe("1 unread");
    expect(screen.getByText("Fund size")).toBeTruthy();
    expect(screen.getByText("31 Oct 2026")).toBeTruthy();
    expect(screen.getAllByText("New")).toHaveLength(1);
    expect(screen.getAllByTestId("product-code")[0]!.getAttribute("href")).toBe(
      "/en-HK/fundDetail?fundCode=F100001",
    );
    expect(screen.getByTestId("tool-card-full-screen").getAttribute("href")).toBe(
      "/en-HK/alerts?fundCode=F100001",
    );
  });

  it("risk alerts on an empty watchlist suggest adding products", async () => {
    renderPart(
      part(
        "getRiskAlerts",
        "output-available",
        {},
        { status: "ok", scope: "watchlist", total: 0, unread: 0, watched: 0, items: [] },
      ),
    );
    expect(await screen.findByText(/Your watchlist is empty/)).toBeTruthy();
    expect(screen.getByTestId("tool-card-full-screen").getAttribute("href")).toBe("/en-HK/alerts");
  });

  const group = (items: ProductSummary[]) => ({
    id: "g_default",
    name: "Default",
    isDefault: true,
    personalized: false,
    createdAt: "2026-11-01T00:00:00.000Z",
    items: items.map((p) => ({ fundCode: p.fundCode, addedAt: "2026-11-02T00:00:00.000Z", product: p })),
  });

  it("watchlist: an add says where it went; a list shows each group with its products", async () => {
    const fund = product("F100001", "Jade Global Income");
    renderPart(
      part(
        "manageWatchlist",
        "output-available",
        { action: "add", code: "F100001" },
        {
          status: "ok",
          action: "add",
          done: true,
          code: "F100001",
          product: fund,
          groupId: "g_default",
          groupName: "Default",
          alreadyThere: false,
          groups: [group([fund])],
        },
      ),
    );
    expect(await screen.findByText("Added Jade Global Income to Default.")).toBeTruthy();
    expect(screen.getByTestId("tool-card-full-screen").getAttribute("href")).toBe("/en-HK/watchlist");
    cleanup();
    renderPart(
      part(
        "manageWatchlist",
        "output-available",
        { action: "list" },
        { status: "ok", action: "list", done: true, groups: [group([fund, product("F100002", "Jade HKD")])] },
      ),
    );
    expect(await screen.findByText("Products: 2")).toBeTruthy();
    expect(screen.getAllByTestId("product-code").map((a) => a.textContent)).toEqual(["F100001", "F100002"]);
  });

  it("watchlist: a removal waits for the confirmation, then calls DELETE and says it is done", async () => {
    const calls: { url: string; method?: string }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, method: init.method });
        return Response.json({ status: "SUCCESS", data: group([]), error: null, innerMessage: null });
      }),
    );
    const fund = product("F100001", "Jade Global Income");
    renderPart(
      part(
        "manageWatchlist",
        "output-available",
        { action: "remove", code: "F100001" },
        {
          status: "ok",
          action: "remove",
          done: false,
          code: "F100001",
          product: fund,
          groupId: "g_default",
          groupName: "Default",
          groups: [group([fund])],
        },
      ),
    );
    expect(await screen.findByText("Remove Jade Global Income from Default?")).toBeTruthy();
    expect(calls).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByTestId("watchlist-remove-confirm"));
    });
    await waitFor(() =>
      expect(screen.getByTestId("watchlist-remove-result").textContent).toBe(
        "Removed Jade Global Income from Default.",
      ),
    );
    expect(calls).toEqual([
      { url: "/v1/app/watchlist/groups/g_default/items/F100001?lang=en", method: "DELETE" },
    ]);
  });

  it("watchlist: keeping the product calls nothing", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const fund = product("F100001", "Jade Global Income");
    renderPart(
      part(
        "manageWatchlist",
        "output-available",
        { action: "remove", code: "F100001" },
        {
          status: "ok",
          action: "remove",
          done: false,
          code: "F100001",
          product: fund,
          groupId: "g_default",
          groupName: "Default",
          groups: [group([fund])],
        },
      ),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Keep it" }));
    expect(screen.getByTestId("watchlist-remove-result").textContent).toBe(
      "Jade Global Income stays in Default.",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("screener: matched N of M, and removing a chip re-screens with the other filters", async () => {
    const requests: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({
          status: "SUCCESS",
          data: { total: 42, page: 1, pageSize: 10, items: [product("3001", "Wide Bond")] },
          error: null,
          innerMessage: null,
        });
      }),
    );
    renderPart(
      part(
        "screenProducts",
        "output-available",
        { productType: "fund", filters: {} },
        {
          status: "ok",
          productType: "fund",
          filters: { currencies: ["USD"], riskLevels: [1, 2], maxTotalExpenseRatio: 0.01 },
          sort: "aum_desc",
          limit: 10,
          matched: 7,
          total: 1500,
          items: [product("2801", "Harbour Bond")],
        },
      ),
    );
    const matched = await screen.findByTestId("screen-matched");
    expect(matched.textContent).toContain("Matched 7 of 1,500");
    expect(screen.getByTestId("tool-card-full-screen").getAttribute("href")).toBe(
      "/en-HK/fundFilter?currencies=USD&riskLevels=1%2C2&maxTotalExpenseRatio=0.01&fundSortType=aum_desc",
    );
    const chip = screen.getByTestId("filter-chip-maxTotalExpenseRatio");
    expect(chip.textContent).toContain("1.00%");
    await act(async () => {
      fireEvent.click(chip.querySelector('[data-testid="filter-chip-remove"]') as Element);
    });
    await waitFor(() =>
      expect(screen.getByTestId("screen-matched").textContent).toContain("Matched 42 of 1,500"),
    );
    expect(requests[0]?.url).toMatch(/^\/v1\/pub\/fund\/selection\/list\?lang=en$/);
    expect(requests[0]?.body).toEqual({
      currencies: ["USD"],
      riskLevels: [1, 2],
      fundSortType: "aum_desc",
      pageSize: 10,
      page: 1,
    });
    expect(screen.queryByTestId("filter-chip-maxTotalExpenseRatio")).toBeNull();
  });

  it("screener: an empty screen names the filter that empties it and lists the nearest with it relaxed", async () => {
    // the filters' names are the selector's words (the chat's routes load them with the page)
    await loadNamespace("selection");
    renderPart(
      part(
        "screenProducts",
        "output-available",
        { productType: "fund", filters: {} },
        {
          status: "ok",
          productType: "fund",
          filters: { regions: ["global"], assetClasses: ["Stock"], maxTotalExpenseRatio: 0.005 },
          sort: "aum_desc",
          limit: 10,
          matched: 0,
          total: 10000,
          items: [],
          relaxed: {
            filter: "maxTotalExpenseRatio",
            sort: "fee_asc",
            matched: 812,
            items: [product("5001", "Cheap World Equity"), product("5002", "Next Cheapest World Equity")],
          },
        },
      ),
    );
    expect((await screen.findByTestId("screen-matched")).textContent).toContain("Matched 0 of 10,000");
    const relaxed = screen.getByTestId("screen-relaxed");
    expect(relaxed.dataset.relaxedFilter).toBe("maxTotalExpenseRatio");
    // marked as relaxed, naming the filter in words and the count in the locale's format
    expect(relaxed.textContent).toContain("“Total expense ratio at most” empties the list");
    expect(relaxed.textContent).toContain("812 pass the others");
    expect(relaxed.textContent).toContain("Cheap World Equity");
    expect(relaxed.textContent).toContain("Next Cheapest World Equity");
  });
});

describe("compareProducts card", () => {
  const figures = (
    ret: number | null,
    annualized: number | null,
    riskWindow: string,
    since: string | null = null,
  ) => ({
    return: ret,
    annualized,
    categoryAverage: 0.05,
    quartile: 2,
    riskWindow,
    volatility: 0.12,
    sharpe: 0.8,
    maxDrawdown: 0.2,
    since,
  });
  const line = (kind: "product" | "benchmark", code: string, name: string, start: string, end: number) => ({
    kind,
    code,
    name,
    points: [
      [start, 100],
      ["2026-11-20", end],
    ],
  });
  const legacy = {
    status: "ok",
    period: "1Y",
    products: [
      { summary: product("AAA", "Alpha Fund"), figures: { ...figures(0.1, null, "1Y"), since: undefined } },
      { summary: product("BBB", "Beta Fund"), figures: { ...figures(0.05, null, "1Y"), since: undefined } },
    ],
    overlay: [
      line("product", "AAA", "Alpha Fund", "2025-11-20", 110),
      line("product", "BBB", "Beta Fund", "2025-11-20", 105),
    ],
    startDate: "2025-11-20",
    endDate: "2026-11-20",
  };
  const current = {
    ...legacy,
    products: legacy.products.map((p) => ({ ...p, figures: { ...p.figures, since: null } })),
    overlay: [...legacy.overlay, line("benchmark", "SPX", "S&P 500", "2025-11-20", 112)],
    windows: [
      {
        period: "1Y",
        figures: [figures(0.1, null, "1Y"), figures(0.05, null, "1Y")],
        startDate: "2025-11-20",
        endDate: "2026-11-20",
      },
      {
        period: "3Y",
        figures: [figures(0.331, 0.1, "3Y"), figures(null, null, "3Y", "2024-06-03")],
        overlay: [
          line("product", "AAA", "Alpha Fund", "2024-06-03", 125),
          line("product", "BBB", "Beta Fund", "2024-06-03", 111),
          line("benchmark", "SPX", "S&P 500", "2024-06-03", 130),
        ],
        startDate: "2024-06-03",
        endDate: "2026-11-20",
      },
      {
        period: "5Y",
        figures: [figures(0.61, 0.1, "5Y"), figures(null, null, "5Y", "2024-06-03")],
        overlay: [
          line("product", "AAA", "Alpha Fund", "2024-06-03", 125),
          line("product", "BBB", "Beta Fund", "2024-06-03", 111),
          line("benchmark", "SPX", "S&P 500", "2024-06-03", 130),
        ],
        startDate: "2024-06-03",
        endDate: "2026-11-20",
      },
    ],
  };
  const row = (metric: string) =>
    screen.getByTestId("compare-table").querySelector(`tr[data-metric="${metric}"]`);

  it("switches between 1Y, 3Y and 5Y locally: annualized past one year, a reason for a short history", async () => {
    renderPart(part("compareProducts", "output-available", { codes: ["AAA", "BBB"] }, current));
    const table = await screen.findByTestId("compare-table");
    expect(table.dataset.period).toBe("1Y");
    const buttons = screen.getAllByTestId("compare-window");
    expect(buttons.map((b) => b.dataset.period)).toEqual(["1Y", "3Y", "5Y"]);
    expect(buttons[0]!.getAttribute("aria-pressed")).toBe("true");
    // a one-year window has no separate annualized row (its return is its own)
    expect(row("annualized")).toBeNull();
    expect(row("return")?.textContent).toContain("+10.00%");

    fireEvent.click(buttons[1]!);
    expect(screen.getByTestId("compare-table").dataset.period).toBe("3Y");
    expect(buttons[1]!.getAttribute("aria-pressed")).toBe("true");
    expect(row("annualized")?.textContent).toContain("Annualized (3Y)");
    expect(row("annualized")?.textContent).toContain("+10.00%");
    expect(row("return")?.textContent).toContain("+33.10%");
    expect(row("volatility")?.textContent).toContain("Volatility (3Y)");
    // the younger product: a dash and why
    const reasons = screen.getAllByTestId("compare-short-history");
    expect(reasons.length).toBe(2);
    expect(reasons[0]!.textContent).toMatch(/^History from .*2024/);
    expect(row("annualized")?.textContent).toContain("—");
    // the chart follows the window, with the benchmark line (dashed) in its legend
    const legend = screen.getByTestId("compare-chart-legend");
    const items = [...legend.querySelectorAll("li")];
    expect(items.map((li) => `${li.dataset.kind}:${li.dataset.code}`)).toEqual([
      "product:AAA",
      "product:BBB",
      "benchmark:SPX",
    ]);
    expect(items[2]!.textContent).toContain("Benchmark: S&P 500");
    expect(items[2]!.textContent).toContain("130.0");
    expect(screen.getByTestId("compare-chart").getAttribute("aria-label")).toContain("SPX 130.0");
    expect(screen.getByText(/Over 3Y/)).toBeTruthy();

    fireEvent.click(buttons[0]!);
    expect(screen.getByTestId("compare-chart").getAttribute("aria-label")).toContain("SPX 112.0");
  });

  it("still draws a message stored before the windows and the benchmark line", async () => {
    renderPart(part("compareProducts", "output-available", { codes: ["AAA", "BBB"] }, legacy));
    const table = await screen.findByTestId("compare-table");
    expect(table.dataset.period).toBe("1Y");
    expect(screen.queryByTestId("compare-windows")).toBeNull();
    expect(row("return")?.textContent).toContain("+10.00%");
    expect(row("annualized")).toBeNull();
    expect(screen.queryByTestId("compare-short-history")).toBeNull();
    const legend = screen.getByTestId("compare-chart-legend");
    expect([...legend.querySelectorAll("li")].map((li) => li.dataset.kind)).toEqual(["product", "product"]);
  });
});

describe("isSendKey", () => {
  const key = (init: { key: string; shiftKey?: boolean; isComposing?: boolean; keyCode?: number }) => ({
    key: init.key,
    shiftKey: init.shiftKey ?? false,
    nativeEvent: { isComposing: init.isComposing ?? false, keyCode: init.keyCode ?? 13 } as unknown as Event,
  });
  it.each([
    [{ key: "Enter" }, true],
    [{ key: "Enter", shiftKey: true }, false],
    [{ key: "Enter", isComposing: true }, false],
    [{ key: "Enter", keyCode: 229 }, false],
    [{ key: "a" }, false],
  ])("%o → %s", (init, expected) => {
    expect(isSendKey(key(init) as unknown as Parameters<typeof isSendKey>[0])).toBe(expected);
  });
});
