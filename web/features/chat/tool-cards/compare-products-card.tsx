import type { MessageKey } from "@shared/messages";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { lineChartOption } from "@/components/chart-options";
import { EChart } from "@/components/echart";
import { useFormatters } from "@/components/use-formatters";
import { Value, type ValueKind } from "@/components/value";
import type { OkOutput } from "../types";
import { DataTable, Muted, ProductCode, Td, Th } from "./card-parts";
import { periodLabels } from "./labels";
import type { ToolCardProps } from "./types";

type Row = OkOutput<"compareProducts">["products"][number];
type Metric = {
  key: string;
  label: MessageKey<"tools">;
  kind: ValueKind;
  signed?: boolean;
  digits?: number;
  pick: (row: Row) => number | null;
};

const metrics: Metric[] = [
  {
    key: "return",
    label: "tools:compareProducts.metrics.return",
    kind: "percent",
    signed: true,
    pick: (r) => r.figures.return,
  },
  {
    key: "annualized",
    label: "tools:compareProducts.metrics.annualized",
    kind: "percent",
    signed: true,
    pick: (r) => r.figures.annualized,
  },
  {
    key: "categoryAverage",
    label: "tools:compareProducts.metrics.categoryAverage",
    kind: "percent",
    pick: (r) => r.figures.categoryAverage,
  },
  {
    key: "quartile",
    label: "tools:compareProducts.metrics.quartile",
    kind: "number",
    digits: 0,
    pick: (r) => r.figures.quartile,
  },
  {
    key: "volatility",
    label: "tools:compareProducts.metrics.volatility",
    kind: "percent",
    pick: (r) => r.figures.volatility,
  },
  {
    key: "sharpe",
    label: "tools:compareProducts.metrics.sharpe",
    kind: "number",
    digits: 2,
    pick: (r) => r.figures.sharpe,
  },
  {
    key: "maxDrawdown",
    label: "tools:compareProducts.metrics.maxDrawdown",
    kind: "percent",
    pick: (r) => r.figures.maxDrawdown,
  },
  {
    key: "ter",
    label: "tools:compareProducts.metrics.ter",
    kind: "percent",
    pick: (r) => r.summary.totalExpenseRatio,
  },
  {
    key: "aum",
    label: "tools:compareProducts.metrics.aum",
    kind: "currency",
    digits: 1,
    pick: (r) => r.summary.aumUsd,
  },
];

/** compareProducts: products side by side over `period`, and their growth rebased to 100. */
export function CompareProductsCard({ output }: ToolCardProps<"compareProducts">) {
  const { t } = useTranslation();
  const format = useFormatters();
  const option = useMemo(
    () =>
      lineChartOption({
        series: output.overlay.map((s) => ({ name: `${s.code} ${s.name}`, points: s.points })),
        format: (v) => format.number(v, 0),
        dateFormat: format.monthYear,
        legend: true,
      }),
    [output.overlay, format],
  );
  const period = t(periodLabels[output.period]);
  const ending = output.overlay.map(
    (s) => `${s.code} ${format.number(s.points[s.points.length - 1]?.[1] ?? 100, 1)}`,
  );

  return (
    <div className="@container flex flex-col gap-4">
      <Muted>
        {t("tools:compareProducts.over", { period })}
        {output.startDate && output.endDate ? (
          <>
            {" · "}
            <Value kind="date" value={output.startDate} /> – <Value kind="date" value={output.endDate} />
          </>
        ) : null}
      </Muted>
      {/* on a narrow card the columns carry codes only; the names are listed above */}
      <ul className="flex flex-col gap-1 @lg:hidden" data-testid="compare-legend">
        {output.products.map((row) => (
          <li key={row.summary.fundCode} className="flex items-baseline gap-2 text-sm">
            <ProductCode code={row.summary.fundCode} productType={row.summary.productType} />
            <span className="min-w-0 font-medium text-foreground">{row.summary.fundName}</span>
          </li>
        ))}
      </ul>
      <DataTable data-testid="compare-table" fit>
        <thead>
          <tr>
            <Th />
            {output.products.map((row) => (
              <Th key={row.summary.fundCode} numeric className="max-w-48 align-bottom">
                <span className="flex flex-col items-end gap-1 whitespace-normal">
                  <ProductCode code={row.summary.fundCode} productType={row.summary.productType} />
                  <span className="hidden font-medium text-foreground @lg:line-clamp-2">
                    {row.summary.fundName}
                  </span>
                </span>
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {metrics.map((m) => (
            <tr key={m.key}>
              <Td className="text-muted-foreground text-xs">
                {t(m.label, {
                  period,
                  window: output.products[0]?.figures.riskWindow ?? period,
                })}
              </Td>
              {output.products.map((row) => (
                <Td key={row.summary.fundCode} numeric>
                  <Value
                    kind={m.kind}
                    value={m.pick(row)}
                    signed={m.signed}
                    digits={m.digits}
                    currency="USD"
                    compact={m.kind === "currency"}
                  />
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
      {output.overlay.length > 0 ? (
        <EChart
          option={option}
          testId="compare-chart"
          className="h-64"
          summary={t("tools:compareProducts.chartSummary", { period, values: ending.join(", ") })}
        />
      ) : null}
    </div>
  );
}
