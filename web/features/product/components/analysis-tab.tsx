import {
  factorGroupNames,
  type ProductFactors,
  type ProductInfo,
  type ProductStyle,
} from "@shared/api/product";
import { LockIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EChart } from "@/components/echart";
import { factorGroupLabels } from "@/components/product-labels";
import { buttonVariants } from "@/components/ui/button";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { accessOf, usePlan } from "@/features/selection";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { barsOption, radarOption, rollingOption } from "../chart-options";
import { displayOf, factorLabels, isKnownFactor } from "../factors";
import { meanScore } from "../figures";
import { productApi } from "../product-api";
import type { ProductRef } from "../product-query";
import { Empty, Loaded, Section, Segmented, Table, Td, Th } from "./parts";

type Scope = "market" | "category";

/**
 * Comprehensive analysis (Premium: `factorAnalysis`). Full access: factor scores (radar of the
 * group means and the factor table, against the market or the category), rolling 3-year
 * figures and returns-based style. Preview (Pro): the radar as a teaser and the upgrade prompt.
 */
export function AnalysisTab({ product, productRef }: { product: ProductInfo; productRef: ProductRef }) {
  const { t } = useTranslation();
  const access = accessOf(usePlan(), "factorAnalysis");
  const [scope, setScope] = useState<Scope>("market");
  const refKey = JSON.stringify(productRef);
  const factors = useLoad(`factors:${refKey}:${scope}`, (signal) =>
    productApi.factors(productRef, product.productType, scope === "market", signal),
  );
  const full = access === "full";
  return (
    <div className="flex flex-col gap-5" data-testid="analysis-tab" data-access={access}>
      <Section
        title={t("product:analysis.factorsTitle")}
        note={t("product:analysis.factorsNote")}
        testId="factor-scores"
        actions={
          full ? (
            <Segmented
              label={t("product:analysis.scope")}
              value={scope}
              options={[
                { value: "market", label: t("product:analysis.fullMarket") },
                { value: "category", label: t("product:analysis.withinCategory") },
              ]}
              onChange={setScope}
              testId="factor-scope"
            />
          ) : null
        }
      >
        <Loaded load={factors} skeleton="h-72">
          {(data) => <Factors data={data} detail={full} />}
        </Loaded>
      </Section>
      {full ? <StyleSections productRef={productRef} /> : <UpgradePrompt />}
    </div>
  );
}

function Factors({ data, detail }: { data: ProductFactors; detail: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const axes = factorGroupNames.map((g) => ({
    group: g,
    name: t(factorGroupLabels[g]),
    value: meanScore(data.groups[g]),
  }));
  const option = useMemo(
    () =>
      radarOption({
        axes,
        seriesName: t("product:analysis.radarSeries"),
        number: (v) => format.number(v, 1),
      }),
    [axes, t, format],
  );
  if (factorGroupNames.every((g) => data.groups[g].length === 0))
    return <Empty>{t("product:analysis.noFactors")}</Empty>;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <EChart
        option={option}
        className="h-72"
        testId="factor-radar"
        summary={t("product:analysis.radarSummary", {
          scores: axes
            .map((a) => `${a.name} ${a.value === null ? "—" : format.number(a.value, 1)}`)
            .join(", "),
        })}
      />
      {detail ? (
        <Table
          caption={t("product:analysis.factorsTitle")}
          className="min-w-[480px]"
          data-testid="factor-table"
        >
          <thead>
            <tr>
              <Th>{t("product:analysis.factor")}</Th>
              <Th numeric>{t("product:analysis.value")}</Th>
              <Th numeric>{t("product:analysis.percentile")}</Th>
              <Th numeric>{t("product:analysis.score")}</Th>
            </tr>
          </thead>
          {axes.map((axis) => (
            <tbody key={axis.group}>
              <tr className="bg-muted/60">
                <Th scope="row" colSpan={3} className="font-semibold text-xs">
                  {axis.name}
                </Th>
                <Td numeric className="text-muted-foreground text-xs">
                  {t("product:analysis.groupMean", {
                    score: axis.value === null ? "—" : format.number(axis.value, 1),
                  })}
                </Td>
              </tr>
              {data.groups[axis.group].map((f) => (
                <tr key={f.factor}>
                  <Th scope="row" className="ps-3" data-factor={f.factor}>
                    {isKnownFactor(f.factor) ? t(factorLabels[f.factor]) : f.factor}
                  </Th>
                  <Td numeric>
                    <Value {...displayOf(f.factor)} value={f.value} />
                  </Td>
                  <Td numeric>
                    <Value kind="number" value={f.percentile} digits={0} />
                  </Td>
                  <Td numeric>
                    <Score score={f.score} />
                  </Td>
                </tr>
              ))}
            </tbody>
          ))}
        </Table>
      ) : null}
    </div>
  );
}

function Score({ score }: { score: number | null }) {
  if (score === null) return <span className="text-subtle-foreground">—</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className="flex gap-0.5">
        {[1, 2, 3, 4, 5].map((i) => (
          <span
            key={i}
            className={i <= score ? "h-2 w-2 rounded-full bg-brand-600" : "h-2 w-2 rounded-full bg-border"}
          />
        ))}
      </span>
      <span className="w-3 tabular">{score}</span>
    </span>
  );
}

function StyleSections({ productRef }: { productRef: ProductRef }) {
  const { t } = useTranslation();
  const style = useLoad(`style:${JSON.stringify(productRef)}`, (signal) =>
    productApi.style(productRef, signal),
  );
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5 xl:grid-cols-2">
      <Section
        title={t("product:analysis.rollingTitle")}
        note={t("product:analysis.rollingNote")}
        testId="rolling"
      >
        <Loaded load={style}>{(data) => <Rolling data={data} />}</Loaded>
      </Section>
      <Section title={t("product:analysis.styleTitle")} note={t("product:analysis.styleNote")} testId="style">
        <Loaded load={style}>{(data) => <Style data={data} />}</Loaded>
      </Section>
    </div>
  );
}

function Rolling({ data }: { data: ProductStyle }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const option = useMemo(
    () =>
      rollingOption({
        rows: data.rolling,
        names: {
          sharpe: t("product:analysis.sharpe"),
          volatility: t("product:analysis.volatility"),
          maxDrawdown: t("product:analysis.maxDrawdown"),
        },
        percent: (v) => format.percent(v, 1),
        number: (v) => format.number(v, 2),
        dateFormat: format.monthYear,
      }),
    [data.rolling, t, format],
  );
  const first = data.rolling[0];
  const last = data.rolling[data.rolling.length - 1];
  if (!first || !last) return <Empty>{t("product:analysis.rollingEmpty")}</Empty>;
  return (
    <EChart
      option={option}
      className="h-64"
      testId="rolling-chart"
      summary={t("product:analysis.rollingSummary", {
        from: format.date(first.date),
        to: format.date(last.date),
      })}
    />
  );
}

function Style({ data }: { data: ProductStyle }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const style = data.style;
  const option = useMemo(
    () =>
      barsOption({
        // the strongest exposures first, whatever their sign
        rows: [...(style?.exposures ?? [])]
          .sort((a, b) => Math.abs(b.beta) - Math.abs(a.beta))
          .map((e) => ({ label: e.name, value: e.beta })),
        seriesName: t("product:analysis.beta"),
        format: (v) => format.number(v, 2),
      }),
    [style, t, format],
  );
  if (!style) return <Empty>{t("product:analysis.styleEmpty")}</Empty>;
  return (
    <div className="flex flex-col gap-3">
      <EChart
        option={option}
        className="h-64"
        testId="style-chart"
        summary={t("product:analysis.styleSummary", {
          betas: style.exposures.map((e) => `${e.name} ${format.number(e.beta, 2)}`).join(", "),
        })}
      />
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-xs sm:grid-cols-3" data-testid="style-figures">
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t("product:analysis.rSquared")}</dt>
          <dd className="font-medium text-sm">
            <Value kind="number" value={style.rSquared} digits={2} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t("product:analysis.alpha")}</dt>
          <dd className="font-medium text-sm">
            <Value kind="percent" value={style.alpha} signed />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t("product:analysis.window")}</dt>
          <dd className="font-medium text-sm">
            {t("product:analysis.windowValue", {
              from: format.monthYear(style.start),
              to: format.monthYear(style.end),
              count: style.observations,
            })}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** What Premium adds here, and the way to it (the pricing page, as the nav's Upgrade button). */
function UpgradePrompt() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section
      aria-label={t("product:analysis.lockedTitle")}
      data-testid="analysis-upgrade"
      className="flex flex-col items-start gap-3 rounded-xl border border-gold-400/50 border-dashed bg-gold-100/40 p-5"
    >
      <h2 className="flex items-center gap-2 font-semibold text-base">
        <LockIcon aria-hidden="true" className="size-4 text-gold-700" />
        {t("product:analysis.lockedTitle")}
      </h2>
      <p className="max-w-prose text-muted-foreground text-sm">{t("product:analysis.lockedBody")}</p>
      <Link
        to={localized("/pricing")}
        className={buttonVariants({ variant: "premium", size: "sm" })}
        data-testid="analysis-upgrade-link"
      >
        {t("product:analysis.upgrade")}
      </Link>
    </section>
  );
}
