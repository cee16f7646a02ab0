/**
 * The built-in writer: the report's Markdown from its facts, in the request's language. The
 * section layout is the audience's template in prompts/ (report-personal.md, report-adviser.md);
 * the sentences are the `reports` messages of locales/, filled with the facts as format.ts
 * writes them. Nothing else goes into the text, so it passes the grounding check by design.
 */
import { readFileSync } from "node:fs";
import type { ReportFacts } from "../../../shared/api/reports";
import type { ReportAudience } from "../../../shared/domain/assistant";
import type { ApiLang } from "../../../shared/locales";
import type { MessageKey } from "../../../shared/messages";
import { namespaceStrings, translate } from "../../i18n";
import { fromRoot } from "../../paths";
import { decimal, integer, percent } from "./format";
import { headingKeys, suitsKeys } from "./labels";

const templates = new Map<ReportAudience, string>();
export function reportTemplate(audience: ReportAudience): string {
  let text = templates.get(audience);
  if (!text) {
    text = readFileSync(fromRoot("prompts", `report-${audience}.md`), "utf8");
    templates.set(audience, text);
  }
  return text;
}

/** The fixed copy of a report in `lang`: its messages and the period labels it prints. */
export const fixedCopy = (lang: ApiLang): string[] => [
  ...namespaceStrings(lang, "reports"),
  "7D YTD 1M 3M 6M 1Y 3Y 5Y 10Y SI",
];

export function reportTitle(facts: ReportFacts, lang: ApiLang): string {
  const key = facts.audience === "adviser" ? "reports:titleAdviser" : "reports:title";
  return translate(lang, key, { name: facts.product.name });
}

export function composeReport(facts: ReportFacts, lang: ApiLang): string {
  const t = (key: MessageKey<"reports">, params?: Record<string, string>) => translate(lang, key, params);
  const na = t("reports:text.na");
  const pct = (v: number | null) => (v === null ? na : percent(v));
  const dec = (v: number | null) => (v === null ? na : decimal(v));
  const list = (items: string[]) => items.map((i) => `- ${i}`).join("\n");
  const { product, performance, risk, factors, holdings, fees, alerts } = facts;
  const r1y = performance.periods.find((p) => p.period === "1Y");

  const summary = [
    t(product.categoryName ? "reports:text.summary" : "reports:text.summaryNoCategory", {
      name: product.name,
      code: product.code,
      currency: product.currency,
      productType: t(
        product.productType === "etf" ? "reports:productTypes.etf" : "reports:productTypes.fund",
      ),
      category: product.categoryName ?? "",
      company: product.company ?? na,
      asOf: facts.dataAsOf ?? na,
    }),
  ];
  if (r1y?.return !== null && r1y?.return !== undefined)
    summary.push(t("reports:text.summaryReturn", { r1y: pct(r1y.return), cat1y: pct(r1y.categoryAverage) }));

  const perf = [
    list(
      performance.periods
        .filter((p) => p.return !== null)
        .map((p) =>
          t("reports:text.periodRow", {
            period: p.period,
            ret: pct(p.return),
            cat: pct(p.categoryAverage),
            quartile: p.quartile ? t("reports:text.quartile", { q: String(p.quartile) }) : "",
          }),
        ),
    ),
  ];
  const vb = performance.versusBenchmark;
  perf.push(
    vb && product.benchmarkName
      ? t("reports:text.benchmark", {
          benchmark: product.benchmarkName,
          window: vb.window,
          alpha: pct(vb.alpha),
          beta: dec(vb.beta),
          te: pct(vb.trackingError),
          ir: dec(vb.informationRatio),
        })
      : t("reports:text.noBenchmark"),
  );

  const years = list(
    performance.calendarYears.map((y) =>
      t("reports:text.yearRow", {
        year: String(y.year),
        ret: pct(y.return),
        cat: pct(y.categoryAverage),
        partial: y.partial ? t("reports:text.partial") : "",
      }),
    ),
  );

  const riskText: string[] = [];
  if (risk.window && risk.volatility !== null) {
    riskText.push(
      t("reports:text.riskWindow", {
        window: risk.window,
        vol: pct(risk.volatility),
        sharpe: dec(risk.sharpe),
        mdd: pct(risk.maxDrawdown),
      }),
    );
    if (risk.peakDate && risk.troughDate)
      riskText.push(t("reports:text.drawdownDates", { peak: risk.peakDate, trough: risk.troughDate }));
    if (risk.recoveryDate && risk.repairDays !== null)
      riskText.push(
        t("reports:text.repaired", { recovery: risk.recoveryDate, days: integer(risk.repairDays) }),
      );
    else if (risk.maxDrawdown !== null && risk.maxDrawdown !== 0)
      riskText.push(t("reports:text.notRepaired"));
  } else riskText.push(t("reports:text.noRisk"));
  riskText.push(
    risk.riskLevel !== null
      ? t("reports:text.riskLevel", { level: String(risk.riskLevel) })
      : t("reports:text.noRating", { reasons: risk.noRatingReasons.join("; ") || na }),
  );

  const factorItem = (f: { name: string; score: number }) =>
    t("reports:text.factorItem", { name: f.name, score: String(f.score) });
  const factorText: string[] = [];
  if (factors.strengths.length)
    factorText.push(t("reports:text.strengths", { list: factors.strengths.map(factorItem).join("; ") }));
  if (factors.weaknesses.length)
    factorText.push(t("reports:text.weaknesses", { list: factors.weaknesses.map(factorItem).join("; ") }));
  if (!factorText.length) factorText.push(t("reports:text.noFactors"));

  const holdingText =
    holdings.top.length && holdings.asOf
      ? [
          t("reports:text.holdingsAsOf", { asOf: holdings.asOf, top10: pct(holdings.concentrationTop10) }),
          list(
            holdings.top.map((h) =>
              t("reports:text.holdingItem", { name: h.name, weight: percent(h.weight) }),
            ),
          ),
        ]
      : [t("reports:text.noHoldings")];

  const feeText: string[] = [];
  if (fees.totalExpenseRatio !== null)
    feeText.push(
      fees.categoryAverageTer !== null
        ? t("reports:text.fees", { ter: pct(fees.totalExpenseRatio), cat: pct(fees.categoryAverageTer) })
        : t("reports:text.feesNoCategory", { ter: pct(fees.totalExpenseRatio) }),
    );
  if (fees.management !== null || fees.initialCharge !== null)
    feeText.push(
      t("reports:text.feeItems", { management: pct(fees.management), initial: pct(fees.initialCharge) }),
    );
  if (!feeText.length) feeText.push(t("reports:text.noFees"));

  const alertText = alerts.length
    ? list(alerts.map((a) => t("reports:text.alertItem", { date: a.date, title: a.title })))
    : t("reports:text.noAlerts");

  const suit = [
    risk.riskLevel !== null
      ? t(suitsKeys[risk.riskLevel as keyof typeof suitsKeys] ?? "reports:text.suitsUnrated")
      : t("reports:text.suitsUnrated"),
    t("reports:text.suitsNote"),
  ];

  const sections: Record<string, string> = {
    summary: summary.join(" "),
    performance: perf.join("\n\n"),
    calendarYears: years || na,
    risk: riskText.join(" "),
    factors: factorText.join("\n\n"),
    holdings: holdingText.join("\n\n"),
    fees: feeText.join(" "),
    alerts: alertText,
    suitability: suit.join(" "),
    disclaimer: t("reports:text.disclaimer"),
    compliance: t("reports:text.compliance"),
  };

  if (facts.audience === "adviser") {
    const peers = facts.peers ?? [];
    sections.peers = peers.length
      ? [
          t("reports:text.peerHeader"),
          "|---|---:|---:|---:|---:|---:|",
          ...peers.map(
            (p) =>
              `| ${p.name} (${p.code}) | ${pct(p.return1y)} | ${pct(p.return3y)} | ${pct(p.volatility1y)} | ${dec(p.sharpe1y)} | ${pct(p.totalExpenseRatio)} |`,
          ),
        ].join("\n")
      : t("reports:text.noPeers");
    const points: string[] = [];
    if (r1y?.return != null && r1y.categoryAverage != null)
      points.push(
        t("reports:text.talkReturn", {
          r1y: pct(r1y.return),
          cat1y: pct(r1y.categoryAverage),
          verdict: t(r1y.return >= r1y.categoryAverage ? "reports:text.ahead" : "reports:text.behind"),
        }),
      );
    if (risk.window && risk.maxDrawdown !== null)
      points.push(t("reports:text.talkRisk", { mdd: pct(risk.maxDrawdown), window: risk.window }));
    if (fees.totalExpenseRatio !== null && fees.categoryAverageTer !== null)
      points.push(
        t("reports:text.talkFees", { ter: pct(fees.totalExpenseRatio), cat: pct(fees.categoryAverageTer) }),
      );
    points.push(
      alerts.length
        ? t("reports:text.talkAlerts", { count: String(alerts.length) })
        : t("reports:text.talkNoAlerts"),
    );
    sections.talkingPoints = list(points);
  }

  return reportTemplate(facts.audience)
    .replace(/\{\{title\}\}/g, reportTitle(facts, lang))
    .replace(/\{\{heading:(\w+)\}\}/g, (_, id: string) =>
      id in headingKeys ? t(headingKeys[id as keyof typeof headingKeys]) : id,
    )
    .replace(/\{\{section:(\w+)\}\}/g, (_, id: string) => sections[id] ?? "")
    .trim()
    .concat("\n");
}
