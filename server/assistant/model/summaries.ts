/**
 * Step 2 of the built-in engine: a short summary of the tool results, in the user's language,
 * from templates in locales/<locale>/assistant.json (`summary.*`). Every figure is read from a
 * result and rendered by format.ts: a summary never states a number the results do not hold.
 */
import type { ApiLang } from "../../../shared/locales";
import { isRegisteredTool, type ToolName, toolDefs } from "../../../shared/tools";
import type { ChatToolOutput } from "../../../shared/tools/chat";
import type { ToolRefusal } from "../../../shared/tools/common";
import { translate } from "../../i18n";
import { fixed, money, percent, whole } from "./format";
import type { ToolOutcome } from "./prompt-reading";

type Ok<K extends ToolName> = Extract<ChatToolOutput<K>, { status: "ok" }>;
type T = (key: string, params?: Record<string, string>) => string;

const translator =
  (lang: ApiLang): T =>
  (key, params) =>
    translate(lang, `assistant:${key}`, params);

/** The facts that exist, joined by the locale's separator. */
function facts(t: T, items: Array<[string, Record<string, string>] | null>): string {
  return items
    .filter((x): x is [string, Record<string, string>] => x !== null)
    .map(([key, params]) => t(`summary.fact.${key}`, params))
    .join(t("summary.separator"));
}
const fact = (key: string, value: number | null | undefined, render: (v: number) => string, extra = {}) =>
  value === null || value === undefined
    ? null
    : ([key, { value: render(value), ...extra }] as [string, Record<string, string>]);

const summarizers: { [K in ToolName]: (t: T, out: Ok<K>) => string } = {
  searchProducts: (t, o) =>
    t("summary.searchProducts", {
      count: whole(o.items.length),
      query: o.query,
      name: o.items[0]!.fundName,
      code: o.items[0]!.fundCode,
    }),
  screenProducts: (t, o) => {
    const type = t(`productTypes.${o.productType}`);
    const first = o.items[0];
    if (!first) return t("summary.screenProductsNone", { total: whole(o.total), type });
    return `${t("summary.screenProducts", {
      matched: whole(o.matched),
      total: whole(o.total),
      type,
      count: whole(o.items.length),
      name: first.fundName,
      code: first.fundCode,
    })} ${t("summary.pastPerformance")}`;
  },
  getProduct: (t, o) => {
    const p = o.product;
    const risk = o.risk["1Y"];
    const line = facts(t, [
      p.nav !== null && p.navDate
        ? ["nav", { value: fixed(p.nav, 4), currency: p.currency, date: p.navDate }]
        : null,
      fact("return", o.periods["1Y"].return, percent, { period: t("periods.1Y") }),
      fact("volatility", risk?.volatility, percent),
      fact("maxDrawdown", risk?.maxDrawdown, percent),
      fact("ter", p.fees.totalExpenseRatio, percent),
      fact("riskLevel", p.riskLevel, whole),
    ]);
    const head = t("summary.getProduct", { name: p.name, code: p.fundCode });
    return `${head}${line ? `: ${line}.` : "."} ${t("summary.pastPerformance")}`;
  },
  compareProducts: (t, o) => {
    const period = t(`periods.${o.period}`);
    const rows = o.products
      .filter((r) => r.figures.return !== null)
      .map((r) => t("summary.compareRow", { name: r.summary.fundName, value: percent(r.figures.return!) }));
    if (rows.length === 0) return t("summary.pastPerformance");
    const best = o.products.reduce((a, b) =>
      (b.figures.return ?? -Infinity) > (a.figures.return ?? -Infinity) ? b : a,
    );
    return [
      t("summary.compareProducts", { period, rows: rows.join(t("summary.separator")) }),
      t("summary.compareBest", { period, name: best.summary.fundName }),
      t("summary.pastPerformance"),
    ].join(" ");
  },
  backtestPortfolio: (t, o) => {
    const head =
      o.startDate && o.endDate && o.finalValue !== null
        ? t("summary.backtestPortfolio", {
            start: o.startDate,
            end: o.endDate,
            initial: money(o.initialAmount),
            final: money(o.finalValue),
          })
        : "";
    const m = o.metrics;
    const line = facts(t, [
      fact("cumulative", m?.cumulativeReturn, percent),
      fact("annualized", m?.annualizedReturn, percent),
      fact("maxDrawdown", m?.maxDrawdown, percent),
      fact("sharpe", m?.sharpe, (v) => fixed(v)),
    ]);
    return [head, line ? `${line}.` : "", t("summary.pastPerformance")].filter(Boolean).join(" ");
  },
  getCuratedList: (t, o) => {
    const list = t(`lists.${o.list}`);
    const type = t(`productTypes.${o.productType}`);
    const first = o.items[0];
    if (!first) return t("summary.getCuratedListEmpty", { list, type });
    const text = t("summary.getCuratedList", {
      list,
      type,
      count: whole(o.items.length),
      name: first.fundName,
      code: first.fundCode,
    });
    return o.preview && o.previewRows !== null
      ? `${text} ${t("summary.getCuratedListPreview", { rows: whole(o.previewRows) })}`
      : text;
  },
  explainTerm: (t, o) => t("summary.explainTerm", { title: o.title }),
};

function refusalText(t: T, toolName: ToolName, r: ToolRefusal): string {
  const tool = t(`tools.${toolName}`);
  switch (r.status) {
    case "signInNeeded":
      return t("refusal.signInNeeded", { tool });
    case "upgradeNeeded":
      return t("refusal.upgradeNeeded", { tool: capitalize(tool), plan: t(`plans.${r.plan}`) });
    case "quotaExceeded":
      return t("refusal.quotaExceeded", { limit: whole(r.limit) });
    case "notFound":
      return t("refusal.notFound", { query: r.query });
    case "invalid":
      return t("refusal.invalid", { message: r.message });
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
  const disclaimer = t("summary.pastPerformance");
  const seen = new Set<string>();
  return lines
    .map((l) => (l.includes(disclaimer) ? l.replace(disclaimer, "").trim() : l))
    .filter((l) => l && !seen.has(l) && seen.add(l))
    .concat(lines.some((l) => l.includes(disclaimer)) ? [disclaimer] : [])
    .join("\n\n");
}
