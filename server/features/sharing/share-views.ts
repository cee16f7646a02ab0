/**
 * The public views of a product and of a saved portfolio: a title, formatted key figures, a
 * small growth chart and the disclaimer, in the request's language. Only public facts go in:
 * product names and figures, the portfolio's name, holdings and backtest; never the owner.
 */
import type { ShareView } from "../../../shared/api/sharing";
import { type ApiLang, intlTagOf, messageLocaleOf } from "../../../shared/locales";
import { dateTimeFormat, numberFormat, translate } from "../../i18n";
import type { PortfolioService } from "../portfolios";
import { type ProductContext, productInfo, productPerformanceData, resolveProduct } from "../products";

/** A view loader: null when the item is not the caller's (or does not exist). */
export type ShareViewLoader = (userId: string, id: string, lang: ApiLang) => Promise<ShareView | null>;

/** Points on a share's chart (a poster and a phone screen need no more). */
const CHART_POINTS = 180;

export function formatters(lang: ApiLang) {
  const tag = intlTagOf[messageLocaleOf[lang]];
  const pct = numberFormat(tag, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const plainPct = numberFormat(tag, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const ratio = numberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const date = dateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  const dash = "—";
  return {
    pct: (x: number | null | undefined) => (x == null || !Number.isFinite(x) ? dash : pct.format(x)),
    plainPct: (x: number | null | undefined) =>
      x == null || !Number.isFinite(x) ? dash : plainPct.format(x),
    ratio: (x: number | null | undefined) => (x == null || !Number.isFinite(x) ? dash : ratio.format(x)),
    date: (iso: string | null | undefined) =>
      iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? date.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : dash,
  };
}

/** Every n-th point, the last always kept, so a long series draws the same shape. */
export function thin(points: Array<[string, number]>, max = CHART_POINTS): Array<[string, number]> {
  if (points.length <= max) return points;
  const step = (points.length - 1) / (max - 1);
  const out: Array<[string, number]> = [];
  for (let i = 0; i < max; i++) out.push(points[Math.round(i * step)]!);
  return out;
}

const disclaimer = (lang: ApiLang) => translate(lang, "sharing:view.disclaimer");

/** A product (fund or ETF) by its code, for anyone: its three-year picture. */
export async function fundShareView(
  products: ProductContext,
  code: string,
  lang: ApiLang,
): Promise<ShareView> {
  const p = await resolveProduct(products, { fundCode: code });
  const [info, perf] = await Promise.all([
    productInfo(products, p, lang),
    productPerformanceData(products, p, { period: "3Y" }),
  ]);
  const f = formatters(lang);
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(lang, key, params);
  const risk3 = perf.risk["3Y"];
  const base = perf.series[0]?.[2];
  const chart = base
    ? thin(perf.series.map(([d, , tri]) => [d, (tri / base) * 100] as [string, number]))
    : [];
  return {
    kind: "fund",
    title: info.name,
    subtitle: t("sharing:view.fundSubtitle", {
      code: info.fundCode,
      category: info.categoryName ?? info.assetClass ?? "",
      currency: info.currency,
    }),
    figures: [
      { label: t("sharing:view.figures.return1Y"), value: f.pct(perf.periods["1Y"].return) },
      { label: t("sharing:view.figures.return3YAnn"), value: f.pct(perf.periods["3Y"].annualized) },
      { label: t("sharing:view.figures.volatility3Y"), value: f.plainPct(risk3?.volatility) },
      { label: t("sharing:view.figures.maxDrawdown3Y"), value: f.plainPct(risk3?.maxDrawdown) },
      { label: t("sharing:view.figures.sharpe3Y"), value: f.ratio(risk3?.sharpe) },
      {
        label: t("sharing:view.figures.riskLevel"),
        value:
          info.riskLevel === null
            ? t("sharing:view.figures.noRating")
            : t("sharing:view.riskLevel", { level: String(info.riskLevel) }),
      },
    ],
    ...(chart.length > 1 ? { chart, chartLabel: t("sharing:view.growthChart") } : {}),
    disclaimer: disclaimer(lang),
  };
}

/** A saved portfolio of its owner (another user's or an unknown one: null). */
export function portfolioShareView(portfolios: PortfolioService): ShareViewLoader {
  return async (userId, id, lang) => {
    let detail: Awaited<ReturnType<PortfolioService["detail"]>>;
    try {
      detail = await portfolios.detail(userId, id, lang);
    } catch (err) {
      if ((err as { errorName?: string }).errorName === "notFound") return null;
      throw err;
    }
    const { portfolio, backtest } = detail;
    const f = formatters(lang);
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
      translate(lang, key, params);
    const m = backtest.metrics;
    const currency = portfolio.settings.baseCurrency;
    const rows = [...portfolio.holdings]
      .sort((a, b) => b.weight - a.weight)
      .map((h) => `| ${(h.fundName ?? h.fundCode).replace(/\|/g, "/")} | ${f.plainPct(h.weight / 100)} |`);
    const markdown = [
      `### ${t("sharing:view.holdings")}`,
      "",
      `| ${t("sharing:view.product")} | ${t("sharing:view.weight")} |`,
      "| --- | ---: |",
      ...rows,
    ].join("\n");
    const chart = thin(backtest.series.map(([d, v]) => [d, v] as [string, number]));
    return {
      kind: "portfolio",
      title: portfolio.name,
      subtitle: t("sharing:view.portfolioSubtitle", {
        count: String(portfolio.holdings.length),
        currency,
        start: f.date(backtest.startDate),
        end: f.date(backtest.endDate),
      }),
      figures: [
        { label: t("sharing:view.figures.cumulative"), value: f.pct(backtest.timeWeightedReturn.cumulative) },
        { label: t("sharing:view.figures.annualized"), value: f.pct(backtest.timeWeightedReturn.annualized) },
        { label: t("sharing:view.figures.volatility"), value: f.plainPct(m?.volatility) },
        { label: t("sharing:view.figures.maxDrawdown"), value: f.plainPct(m?.maxDrawdown) },
        { label: t("sharing:view.figures.sharpe"), value: f.ratio(m?.sharpe) },
      ],
      ...(chart.length > 1 ? { chart, chartLabel: t("sharing:view.valueChart", { currency }) } : {}),
      markdown,
      disclaimer: disclaimer(lang),
    };
  };
}

/**
 * A report share: the owner's stored AI report (its title, key figures, calendar-year chart and
 * text) with the disclaimer; another user's or an unknown report is null (404).
 */
export function reportShareView(
  reports: (
    userId: string,
    id: string,
    lang: ApiLang,
  ) => Promise<Omit<ShareView, "kind" | "disclaimer" | "chartLabel"> | null>,
): ShareViewLoader {
  return async (userId, id, lang) => {
    const view = await reports(userId, id, lang);
    return view ? { ...view, kind: "report", disclaimer: disclaimer(lang) } : null;
  };
}
