import { StarIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { lineChartOption, seriesRange } from "@/components/chart-options";
import { EChart } from "@/components/echart";
import { Badge } from "@/components/ui/badge";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { DataTable, Figures, Muted, ProductCode, Td, Th, TypeBadge } from "./card-parts";
import { filterValueLabels, periodLabels, productTypeLabels } from "./labels";
import { ProductSections } from "./product-sections";
import type { ToolCardProps } from "./types";

const shownPeriods = ["1M", "3M", "6M", "YTD", "1Y", "3Y", "5Y", "SI"] as const;

/** getProduct: the fund card — key facts, NAV chart, key figures, trailing returns, and the asked-for view. */
export function GetProductCard({ output }: ToolCardProps<"getProduct">) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { product, periods, risk } = output;
  const range = seriesRange(output.navSeries);

  const option = useMemo(
    () =>
      lineChartOption({
        series: [{ name: t("tools:figures.nav"), points: output.navSeries, area: true }],
        format: (v) => format.number(v, 2),
        dateFormat: format.monthYear,
      }),
    [output.navSeries, format, t],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <ProductCode code={product.fundCode} productType={product.productType} />
          <TypeBadge productType={product.productType} label={t(productTypeLabels[product.productType])} />
          {product.riskLevel ? (
            <Badge variant="outline">{t("tools:getProduct.riskLevel", { level: product.riskLevel })}</Badge>
          ) : null}
          {product.ratingTier ? (
            <Badge variant="default">{t(filterValueLabels.ratingTiers[product.ratingTier])}</Badge>
          ) : null}
          {product.starRating ? (
            <span className="inline-flex items-center gap-0.5 text-gold-500">
              <StarIcon aria-hidden="true" className="size-3 fill-current" />
              <span className="font-medium text-xs">
                {t("tools:getProduct.stars", { count: product.starRating })}
              </span>
            </span>
          ) : null}
        </div>
        <p className="font-semibold text-base text-foreground leading-snug" data-testid="product-name">
          {product.name}
        </p>
        <Muted>
          {[product.categoryName ?? product.category, product.company, product.currency]
            .filter(Boolean)
            .join(" · ")}
        </Muted>
      </div>

      {range ? (
        <EChart
          option={option}
          testId="nav-chart"
          summary={t("tools:getProduct.chartSummary", {
            from: format.date(range.from),
            to: format.date(range.to),
            first: format.number(range.first),
            last: format.number(range.last),
          })}
        />
      ) : null}

      <Figures
        items={[
          { label: t("tools:figures.nav"), kind: "number", value: product.nav, digits: 4 },
          { label: t("tools:figures.navDate"), kind: "date", value: product.navDate },
          {
            label: t("tools:figures.aum"),
            kind: "currency",
            currency: "USD",
            value: product.aumUsd,
            compact: true,
            digits: 1,
          },
          { label: t("tools:figures.ter"), kind: "percent", value: product.fees.totalExpenseRatio },
          { label: t("tools:figures.return1y"), kind: "percent", value: periods["1Y"].return, signed: true },
          {
            label: t("tools:figures.annualized3y"),
            kind: "percent",
            value: periods["3Y"].annualized ?? null,
            signed: true,
          },
          { label: t("tools:figures.volatility1y"), kind: "percent", value: risk["1Y"]?.volatility ?? null },
          {
            label: t("tools:figures.sharpe1y"),
            kind: "number",
            value: risk["1Y"]?.sharpe ?? null,
            digits: 2,
          },
          {
            label: t("tools:figures.maxDrawdown1y"),
            kind: "percent",
            value: risk["1Y"]?.maxDrawdown ?? null,
          },
          { label: t("tools:figures.launchDate"), kind: "date", value: product.launchDate },
        ]}
      />

      <DataTable data-testid="period-returns">
        <thead>
          <tr>
            <Th />
            {shownPeriods.map((p) => (
              <Th key={p} numeric>
                {t(periodLabels[p])}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <Td className="text-muted-foreground text-xs">{t("tools:figures.return")}</Td>
            {shownPeriods.map((p) => (
              <Td key={p} numeric>
                <Value kind="percent" value={periods[p].return} signed />
              </Td>
            ))}
          </tr>
          <tr>
            <Td className="text-muted-foreground text-xs">{t("tools:figures.categoryAverage")}</Td>
            {shownPeriods.map((p) => (
              <Td key={p} numeric className="text-muted-foreground">
                <Value kind="percent" value={periods[p].categoryAverage} />
              </Td>
            ))}
          </tr>
        </tbody>
      </DataTable>

      <ProductSections output={output} />
      {output.asOf ? (
        <Muted>
          {t("tools:common.asOf")} <Value kind="date" value={output.asOf} />
        </Muted>
      ) : null}
    </div>
  );
}
