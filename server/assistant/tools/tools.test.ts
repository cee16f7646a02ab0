import { asSchema, type FlexibleSchema } from "ai";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOP_PICKS_LIST } from "../../../shared/domain/product";
import { type ToolName, toolDefs } from "../../../shared/tools";
import { previewTopPicks } from "../../features/selection";
import { derivedAlerts } from "../../store/schema";
import { ungroundedNumbers } from "../model/grounding";
import { summarize } from "../model/summaries";
import { type AssistantTestApp, assistantTestApp, run, toolsFor } from "./test-support";

let t: AssistantTestApp;
let fund: string;
let fund2: string;
let etf: string;

beforeAll(async () => {
  t = await assistantTestApp();
  const table = await t.services.metrics.get();
  // the biggest funds and ETF with a full year of history: figures exist for them
  const rows = [...table.rowOf.values()]
    .filter((r) => !Number.isNaN(table.numeric.return3y[r]!) && table.flags.isStrategy[r] === 0)
    .sort((a, b) => table.numeric.aumUsd[b]! - table.numeric.aumUsd[a]!);
  const ofType = (type: string) =>
    rows.filter((r) => table.text.productType[r] === type).map((r) => table.text.code[r]!);
  [fund, fund2] = ofType("fund") as [string, string];
  etf = ofType("etf")[0]!;
}, 120_000);
afterAll(() => t?.close());

/** Every output must satisfy its own contract (what the web's cards are typed by). */
function expectContract(name: ToolName, output: unknown) {
  const parsed = toolDefs[name].outputSchema.safeParse(output);
  expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
}

describe("tool schemas", () => {
  it("hands the AI SDK one schema per tool for every request, its JSON Schema the zod schema's", () => {
    const first = toolsFor(t.services, null, "en").tools;
    const second = toolsFor(t.services, null, "zh_TW").tools;
    for (const name of Object.keys(toolDefs) as ToolName[]) {
      const kept: FlexibleSchema<unknown> = first[name].inputSchema;
      const zod: FlexibleSchema<unknown> = toolDefs[name].inputSchema;
      expect(second[name].inputSchema).toBe(kept);
      expect(asSchema(kept).jsonSchema).toEqual(asSchema(zod).jsonSchema);
    }
  });
});

describe("tool contracts", () => {
  it.each([
    ["searchProducts", { query: "2800" }],
    ["screenProducts", { productType: "fund", filters: { riskLevels: [1, 2], maxTotalExpenseRatio: 0.01 } }],
    ["getProduct", { code: "ABC", view: "risk" }],
    ["compareProducts", { codes: ["A", "B"], period: "3Y" }],
    [
      "backtestPortfolio",
      {
        holdings: [
          { code: "A", weight: 60 },
          { code: "B", weight: 40 },
        ],
        rebalance: "annually",
      },
    ],
    ["getCuratedList", { list: "high_sharpe", productType: "etf" }],
    ["explainTerm", { term: "sharpe" }],
  ] as const)("%s input fixture parses", (name, input) => {
    expect(toolDefs[name].inputSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ["screenProducts", { productType: "bond", filters: {} }],
    ["screenProducts", { productType: "fund", filters: { riskLevels: [9] } }],
    ["compareProducts", { codes: ["A"] }],
    ["explainTerm", { term: "astrology" }],
  ] as const)("%s rejects a bad input fixture", (name, input) => {
    expect(toolDefs[name].inputSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    [
      "upgradeNeeded",
      { status: "upgradeNeeded", capability: "fundComparison", plan: "premium", currentPlan: "pro" },
    ],
    ["signInNeeded", { status: "signInNeeded" }],
    ["notFound", { status: "notFound", query: "ZZZ" }],
    [
      "quotaExceeded",
      { status: "quotaExceeded", capability: "aiAssistant", limit: 10, resetsAt: "2026-01-01T16:00:00.000Z" },
    ],
  ])("every tool's output accepts a %s refusal", (_, refusal) => {
    for (const name of Object.keys(toolDefs) as ToolName[])
      if ("outputSchema" in toolDefs[name]) expectContract(name, refusal);
  });
});

describe("tool executes on the small universe (Premium caller)", () => {
  const premium = async () => toolsFor(t.services, await t.claims("premium")).tools;

  it("searchProducts finds a product by its code, with its figures", async () => {
    const out = await run((await premium()).searchProducts, { query: fund });
    expectContract("searchProducts", out);
    expect(out.status).toBe("ok");
    expect(out.items[0].fundCode).toBe(fund);
    expect(out.items[0].matchedOn).toBe("code");
    const table = await t.services.metrics.get();
    expect(out.items[0].return1y).toBeCloseTo(table.numeric.return1y[table.rowOf.get(fund)!]!, 12);
  });

  it("searchProducts answers notFound for nonsense", async () => {
    const out = await run((await premium()).searchProducts, { query: "qqqqzzzzxxxx" });
    expect(out).toEqual({ status: "notFound", query: "qqqqzzzzxxxx" });
  });

  it("screenProducts answers matched N of M with the filters applied", async () => {
    const tools = await premium();
    const out = await run(tools.screenProducts, {
      productType: "fund",
      filters: { riskLevels: [1, 2] },
      sort: "fee_asc",
      limit: 5,
    });
    expectContract("screenProducts", out);
    expect(out.items).toHaveLength(5);
    expect(out.matched).toBeGreaterThan(5);
    expect(out.total).toBeGreaterThan(out.matched);
    expect(out).toMatchObject({ sort: "fee_asc", limit: 5, filters: { riskLevels: [1, 2] } });
    for (const item of out.items) expect([1, 2]).toContain(item.riskLevel);
    const fees = out.items.map((i: { totalExpenseRatio: number }) => i.totalExpenseRatio);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const all = await run(tools.screenProducts, { productType: "fund", filters: {} });
    expect(all.matched).toBe(all.total);
    expect(all.limit).toBe(10);
  });

  it("screenProducts refuses the advanced filters to Pro as the selector does, and keeps the basic ones", async () => {
    const pro = toolsFor(t.services, await t.claims("pro", "u-screen-pro")).tools;
    const refused = await run(pro.screenProducts, { productType: "fund", filters: { minSharpe1y: 1 } });
    expect(refused).toMatchObject({
      status: "upgradeNeeded",
      capability: "advancedFilters",
      plan: "premium",
    });
    const basic = await run(pro.screenProducts, { productType: "fund", filters: { riskLevels: [1, 2] } });
    expect(basic.status).toBe("ok");
  });

  it("an empty screen names the filter that empties it and shows the nearest with it relaxed", async () => {
    const tools = await premium();
    const out = await run(tools.screenProducts, {
      productType: "fund",
      filters: { assetClasses: ["Stock"], regions: ["global"], maxTotalExpenseRatio: 0.00001 },
      limit: 5,
    });
    expectContract("screenProducts", out);
    expect(out.matched).toBe(0);
    expect(out.items).toEqual([]);
    expect(out.relaxed).toMatchObject({ filter: "maxTotalExpenseRatio", sort: "fee_asc" });
    expect(out.relaxed.matched).toBeGreaterThan(0);
    expect(out.relaxed.items.length).toBeGreaterThan(0);
    for (const item of out.relaxed.items) {
      expect(item.assetClass).toBe("Stock");
      expect(item.region).toBe("global");
    }
    const fees = out.relaxed.items.map((i: { totalExpenseRatio: number }) => i.totalExpenseRatio);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    // a screen with results carries no relaxation
    const some = await run(tools.screenProducts, {
      productType: "fund",
      filters: { assetClasses: ["Stock"] },
    });
    expect(some.relaxed).toBeUndefined();
  });

  it("screenProducts answers invalid for a category the universe lacks", async () => {
    const out = await run((await premium()).screenProducts, {
      productType: "fund",
      filters: { categories: ["no-such-category"] },
    });
    expect(out).toMatchObject({ status: "invalid", field: "categories.0" });
  });

  it("getProduct gives key facts, figures and a thinned NAV series", async () => {
    const out = await run((await premium()).getProduct, { code: fund, view: "holdings" });
    expectContract("getProduct", out);
    expect(out.product.fundCode).toBe(fund);
    expect(out.navSeries.length).toBeLessThanOrEqual(260);
    expect(out.navSeries.at(-1)[1]).toBeCloseTo(out.product.nav, 10);
    expect(out.holdings).toBeDefined();
    expect(out.managers).toBeUndefined();
    const missing = await run((await premium()).getProduct, { code: "NOPE123" });
    expect(missing).toEqual({ status: "notFound", query: "NOPE123" });
  });

  it.each(["zh_TW", "zh_CN"] as const)("in %s the cards name the category in Chinese", async (lang) => {
    const claims = await t.claims("premium");
    const { tools } = toolsFor(t.services, claims, lang);
    const product = await run(tools.getProduct, { code: fund });
    expectContract("getProduct", product);
    expect(product.product.categoryName).toMatch(/\p{Script=Han}/u);
    const found = await run(tools.searchProducts, { query: fund });
    expectContract("searchProducts", found);
    expect(found.items[0].categoryName).toMatch(/\p{Script=Han}/u);
    // and in English, the English name
    const en = await run(toolsFor(t.services, claims, "en").tools.getProduct, { code: fund });
    expect(en.product.categoryName).not.toMatch(/\p{Script=Han}/u);
  });

  it("compareProducts gives figures per product and an overlay rebased to 100", async () => {
    const out = await run((await premium()).compareProducts, { codes: [fund, etf], period: "1Y" });
    expectContract("compareProducts", out);
    expect(out.products.map((p: { summary: { fundCode: string } }) => p.summary.fundCode)).toEqual([
      fund,
      etf,
    ]);
    for (const line of out.overlay) {
      expect(line.points[0][1]).toBeCloseTo(100, 10);
      expect(line.points.length).toBeLessThanOrEqual(260);
    }
    expect(out.products[0].figures.riskWindow).toBe("1Y");
    // the card switches 1Y / 3Y / 5Y locally: every window's figures (annualized past one year)
    // and overlay travel with the answer, each thinned like the main one
    expect(out.windows.map((w: { period: string }) => w.period)).toEqual(["1Y", "3Y", "5Y"]);
    const three = out.windows[1];
    expect(three.figures).toHaveLength(2);
    for (const f of three.figures) {
      expect(f.riskWindow).toBe("3Y");
      if (f.return !== null) expect(f.annualized).toBeCloseTo((1 + f.return) ** (1 / 3) - 1, 10);
      else expect(f.since).not.toBeNull();
    }
    for (const w of out.windows.slice(1))
      for (const line of w.overlay) {
        expect(line.points[0][1]).toBeCloseTo(100, 10);
        expect(line.points.length).toBeLessThanOrEqual(260);
      }
    expect(out.windows[0].overlay).toBeUndefined();
    // no benchmark asked: the first product's own (its series is held in the test universe)
    const table = await t.services.metrics.get();
    const ownCode = table.text.benchmark[table.rowOf.get(fund)!];
    const market = await t.services.backtest.data.market(table.version ?? "none");
    expect(ownCode && market.benchmarks.has(ownCode), "the fund's benchmark has a series").toBeTruthy();
    const lines = out.overlay.map((l: { kind: string; code: string }) => `${l.kind}:${l.code}`);
    expect(lines).toEqual([`product:${fund}`, `product:${etf}`, `benchmark:${ownCode}`]);
    for (const w of out.windows.slice(1)) expect(w.overlay.at(-1).code).toBe(ownCode);
    // a named benchmark wins
    const other = [...market.benchmarks.keys()].find((k) => k !== ownCode)!;
    const named = await run((await premium()).compareProducts, { codes: [fund, etf], benchmarks: [other] });
    expect(named.overlay.at(-1)).toMatchObject({ kind: "benchmark", code: other });
    expect(named.overlay).toHaveLength(3);
  });

  it("backtestPortfolio runs a mixed portfolio and gives a drawdown series", async () => {
    const out = await run((await premium()).backtestPortfolio, {
      holdings: [
        { code: fund, weight: 60 },
        { code: etf, weight: 40 },
      ],
      rebalance: "annually",
      monthlyContribution: 500,
    });
    expectContract("backtestPortfolio", out);
    expect(out.status).toBe("ok");
    expect(out.series.length).toBeLessThanOrEqual(260);
    expect(Math.max(...out.drawdownSeries.map((p: [string, number]) => p[1]))).toBeLessThanOrEqual(0);
    expect(Math.min(...out.drawdownSeries.map((p: [string, number]) => p[1]))).toBeCloseTo(
      -out.metrics.maxDrawdown,
      1,
    );
    expect(out.totalInvested).toBeGreaterThan(out.initialAmount);
  });

  it("buildPortfolio proposes the auto builder's portfolio with its backtest and a draft to save", async () => {
    const out = await run((await premium()).buildPortfolio, {
      riskLevel: 4,
      productType: "etf",
      amount: 500_000,
      years: 5,
      goal: "retirement",
    });
    expectContract("buildPortfolio", out);
    expect(out).toMatchObject({
      status: "ok",
      riskLevel: 4,
      riskLevelSource: "request",
      riskLevelName: "Growth",
    });
    expect(out.initialAmount).toBe(500_000);
    expect(out.series[0][1]).toBe(500_000);
    expect(out.series.length).toBeLessThanOrEqual(260);
    expect(out.holdings.reduce((s: number, h: { weight: number }) => s + h.weight, 0)).toBeCloseTo(100, 9);
    for (const h of out.holdings) expect(h.rationale).toContain(h.name);
    // the same proposal as the HTTP auto builder, and its draft saves as a portfolio
    const claims = await t.claims("premium");
    const auto = await t.services.portfolios.auto(
      claims.userId,
      { riskLevel: 4, productType: "etf", initialAmount: 500_000, years: 5, goal: "retirement" },
      "en",
    );
    expect(out.holdings.map((h: { code: string }) => h.code)).toEqual(auto.holdings.map((h) => h.fundCode));
    expect(out.draft).toEqual(auto.draft);
    const saved = await t.services.portfolios.create(
      claims.userId,
      "premium",
      { name: "From chat", ...out.draft },
      "en",
    );
    expect(saved.createMethod).toBe("auto");
    // no risk level asked: the default, said so
    const plain = await run((await premium()).buildPortfolio, {});
    expect(plain).toMatchObject({
      status: "ok",
      riskLevel: 3,
      riskLevelSource: "default",
      productType: "fund",
    });
    // anonymous callers are asked to sign in
    const anon = toolsFor(t.services, null).tools;
    expect(await run(anon.buildPortfolio, {})).toEqual({ status: "signInNeeded" });
  });

  it("backtestPortfolio refuses weights that do not add up to 100", async () => {
    const out = await run((await premium()).backtestPortfolio, {
      holdings: [
        { code: fund, weight: 60 },
        { code: fund2, weight: 30 },
      ],
    });
    expect(out).toMatchObject({ status: "invalid", field: "holdings" });
  });

  it("planWealth projects the auto builder's portfolio as the plan preview does, with a thinned fan", async () => {
    const claims = await t.claims("premium", "u-plan-wealth");
    const tools = toolsFor(t.services, claims).tools;
    const input = {
      goal: "retirement",
      targetAmount: 3_000_000,
      initialAmount: 500_000,
      years: 30,
      monthlyContribution: 5_000,
    };
    const out = await run(tools.planWealth, input);
    expectContract("planWealth", out);
    expect(out).toMatchObject({ status: "ok", goal: "retirement", riskLevel: 3, years: 30, paths: 10_000 });
    const preview = await t.services.planning.preview(
      claims.userId,
      { ...input, goal: "retirement", builder: "auto" },
      "en",
    );
    expect(out.successProbability).toBe(preview.analysis.successProbability);
    expect(out.expectedValue).toBe(preview.analysis.expectedValue);
    // 361 monthly points thinned to at most 121, keeping the first and the last month
    expect(out.percentiles.p50.length).toBeLessThanOrEqual(121);
    expect(out.percentiles.p50[0]).toEqual([0, 500_000]);
    expect(out.percentiles.p50.at(-1)).toEqual(preview.analysis.percentiles.p50.at(-1));
    // fractional years round to whole ones; a risk level is used as given
    const given = await run(tools.planWealth, { ...input, years: 9.6, riskLevel: 5 });
    expect(given).toMatchObject({ status: "ok", years: 10, riskLevel: 5 });
    // nothing to invest is refused with the field named
    const none = await run(tools.planWealth, { ...input, initialAmount: 0, monthlyContribution: 0 });
    expect(none).toMatchObject({ status: "invalid", field: "initialAmount" });
    // signed out: asked to sign in
    expect(await run(toolsFor(t.services, null).tools.planWealth, input)).toEqual({ status: "signInNeeded" });
  });

  it("generateReport writes the report through the reports service, stored among mine", async () => {
    const claims = await t.claims("premium", "u-report-tool");
    const table = await t.services.metrics.get();
    const code = table.text.code.find((c, row) => c && table.text.category[row])!;
    const out = await run(toolsFor(t.services, claims, "zh_TW").tools.generateReport, {
      code,
      audience: "adviser",
    });
    expectContract("generateReport", out);
    expect(out).toMatchObject({ status: "ok", code, audience: "adviser" });
    expect(out.markdown).toContain("免責聲明");
    const stored = await t.services.reports.get(claims.userId, out.id);
    expect(stored.markdown).toBe(out.markdown);
    // Pro has no AI reports: the upgrade refusal names Premium
    const pro = await t.claims("pro", "u-report-tool-pro");
    expect(
      await run(toolsFor(t.services, pro).tools.generateReport, { code, audience: "personal" }),
    ).toMatchObject({
      status: "upgradeNeeded",
      capability: "aiReport",
      plan: "premium",
    });
    expect(
      await run(toolsFor(t.services, claims).tools.generateReport, { code: "NOPE999", audience: "personal" }),
    ).toMatchObject({ status: "notFound" });
  });

  it("getCuratedList ranks a list in full for Premium", async () => {
    const out = await run((await premium()).getCuratedList, { list: "top_picks" });
    expectContract("getCuratedList", out);
    expect(out).toMatchObject({ status: "ok", productType: "fund" });
    expect(out.preview).toBeUndefined();
    expect(out.items.length).toBeGreaterThan(3);
    expect(out.items.map((i: { rank: number }) => i.rank)).toEqual(
      out.items.map((_: unknown, i: number) => i + 1),
    );
  });

  it("getNews answers a product's news, a ticker's products' news and the latest, as the news service does", async () => {
    const tools = await premium();
    const latest = await run(tools.getNews, { query: "latest" });
    expectContract("getNews", latest);
    const top = await t.services.news.top({ page: 1, pageSize: 8, lang: "en" });
    expect(latest).toEqual({ status: "ok", scope: "latest", total: top.total, items: top.items });
    expect(latest.items.length).toBe(8);
    const code = latest.items[0].products[0].fundCode as string;
    const mine = await run(tools.getNews, { code });
    expectContract("getNews", mine);
    expect(mine).toMatchObject({ status: "ok", scope: "product", code });
    expect(mine.total).toBeGreaterThan(0);
    for (const item of mine.items)
      expect(item.products.map((p: { fundCode: string }) => p.fundCode)).toContain(code);
    const table = await t.services.metrics.get();
    const symbol = table.text.symbol[table.rowOf.get(etf)!]!;
    const byTicker = await run(tools.getNews, { ticker: symbol });
    expectContract("getNews", byTicker);
    const viaService = await t.services.news.forProduct({
      ticker: symbol,
      page: 1,
      pageSize: 8,
      lang: "zh_TW",
    });
    expect(byTicker).toEqual({
      status: "ok",
      scope: "ticker",
      ticker: symbol,
      total: viaService.total,
      items: viaService.items,
    });
    expect(await run(tools.getNews, { code: "NOPE123" })).toEqual({ status: "notFound", query: "NOPE123" });
    expect(await run(toolsFor(t.services, null).tools.getNews, {})).toEqual({ status: "signInNeeded" });
  });

  it("manageWatchlist lists, adds (to Default or a named group it creates) and only prepares a removal", async () => {
    const claims = await t.claims("premium", "u-tool-watch");
    const { tools } = toolsFor(t.services, claims, "en");
    const empty = await run(tools.manageWatchlist, { action: "list" });
    expectContract("manageWatchlist", empty);
    expect(empty).toMatchObject({ status: "ok", action: "list", done: true });
    expect(empty.groups.map((g: { name: string; items: unknown[] }) => [g.name, g.items.length])).toEqual([
      ["Default", 0],
    ]);
    const added = await run(tools.manageWatchlist, { action: "add", code: fund });
    expectContract("manageWatchlist", added);
    expect(added).toMatchObject({
      status: "ok",
      done: true,
      code: fund,
      groupName: "Default",
      alreadyThere: false,
    });
    expect(added.product.fundCode).toBe(fund);
    expect((await run(tools.manageWatchlist, { action: "add", code: fund })).alreadyThere).toBe(true);
    const named = await run(tools.manageWatchlist, { action: "add", code: etf, group: "Income" });
    expect(named).toMatchObject({ status: "ok", done: true, groupName: "Income" });
    const income = await run(tools.manageWatchlist, { action: "list", group: "income" });
    expect(income.groups.map((g: { name: string }) => g.name)).toEqual(["Income"]);
    expect(income.groups[0].items[0].fundCode).toBe(etf);
    // a removal waits for the person: nothing is removed yet
    const remove = await run(tools.manageWatchlist, { action: "remove", code: fund });
    expectContract("manageWatchlist", remove);
    expect(remove).toMatchObject({
      status: "ok",
      action: "remove",
      done: false,
      code: fund,
      groupName: "Default",
    });
    expect(await t.services.watchlist.watchedCodes(claims.userId)).toContain(fund);
    expect(await run(tools.manageWatchlist, { action: "remove", code: fund2 })).toEqual({
      status: "notFound",
      query: fund2,
    });
    expect(await run(tools.manageWatchlist, { action: "list", group: "Nope" })).toEqual({
      status: "notFound",
      query: "Nope",
    });
    expect((await run(tools.manageWatchlist, { action: "add" })).status).toBe("invalid");
    expect(await run(tools.manageWatchlist, { action: "add", code: "NOPE123" })).toEqual({
      status: "notFound",
      query: "NOPE123",
    });
    expect(await run(toolsFor(t.services, null).tools.manageWatchlist, { action: "list" })).toEqual({
      status: "signInNeeded",
    });
  });

  it("getRiskAlerts answers a product's alerts and the watched products' alerts, as GET /v1/app/alerts", async () => {
    const claims = await t.claims("premium", "u-tool-alerts");
    const { tools } = toolsFor(t.services, claims, "en");
    const none = await run(tools.getRiskAlerts, {});
    expectContract("getRiskAlerts", none);
    expect(none).toEqual({ status: "ok", scope: "watchlist", total: 0, unread: 0, watched: 0, items: [] });
    const asOf = (await t.services.metrics.get()).asOf!;
    const rows = await t.deps.store.db.select().from(derivedAlerts).where(eq(derivedAlerts.asOf, asOf));
    const code = rows[0]!.code;
    const one = await run(tools.getRiskAlerts, { code });
    expectContract("getRiskAlerts", one);
    const page = await t.services.alerts.list(claims.userId, {
      fundCode: code,
      page: 1,
      pageSize: 10,
      lang: "en",
    });
    expect(one).toMatchObject({ status: "ok", scope: "product", code, total: page.total });
    expect(one.items).toEqual(page.items);
    const group = await t.services.watchlist.defaultGroup(claims.userId, "en");
    await t.services.watchlist.addItem(claims.userId, group.id, code, "en");
    const mine = await run(tools.getRiskAlerts, {});
    expect(mine).toMatchObject({ scope: "watchlist", watched: 1, total: page.total, unread: page.total });
    expect(await run(tools.getRiskAlerts, { code: "NOPE123" })).toEqual({
      status: "notFound",
      query: "NOPE123",
    });
  });

  it.each(["en", "zh_TW", "zh_CN"] as const)("explainTerm explains in %s", async (lang) => {
    const { tools } = toolsFor(t.services, null, lang);
    const out = await run(tools.explainTerm, { term: "max_drawdown" });
    expectContract("explainTerm", out);
    expect(out.title).not.toContain("glossary");
    expect(out.formula).toBeTruthy();
    const descriptive = await run(tools.explainTerm, { term: "aum" });
    expect(descriptive.formula).toBeNull();
  });
});

describe("entitlements", () => {
  it("anonymous callers may search and explain, and are asked to sign in for the rest", async () => {
    const { tools } = toolsFor(t.services, null);
    expect((await run(tools.searchProducts, { query: fund })).status).toBe("ok");
    expect((await run(tools.explainTerm, { term: "ter" })).status).toBe("ok");
    expect(await run(tools.getProduct, { code: fund })).toEqual({ status: "signInNeeded" });
    expect(await run(tools.screenProducts, { productType: "fund", filters: {} })).toEqual({
      status: "signInNeeded",
    });
    expect(await run(tools.compareProducts, { codes: [fund, etf] })).toEqual({ status: "signInNeeded" });
  });

  it("Pro is told to upgrade for comparisons and sees a Top Picks preview", async () => {
    const { tools } = toolsFor(t.services, await t.claims("pro", "u-pro-upgrade"));
    expect(await run(tools.compareProducts, { codes: [fund, etf] })).toEqual({
      status: "upgradeNeeded",
      capability: "fundComparison",
      plan: "premium",
      currentPlan: "pro",
    });
    const picks = await run(tools.getCuratedList, { list: "top_picks" });
    const premium = toolsFor(t.services, await t.claims("premium", "u-premium-picks")).tools;
    const whole = await run(premium.getCuratedList, { list: "top_picks" });
    // the tool shows Top Picks through the selection feature's one preview rule
    expect(picks).toEqual(previewTopPicks(whole, { plan: "pro", list: TOP_PICKS_LIST }));
    expect(picks.preview).toEqual({ rows: 3, capability: "topPicks" });
  });

  it("Pro's assistant quota counts messages, not tool calls, and lookups are free", async () => {
    const user = await t.claims("pro", "u-pro-quota");
    for (let message = 1; message <= 10; message++) {
      const { tools } = toolsFor(t.services, user);
      // two charged tools in one message count once
      expect((await run(tools.screenProducts, { productType: "fund", filters: {}, limit: 1 })).status).toBe(
        "ok",
      );
      expect((await run(tools.getCuratedList, { list: "high_sharpe" })).status).toBe("ok");
    }
    const { tools } = toolsFor(t.services, user);
    expect((await run(tools.getProduct, { code: fund })).status).toBe("ok");
    expect((await run(tools.searchProducts, { query: fund })).status).toBe("ok");
    const over = await run(tools.screenProducts, { productType: "fund", filters: {} });
    expect(over).toMatchObject({ status: "quotaExceeded", capability: "aiAssistant", limit: 10 });
    expectContract("screenProducts", over);
    // Premium has no daily quota
    const premium = toolsFor(t.services, await t.claims("premium", "u-premium-quota")).tools;
    for (let i = 0; i < 12; i++) {
      const fresh = toolsFor(t.services, await t.claims("premium", "u-premium-quota")).tools;
      expect((await run(fresh.screenProducts, { productType: "etf", filters: {}, limit: 1 })).status).toBe(
        "ok",
      );
    }
    expect((await run(premium.screenProducts, { productType: "etf", filters: {}, limit: 1 })).status).toBe(
      "ok",
    );
  });
});

describe("summaries of real tool outputs", () => {
  it.each(["en", "zh_TW", "zh_CN"] as const)("in %s state only numbers of the results", async (lang) => {
    const { tools } = toolsFor(t.services, await t.claims("premium"), lang);
    const calls = [
      ["searchProducts", { query: fund }],
      [
        "screenProducts",
        { productType: "fund", filters: { riskLevels: [3] }, sort: "return_1y_desc", limit: 5 },
      ],
      ["getProduct", { code: fund }],
      ["compareProducts", { codes: [fund, fund2], period: "3Y" }],
      [
        "backtestPortfolio",
        {
          holdings: [
            { code: fund, weight: 50 },
            { code: fund2, weight: 50 },
          ],
        },
      ],
      ["buildPortfolio", { riskLevel: 2 }],
      ["getCuratedList", { list: "high_sharpe" }],
      ["getNews", {}],
      ["manageWatchlist", { action: "add", code: fund }],
      ["manageWatchlist", { action: "list" }],
      ["getRiskAlerts", {}],
      ["getRiskAlerts", { code: fund2 }],
    ] as const;
    const outcomes = [];
    for (const [name, input] of calls)
      outcomes.push({ toolName: name, input, output: await run(tools[name], input) });
    const text = summarize(lang, outcomes);
    expect(text.split("\n\n").length).toBeGreaterThanOrEqual(7);
    expect(
      ungroundedNumbers(
        text,
        outcomes.map((o) => o.output),
      ),
    ).toEqual([]);
  });
});
