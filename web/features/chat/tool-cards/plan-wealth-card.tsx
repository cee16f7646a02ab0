import { GoalIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { FanChart } from "@/features/planning/fan-chart";
import { asRiskLevel, goalLabels, riskLevelLabels } from "@/features/planning/labels";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { Figures, Muted } from "./card-parts";
import { fullScreenPaths } from "./full-screen";
import type { ToolCardProps } from "./types";

/**
 * planWealth: the success probability, the 10/50/90 percentile fan with the target, the auto
 * builder's holdings, and a link that opens the wealth-planning flow pre-filled to create it.
 * Amounts are plain numbers: a plan names no currency.
 */
export function PlanWealthCard({ output, input }: ToolCardProps<"planWealth">) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const create = fullScreenPaths.planWealth(output, input);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <span className="text-muted-foreground text-xs">{t("tools:planWealth.successProbability")}</span>
          <Value
            kind="percent"
            value={output.successProbability}
            digits={0}
            className="font-semibold text-3xl text-foreground"
          />
        </div>
        <Muted>
          {t(goalLabels[output.goal])} · {t(riskLevelLabels[asRiskLevel(output.riskLevel)])} ·{" "}
          {t(output.years === 1 ? "tools:planWealth.years_one" : "tools:planWealth.years_other", {
            count: output.years,
          })}
        </Muted>
      </div>
      <FanChart
        fan={output.percentiles}
        target={output.targetAmount}
        successProbability={output.successProbability}
      />
      <Figures
        items={[
          { label: t("tools:planWealth.target"), kind: "number", value: output.targetAmount, digits: 0 },
          { label: t("tools:planWealth.median"), kind: "number", value: output.expectedValue, digits: 0 },
          {
            label: t("tools:planWealth.totalContributions"),
            kind: "number",
            value: output.totalContributions,
            digits: 0,
          },
          {
            label: t("tools:planWealth.targetAchievedRate"),
            kind: "percent",
            value: output.targetAchievedRate,
            digits: 1,
          },
          {
            label: t("tools:planWealth.timeWeightedReturn"),
            kind: "percent",
            value: output.timeWeightedReturn,
            signed: true,
          },
          {
            label: t("tools:planWealth.moneyWeightedReturn"),
            kind: "percent",
            value: output.moneyWeightedReturn,
            signed: true,
          },
        ]}
      />
      <ul className="flex flex-wrap gap-1.5" aria-label={t("tools:planWealth.holdings")}>
        {output.holdings.map((h) => (
          <li
            key={h.code}
            className="inline-flex min-w-0 max-w-full items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 py-0.5 text-xs"
          >
            <span className="font-medium font-mono">{h.code}</span>
            <span className="min-w-0 max-w-48 truncate text-muted-foreground">{h.name}</span>
            <Value kind="percent" value={h.weight / 100} digits={0} className="font-semibold" />
          </li>
        ))}
      </ul>
      <Muted>
        {t("tools:planWealth.method", {
          paths: output.paths.toLocaleString(),
        })}{" "}
        <Value kind="date" value={output.historyStart} /> – <Value kind="date" value={output.historyEnd} />
      </Muted>
      {create ? (
        <div>
          <Button asChild size="sm">
            <Link to={localized(create)} data-testid="plan-wealth-create">
              <GoalIcon />
              {t("tools:planWealth.create")}
            </Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
