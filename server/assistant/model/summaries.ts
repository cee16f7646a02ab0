/**
 * Step 2 of the built-in engine: a short summary of the tool results, in the user's language,
 * from templates in locales/<locale>/assistant.json (`summary.*`). Every figure is read from a
 * result and rendered by format.ts: a summary never states a number the results do not hold.
 */

import { macroAssetLabels, macroHorizonLabels, macroLevelLabel } from "../../../shared/api/macro-labels";
import { criteriaFieldLabels } from "../../../shared/api/selection-labels";
import { annualizedPeriods, type Period } from "../../../shared/domain/period";
import type { ProductType } from "../../../shared/domain/product";
import type { Plan } from "../../../shared/entitlements";
import type { ApiLang } from "../../../shared/locales";
import type { MessageKey } from "../../../shared/messages";
import { isRegisteredTool, type ToolName, toolDefs } from "../../../shared/tools";
import type { ChatToolOutput } from "../../../shared/tools/chat";
import type { ToolRefusal } from "../../../shared/tools/common";
import type { AssistantListId } from "../../../shared/tools/get-curated-list";
import { translate } from "../../i18n";
import { fixed, money, percent, whole } from "./format";
import type { ToolOutcome } from "./prompt-reading";

type Ok<K extends ToolName> = Extract<ChatToolOutput<K>, { status: "ok" }>;
/** Summaries are written in the assistant's words; filter names are the selectors' (one set of words). */
type Key = MessageKey<"assistant"> | MessageKey<"selection"> | MessageKey<"macro">;
type T = (key: Key, params?: Record<string, string>) => string;

const translator =
  (lang: ApiLang): T =>
  (key, params) =>
    translate(lang, key, params);

const productTypeNames = {
  fund: "assistant:productTypes.fund",
  etf: "assistant:productTypes.etf",
} as const satisfies Record<ProductType, Key>;

const periodNames = {
  "7D": "assistant:periods.7D",
  YTD: "assistant:periods.YTD",
  "1M": "assistant:periods.1M",
  "3M": "assistant:periods.3M",
  "6M": "assistant:periods.6M",
  "1Y": "assistant:periods.1Y",
  "3Y": "assistant:periods.3Y",
  "5Y": "assistant:periods.5Y",
  "10Y": "assistant:periods.10Y",
  SI: "assistant:periods.SI",
} as const satisfies Record<Period, Key>;

const listNames = {
  top_picks: "assistant:lists.top_picks",
  top_excess_return_1y: "assistant:lists.top_excess_return_1y",
  top_inflow_1y: "assistant:lists.top_inflow_1y",
  stable_7d_yield: "assistant:lists.stable_7d_yield",
  top_annualized_1y: "assistant:lists.top_annualized_1y",
  fast_rebound: "assistant:lists.fast_rebound",
  short_term_bond: "assistant:lists.short_term_bond",
  high_sharpe: "assistant:lists.high_sharpe",
} as const satisfies Record<AssistantListId, Key>;

/** Each registered tool's name in the user's language. */
export const toolNames = {
  searchProducts: "assistant:tools.searchProducts",
  screenProducts: "assistant:tools.screenProducts",
  getProduct: "assistant:tools.getProduct",
  compareProducts: "assistant:tools.compareProducts",
  backtestPortfolio: "assistant:tools.backtestPortfolio",
  buildPortfolio: "assistant:tools.buildPortfolio",
  getCuratedList: "assistant:tools.getCuratedList",
  getNews: "assistant:tools.getNews",
  getRiskAlerts: "assistant:tools.getRiskAlerts",
  manageWatchlist: "assistant:tools.manageWatchlist",
  planWealth: "assistant:tools.planWealth",
  getMacroOutlook: "assistant:tools.getMacroOutlook",
  explainTerm: "assistant:tools.explainTerm",
  generateReport: "assistant:tools.generateReport",
} as const satisfies Record<ToolName, Key>;

const planNames = {
  anonymous: "assistant:plans.anonymous",
  pro: "assistant:plans.pro",
  premiumTrial: "assistant:plans.premiumTrial",
  premium: "assistant:plans.premium",
  enterprise: "assistant:plans.enterprise",
} as const satisfies Record<Plan, Key>;

const isAnnualized = (period: Period) => (annualizedPeriods as readonly Period[]).includes(period);

/**
 * A fact that depends on a window names it: a product's trailing figures their window
 * (`{{period}}`, `{{window}}`), a backtest's figures "over the period".
 */
type Fact = [Key, Record<string, string>];

/** The facts that exist, joined by the locale's separator. */
function facts(t: T, items: Array<Fact | null>): string {
  return items
    .filter((x): x is Fact => x !== null)
    .map(([key, params]) => t(key, params))
    .join(t("assistant:summary.separator"));
}
const fact = (
  key: Key,
  value: number | null | undefined,
  render: (v: number) => string,
  extra = {},
): Fact | null => (value === null || value === undefined ? null : [key, { value: render(value), ...extra }]);

const summarizers: { [K in ToolName]: (t: T, out: Ok<K>) => string } = {
  searchProducts: (t, o) =>
    t("assistant:summary.searchProducts", {
      count: whole(o.items.length),
      query: o.query,
      name: o.items[0]!.fundName,
      code: o.items[0]!.fundCode,
    }),
  screenProducts: (t, o) => {
    const type = t(productTypeNames[o.productType]);
    const first = o.items[0];
    const nearest = o.relaxed?.items[0];
    if (!first && o.relaxed && nearest)
      return `${t("assistant:summary.screenProductsRelaxed", {
        total: whole(o.total),
        type,
        filter: t(criteriaFieldLabels[o.relaxed.filter]),
        matched: whole(o.relaxed.matched),
        name: nearest.fundName,
        code: nearest.fundCode,
      })} ${t("assistant:summary.pastPerformance")}`;
    if (!first) return t("assistant:summary.screenProductsNone", { total: whole(o.total), type });
    return `${t("assistant:summary.screenProducts", {
      matched: whole(o.matched),
      total: whole(o.total),
      type,
      count: whole(o.items.length),
      name: first.fundName,
      code: first.fundCode,
    })} ${t("assistant:summary.pastPerformance")}`;
  },
  getProduct: (t, o) => {
    const p = o.product;
    const risk = o.risk["1Y"];
    const line = facts(t, [
      p.nav !== null && p.navDate
        ? ["assistant:summary.fact.nav", { value: fixed(p.nav, 4), currency: p.currency, date: p.navDate }]
        : null,
      fact("assistant:summary.fact.return", o.periods["1Y"].return, percent, {
        period: t(periodNames["1Y"]),
      }),
      fact("assistant:summary.fact.volatility", risk?.volatility, percent, { window: t(periodNames["1Y"]) }),
      fact("assistant:summary.fact.maxDrawdown", risk?.maxDrawdown, percent, {
        window: t(periodNames["1Y"]),
      }),
      fact("assistant:summary.fact.ter", p.fees.totalExpenseRatio, percent),
      fact("assistant:summary.fact.riskLevel", p.riskLevel, whole),
    ]);
    const head = t("assistant:summary.getProduct", { name: p.name, code: p.fundCode });
    return `${head}${line ? `: ${line}.` : "."} ${t("assistant:summary.pastPerformance")}`;
  },
  compareProducts: (t, o) => {
    const period = t(periodNames[o.period]);
    const rows = o.products
      .filter((r) => r.figures.return !== null)
      .map((r) =>
        // past one year a cumulative return is read with its yearly rate beside it
        r.figures.annualized !== null && isAnnualized(o.period)
          ? t("assistant:summary.compareRowAnnualized", {
              name: r.summary.fundName,
              value: percent(r.figures.return!),
              annualized: percent(r.figures.annualized),
            })
          : t("assistant:summary.compareRow", {
              name: r.summary.fundName,
              value: percent(r.figures.return!),
            }),
      );
    if (rows.length === 0) return t("assistant:summary.pastPerformance");
    const best = o.products.reduce((a, b) =>
      (b.figures.return ?? -Infinity) > (a.figures.return ?? -Infinity) ? b : a,
    );
    return [
      t("assistant:summary.compareProducts", { period, rows: rows.join(t("assistant:summary.separator")) }),
      t("assistant:summary.compareBest", { period, name: best.summary.fundName }),
      t("assistant:summary.pastPerformance"),
    ].join(" ");
  },
  backtestPortfolio: (t, o) => {
    const head =
      o.startDate && o.endDate && o.finalValue !== null
        ? t("assistant:summary.backtestPortfolio", {
            start: o.startDate,
            end: o.endDate,
            initial: money(o.initialAmount),
            final: money(o.finalValue),
          })
        : "";
    const m = o.metrics;
    const line = facts(t, [
      // every figure is over the backtest's own window (from start to end), never a trailing year
      fact("assistant:summary.fact.periodCumulative", m?.cumulativeReturn, percent),
      fact("assistant:summary.fact.periodAnnualized", m?.annualizedReturn, percent),
      fact("assistant:summary.fact.periodMaxDrawdown", m?.maxDrawdown, percent),
      fact("assistant:summary.fact.periodSharpe", m?.sharpe, (v) => fixed(v)),
    ]);
    return [head, line ? `${line}.` : "", t("assistant:summary.pastPerformance")].filter(Boolean).join(" ");
  },
  getCuratedList: (t, o) => {
    const list = t(listNames[o.list]);
    const type = t(productTypeNames[o.productType]);
    const first = o.items[0];
    if (!first) return t("assistant:summary.getCuratedListEmpty", { list, type });
    const text = t("assistant:summary.getCuratedList", {
      list,
      type,
      count: whole(o.items.length),
      name: first.fundName,
      code: first.fundCode,
    });
    return o.preview
      ? `${text} ${t("assistant:summary.getCuratedListPreview", { rows: whole(o.preview.rows) })}`
      : text;
  },
  getNews: (t, o) => {
    const subject =
      o.scope === "product"
        ? (o.items[0]?.products.find((p) => p.fundCode === o.code)?.fundName ?? o.code ?? "")
        : o.scope === "ticker"
          ? (o.ticker ?? "")
          : t("assistant:summary.getNewsLatest");
    const latest = o.items[0];
    if (!latest) return t("assistant:summary.getNewsNone", { subject });
    return t("assistant:summary.getNews", {
      subject,
      total: whole(o.total),
      date: latest.date,
    });
  },
  getRiskAlerts: (t, o) => {
    if (o.scope === "watchlist" && o.watched === 0) return t("assistant:summary.getRiskAlertsEmpty");
    const subject =
      o.scope === "product"
        ? (o.items[0]?.product?.fundName ?? o.code ?? "")
        : t("assistant:summary.getRiskAlertsWatchlist");
    const latest = o.items[0];
    if (!latest) return t("assistant:summary.getRiskAlertsNone", { subject });
    return t("assistant:summary.getRiskAlerts", {
      subject,
      total: whole(o.total),
      unread: whole(o.unread),
      date: latest.date,
      title: latest.title,
    });
  },
  manageWatchlist: (t, o) => {
    if (o.action === "list")
      return t("assistant:summary.manageWatchlistList", {
        rows: o.groups
          .map((g) =>
            t("assistant:summary.manageWatchlistRow", { group: g.name, count: whole(g.items.length) }),
          )
          .join(t("assistant:summary.separator")),
      });
    const params = { name: o.product?.fundName ?? o.code ?? "", group: o.groupName ?? "" };
    if (o.action === "remove") return t("assistant:summary.manageWatchlistRemove", params);
    return t(
      o.alreadyThere ? "assistant:summary.manageWatchlistAlready" : "assistant:summary.manageWatchlistAdded",
      params,
    );
  },
  buildPortfolio: (t, o) => {
    // weights are on the card (percent figures, which the grounding reads as ratios)
    const rows = o.holdings.map((h) => t("assistant:summary.buildPortfolioRow", { name: h.name }));
    const head = t("assistant:summary.buildPortfolio", {
      level: o.riskLevelName,
      count: whole(o.holdings.length),
      rows: rows.join(t("assistant:summary.separator")),
    });
    const source =
      o.riskLevelSource === "twin"
        ? t("assistant:summary.buildPortfolioTwin", { level: o.riskLevelName })
        : o.riskLevelSource === "default"
          ? t("assistant:summary.buildPortfolioDefault", { level: o.riskLevelName })
          : "";
    const m = o.metrics;
    const line = facts(t, [
      fact("assistant:summary.fact.periodAnnualized", m?.annualizedReturn, percent),
      fact("assistant:summary.fact.periodMaxDrawdown", m?.maxDrawdown, percent),
    ]);
    return [head, source, line ? `${line}.` : "", t("assistant:summary.pastPerformance")]
      .filter(Boolean)
      .join(" ");
  },
  planWealth: (t, o) =>
    `${t("assistant:summary.planWealth", {
      years: whole(o.years),
      target: money(o.targetAmount),
      probability: percent(o.successProbability),
      paths: whole(o.paths),
      median: money(o.expectedValue),
    })} ${t("assistant:summary.planWealthCaveat")}`,
  getMacroOutlook: (t, o) => {
    const r = o.trackRecord;
    const record = {
      count: whole(r.months),
      rate: r.hitRate === null ? "—" : percent(r.hitRate),
      positive: r.baselines.alwaysPositive === null ? "—" : percent(r.baselines.alwaysPositive),
      momentum: r.baselines.momentum === null ? "—" : percent(r.baselines.momentum),
    };
    if (o.locked) return t("assistant:summary.getMacroOutlookLocked", record);
    const views = o.views
      .map((v) =>
        t("assistant:summary.getMacroOutlookRow", {
          asset: t(macroAssetLabels[v.assetId]),
          horizon: t(macroHorizonLabels[v.horizon]),
          label: t(macroLevelLabel(v.view)),
        }),
      )
      .join(t("assistant:summary.separator"));
    return t("assistant:summary.getMacroOutlook", { month: o.month ?? "", views, ...record });
  },
  explainTerm: (t, o) => t("assistant:summary.explainTerm", { title: o.title }),
  // names the report only: its figures stay behind the card's disclaimer checkbox
  generateReport: (t, o) =>
    t("assistant:summary.generateReport", {
      audience: t(
        o.audience === "adviser"
          ? "assistant:summary.reportAudience.adviser"
          : "assistant:summary.reportAudience.personal",
      ),
      name: o.name,
      code: o.code,
    }),
};

function refusalText(t: T, toolName: ToolName, r: ToolRefusal): string {
  const tool = t(toolNames[toolName]);
  switch (r.status) {
    case "signInNeeded":
      return t("assistant:refusal.signInNeeded", { tool });
    case "upgradeNeeded":
      return t("assistant:refusal.upgradeNeeded", { tool: capitalize(tool), plan: t(planNames[r.plan]) });
    case "quotaExceeded":
      return r.capability === "aiReport"
        ? t("assistant:refusal.reportQuotaExceeded", { limit: whole(r.limit) })
        : t("assistant:refusal.quotaExceeded", { limit: whole(r.limit) });
    case "notFound":
      return t("assistant:refusal.notFound", { query: r.query });
    case "invalid":
      return t("assistant:refusal.invalid", { message: r.message });
  }
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One paragraph per tool result, in call order; results that do not parse are left out. */
export function summarize(lang: ApiLang, outcomes: readonly ToolOutcome[]): string {
  const t = translator(lang);
  const lines: string[] = [];
  for (const { toolName, output } of outcomes) {
    if (!isRegisteredTool(toolName)) continue;
    const parsed = toolDefs[toolName].outputSchema.safeParse(output);
    if (!parsed.success) continue;
    const value = parsed.data;
    if (value.status === "ok") {
      const summarize = summarizers[toolName] as (t: T, out: typeof value) => string;
      lines.push(summarize(t, value));
    } else lines.push(refusalText(t, toolName, value));
  }
  // one disclaimer is enough however many results discussed returns
  const disclaimer = t("assistant:summary.pastPerformance");
  const seen = new Set<string>();
  return lines
    .map((l) => (l.includes(disclaimer) ? l.replace(disclaimer, "").trim() : l))
    .filter((l) => l && !seen.has(l) && seen.add(l))
    .concat(lines.some((l) => l.includes(disclaimer)) ? [disclaimer] : [])
    .join("\n\n");
}
