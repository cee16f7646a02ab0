import type { PlanAnalysis, PlanHolding, PlanInputs } from "@shared/api/planning";
import { LockIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useFormatters } from "@/components/use-formatters";
import { Value, type ValueProps } from "@/components/value";
import { assetClassLabels } from "@/features/selection";
import { cn } from "@/lib/utils";
import { FanChart } from "../fan-chart";
import { yearsKey } from "../labels";
import { Section } from "./parts";

type Figure = { label: string; testId?: string } & ValueProps;

function Tiles({ items }: { items: Figure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(({ label, testId, ...value }) => (
        <div
          key={label}
          className="flex min-w-0 flex-col gap-1 rounded-xl bg-surface px-3 py-2.5"
          data-testid={testId}
        >
          <dt className="text-muted-foreground text-xs leading-snug">{label}</dt>
          <dd className="font-semibold text-base text-foreground">
            <Value {...value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The analysis of a plan: success probability, the plan metrics, the fan chart and its method. */
export function PlanAnalysisView({ analysis, inputs }: { analysis: PlanAnalysis; inputs: PlanInputs }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const a = analysis;
  const probability = a.successProbability;
  const tone = probability >= 0.75 ? "text-positive" : probability >= 0.5 ? "text-warning" : "text-negative";
  return (
    <div className="flex flex-col gap-5" data-testid="plan-analysis">
      <div className="grid gap-5 lg:grid-cols-[280px_minmax(0,1fr)]">
        <div className="flex flex-col justify-center gap-2 rounded-2xl border border-border bg-surface p-5">
          <span className="text-muted-foreground text-sm">{t("planning:analysis.successProbability")}</span>
          <span
            className={cn("font-semibold text-5xl tabular tracking-tight", tone)}
            data-testid="plan-success"
          >
            {format.percent(probability, 0)}
          </span>
          <p className="text-muted-foreground text-xs leading-relaxed">
            {t("planning:analysis.successLead", {
              target: format.number(inputs.targetAmount, 0),
              years: t(yearsKey(inputs.years), { count: inputs.years }),
            })}
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold text-foreground text-sm">{t("planning:analysis.fanTitle")}</h3>
          <p className="text-muted-foreground text-xs">{t("planning:analysis.fanLead")}</p>
          <FanChart
            fan={a.percentiles}
            target={inputs.targetAmount}
            successProbability={probability}
            className="h-72"
          />
        </div>
      </div>
      <Tiles
        items={[
          {
            label: t("planning:analysis.totalAssets"),
            kind: "number",
            value: a.totalAssets,
            digits: 0,
            testId: "plan-total-assets",
          },
          {
            label: t("planning:analysis.targetAchievedRate"),
            kind: "percent",
            value: a.targetAchievedRate,
            digits: 1,
            testId: "plan-achieved",
          },
          {
            label: t("planning:analysis.timeWeightedReturn"),
            kind: "percent",
            value: a.timeWeightedReturn,
            signed: true,
          },
          {
            label: t("planning:analysis.moneyWeightedReturn"),
            kind: "percent",
            value: a.moneyWeightedReturn,
            signed: true,
          },
          {
            label: t("planning:analysis.changeVsLastWeek"),
            kind: "percent",
            value: a.changeVsLastWeek?.rate ?? null,
            signed: true,
          },
          { label: t("planning:analysis.expectedValue"), kind: "number", value: a.expectedValue, digits: 0 },
        ]}
      />
      <p className="text-muted-foreground text-xs leading-relaxed">
        {t("planning:analysis.method", {
          paths: format.number(a.paths, 0),
          from: format.date(a.history.startDate),
          to: format.date(a.history.endDate),
          months: a.history.months,
        })}
      </p>
    </div>
  );
}

/** A plan's holdings with their weights; locked (core) rows are marked. */
export function HoldingsTable({ holdings, testId }: { holdings: PlanHolding[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <table className="w-full table-fixed border-collapse text-sm" data-testid={testId}>
        <thead>
          <tr>
            <th
              scope="col"
              className="border-border border-b py-2 pr-2 text-left font-medium text-muted-foreground text-xs"
            >
              {t("planning:wizard.product")}
            </th>
            <th
              scope="col"
              className="hidden w-28 border-border border-b px-2 py-2 text-left font-medium text-muted-foreground text-xs sm:table-cell"
            >
              {t("planning:wizard.assetClass")}
            </th>
            <th
              scope="col"
              className="w-20 border-border border-b py-2 pl-2 text-right font-medium text-muted-foreground text-xs"
            >
              {t("planning:wizard.weight")}
            </th>
          </tr>
        </thead>
        <tbody>
          {holdings.map((h) => (
            <tr key={h.fundCode} data-testid="plan-holding" data-locked={h.locked}>
              <td className="border-border/70 border-b py-2 pr-2 align-middle">
                <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="rounded bg-brand-50 px-1.5 py-0.5 font-medium font-mono text-[12px] text-brand-700">
                    {h.fundCode}
                  </span>
                  <span className="min-w-0 break-words text-foreground">{h.name}</span>
                  {h.locked ? (
                    <Badge variant="outline" className="shrink-0">
                      <LockIcon />
                      <span className="sr-only sm:not-sr-only">{t("planning:wizard.locked")}</span>
                    </Badge>
                  ) : null}
                </div>
              </td>
              <td className="hidden border-border/70 border-b px-2 py-2 text-muted-foreground sm:table-cell">
                {h.assetClass && h.assetClass in assetClassLabels
                  ? t(assetClassLabels[h.assetClass as keyof typeof assetClassLabels])
                  : "—"}
              </td>
              <td className="whitespace-nowrap border-border/70 border-b py-2 pl-2 text-right tabular">
                <Value kind="percent" value={h.weight / 100} digits={1} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { Section };
