import type { ProductDistribution, ProductHoldings } from "@shared/api/product";
import { type DistributionDimension, distributionDimensions } from "@shared/domain/product";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EChart } from "@/components/echart";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { assetClassLabels } from "@/features/selection";
import { useLoad } from "@/lib/use-load";
import { barsOption, donutOption } from "../chart-options";
import { useVocabulary } from "../hooks/use-vocabulary";
import { dimensionLabels } from "../labels";
import { productApi } from "../product-api";
import type { ProductRef } from "../product-query";
import { Empty, Loaded, Section, Table, Td, Th } from "./parts";

/** The portfolio: top-10 holdings with their concentration, and the breakdowns that have data. */
export function HoldingsTab({ productRef }: { productRef: ProductRef }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const refKey = JSON.stringify(productRef);
  const holdings = useLoad(`holdings:${refKey}`, (signal) => productApi.holdings(productRef, signal));
  const distribution = useLoad(`distribution:${refKey}`, (signal) =>
    productApi.distribution(productRef, signal),
  );
  const asOf = (date: string | null | undefined) =>
    date ? t("product:asOf", { date: format.date(date) }) : undefined;
  return (
    <div className="flex flex-col gap-5" data-testid="holdings-tab">
      <Section
        title={t("product:holdings.topTitle")}
        note={holdings.state === "ready" ? asOf(holdings.data.asOf) : undefined}
        testId="top-holdings"
      >
        <Loaded load={holdings} skeleton="h-72">
          {(data) => <TopHoldings data={data} />}
        </Loaded>
      </Section>
      <Section
        title={t("product:holdings.distributionTitle")}
        note={distribution.state === "ready" ? asOf(distribution.data.asOf) : undefined}
        testId="distribution"
      >
        <Loaded load={distribution} skeleton="h-72">
          {(data) => <Distribution data={data} />}
        </Loaded>
      </Section>
    </div>
  );
}

function TopHoldings({ data }: { data: ProductHoldings }) {
  const { t } = useTranslation();
  const word = useVocabulary();
  if (!data.top10.length) return <Empty testId="no-holdings">{t("product:holdings.noHoldings")}</Empty>;
  return (
    <div className="flex flex-col gap-3">
      {data.concentrationTop10 !== null ? (
        <p className="text-sm" data-testid="concentration">
          <ConcentrationLine weight={data.concentrationTop10} />
        </p>
      ) : null}
      <Table caption={t("product:holdings.topTitle")} className="min-w-[720px]">
        <thead>
          <tr>
            <Th>{t("product:holdings.name")}</Th>
            <Th>{t("product:holdings.ticker")}</Th>
            <Th numeric>{t("product:holdings.weight")}</Th>
            <Th>{t("product:holdings.assetClass")}</Th>
            <Th>{t("product:holdings.sector")}</Th>
            <Th>{t("product:holdings.country")}</Th>
          </tr>
        </thead>
        <tbody>
          {data.top10.map((h) => (
            <tr key={`${h.name}-${h.ticker ?? ""}`}>
              <Th scope="row" className="max-w-72 whitespace-normal">
                {h.name}
              </Th>
              <Td className="text-muted-foreground tabular">{h.ticker ?? "—"}</Td>
              <Td numeric>
                <span className="inline-flex items-center justify-end gap-2">
                  <span
                    aria-hidden="true"
                    className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-muted sm:block"
                  >
                    <span
                      className="block h-full rounded-full bg-brand-500"
                      style={{ width: `${Math.min(100, (h.weight / (data.top10[0]?.weight || 1)) * 100)}%` }}
                    />
                  </span>
                  <Value kind="percent" value={h.weight} />
                </span>
              </Td>
              <Td>{h.assetClass ? t(assetClassLabels[h.assetClass]) : "—"}</Td>
              <Td>{h.sector ? word("industry", h.sector) : "—"}</Td>
              <Td>{h.country ? word("region", h.country) : "—"}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function ConcentrationLine({ weight }: { weight: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return <>{t("product:holdings.concentration", { weight: format.percent(weight, 1) })}</>;
}

/** Donuts for the few-slice breakdowns, bars for the long ones; empty ones are named in a note. */
function Distribution({ data }: { data: ProductDistribution }) {
  const { t } = useTranslation();
  const shown = distributionDimensions.filter((d) => data[d].length > 0);
  const empty = distributionDimensions.filter((d) => data[d].length === 0);
  if (!shown.length) return <Empty testId="no-distribution">{t("product:holdings.noDistribution")}</Empty>;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-2">
        {shown.map((d) => (
          <Breakdown key={d} title={t(dimensionLabels[d])} rows={data[d]} dimension={d} />
        ))}
      </div>
      {empty.length ? (
        <p className="text-muted-foreground text-xs" data-testid="empty-dimensions">
          {t("product:holdings.emptyDimensions", {
            list: empty.map((d) => t(dimensionLabels[d])).join(", "),
          })}
        </p>
      ) : null}
    </div>
  );
}

function Breakdown({
  title,
  rows,
  dimension,
}: {
  title: string;
  rows: { label: string; weight: number }[];
  dimension: DistributionDimension;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const word = useVocabulary();
  const sorted = useMemo(
    () =>
      [...rows].sort((a, b) => b.weight - a.weight).map((r) => ({ ...r, label: word(dimension, r.label) })),
    [rows, word, dimension],
  );
  const donut = sorted.length <= 6;
  const option = useMemo(() => {
    const data = sorted.map((r) => ({ label: r.label, value: r.weight }));
    return donut
      ? donutOption({ rows: data, seriesName: title, percent: (v) => format.percent(v, 1) })
      : barsOption({ rows: data.slice(0, 12), seriesName: title, format: (v) => format.percent(v, 1) });
  }, [sorted, donut, title, format]);
  return (
    <figure className="flex min-w-0 flex-col gap-2" data-testid={`breakdown-${dimension}`}>
      <figcaption className="font-medium text-sm">{title}</figcaption>
      <EChart
        option={option}
        className={donut ? "h-52" : "h-72"}
        summary={t("product:holdings.distributionSummary", {
          title,
          rows: sorted.map((r) => `${r.label} ${format.percent(r.weight, 1)}`).join(", "),
        })}
      />
    </figure>
  );
}
