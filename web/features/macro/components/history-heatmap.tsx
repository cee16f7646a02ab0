import type { MacroMonthView } from "@shared/api/macro";
import type { MacroHorizon } from "@shared/domain/assistant";
import type { MacroAsset } from "@shared/domain/product";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EChart } from "@/components/echart";
import { assetLabel, horizonLabel, judgedLabel, judgedMark, levelLabel, levelStyle } from "../labels";

/** Months shown by the history heat-map (half on a phone, where 24 columns would not fit). */
export const HISTORY_MONTHS = 24;
const PHONE_MONTHS = 12;

export function useHistoryMonths(): number {
  const [narrow] = useState(() => typeof window !== "undefined" && window.innerWidth < 640);
  return narrow ? PHONE_MONTHS : HISTORY_MONTHS;
}

/**
 * The history heat-map: months across, assets down, each cell coloured by the view and marked
 * ✓ Correct, ✗ Incorrect or … Pending. The chart's summary carries the counts for screen readers.
 */
export function HistoryHeatmap({
  assets,
  months,
  horizon,
}: {
  assets: readonly MacroAsset[];
  months: readonly MacroMonthView[];
  horizon: MacroHorizon;
}) {
  const { t } = useTranslation();
  const count = useHistoryMonths();
  const rows = months.filter((m) => m.horizon === horizon);
  const shown = [...new Set(rows.map((m) => m.month))].sort().slice(-count);
  const counts = { Correct: 0, Incorrect: 0, Pending: 0 };
  const option = useMemo(() => {
    const names = assets.map((a) => t(assetLabel(a)));
    const data = rows
      .filter((m) => shown.includes(m.month))
      .map((m) => ({
        value: [shown.indexOf(m.month), assets.indexOf(m.assetId), m.view],
        itemStyle: { color: levelStyle[String(m.view)]!.hex, borderColor: "#fff", borderWidth: 2 },
        label: {
          show: true,
          formatter: judgedMark[m.judged],
          color: Math.abs(m.view) === 2 ? "#fff" : "#1f2533",
        },
        judged: m.judged,
        month: m.month,
        asset: names[assets.indexOf(m.assetId)],
      }));
    return {
      grid: { left: 8, right: 8, top: 8, bottom: 8, containLabel: true },
      tooltip: {
        formatter: (p: {
          data: { month: string; asset: string; value: number[]; judged: MacroMonthView["judged"] };
        }) =>
          `${p.data.asset} · ${p.data.month}<br/>${t(levelLabel(p.data.value[2]!))} · ${t(judgedLabel(p.data.judged))}`,
      },
      xAxis: { type: "category", data: shown, splitArea: { show: false }, axisLabel: { fontSize: 10 } },
      yAxis: { type: "category", data: names, inverse: true, axisLabel: { fontSize: 11 } },
      // ECharts draws a heat-map only through a visual map (its development build throws
      // without one): the five levels as pieces, in the cells' own colours, not shown
      visualMap: {
        type: "piecewise",
        show: false,
        dimension: 2,
        seriesIndex: 0,
        pieces: [-2, -1, 0, 1, 2].map((v) => ({ value: v, color: levelStyle[String(v)]!.hex })),
      },
      series: [{ type: "heatmap", data, emphasis: { disabled: true } }],
    };
  }, [assets, rows, shown, t]);
  for (const m of rows) if (shown.includes(m.month)) counts[m.judged]++;
  return (
    <EChart
      option={option}
      className="h-[26rem] w-full"
      testId="macro-history-chart"
      summary={`${t("macro:history.summary", { horizon: t(horizonLabel(horizon)), count: assets.length, months: shown.length })}: ${t("macro:judged.Correct")} ${counts.Correct}, ${t("macro:judged.Incorrect")} ${counts.Incorrect}, ${t("macro:judged.Pending")} ${counts.Pending}`}
    />
  );
}
