import type { MacroHitRate, MacroTrackRecord } from "@shared/api/macro";
import { macroHorizons } from "@shared/domain/assistant";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { assetLabel, horizonLabel } from "../labels";

/** Hit rates of the model and the three baselines: all assets per horizon, then each asset. */
export function TrackRecordTable({ record }: { record: MacroTrackRecord }) {
  const { t } = useTranslation();
  const figures = (r: MacroHitRate, testId?: string) => (
    <>
      <td className="px-3 py-2 text-right tabular-nums">
        <Value kind="number" value={r.months} digits={0} />
      </td>
      <td className="px-3 py-2 text-right font-semibold tabular-nums" data-testid={testId}>
        <Value kind="percent" value={r.hitRate} digits={1} />
      </td>
      <td className="px-3 py-2 text-right tabular-nums">
        <Value kind="percent" value={r.baselines.alwaysPositive} digits={1} />
      </td>
      <td className="px-3 py-2 text-right tabular-nums">
        <Value kind="percent" value={r.baselines.alwaysNeutral} digits={1} />
      </td>
      <td className="px-3 py-2 text-right tabular-nums">
        <Value kind="percent" value={r.baselines.momentum} digits={1} />
      </td>
    </>
  );
  const head = [
    "macro:record.views",
    "macro:record.model",
    "macro:record.alwaysPositive",
    "macro:record.alwaysNeutral",
    "macro:record.momentum",
  ] as const;
  return (
    <div className="overflow-x-auto" data-testid="macro-track-record">
      <table className="w-full min-w-[36rem] text-sm">
        <thead>
          <tr className="border-border border-b text-muted-foreground">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t("macro:record.asset")}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t("macro:record.horizon")}
            </th>
            {head.map((k) => (
              <th key={k} scope="col" className="px-3 py-2 text-right font-medium">
                {t(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="border-border border-b bg-muted/40" data-testid="macro-record-pooled">
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              {t("macro:record.all")}
            </th>
            <td className="px-3 py-2">—</td>
            {figures(record, "macro-record-hit-rate")}
          </tr>
          {macroHorizons.map((h) => (
            <tr key={h} className="border-border border-b bg-muted/20" data-testid={`macro-record-${h}`}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {t("macro:record.all")}
              </th>
              <td className="whitespace-nowrap px-3 py-2">{t(horizonLabel(h))}</td>
              {figures(record.byHorizon[h])}
            </tr>
          ))}
          {record.byAsset.map((r) => (
            <tr key={`${r.assetId}:${r.horizon}`} className="border-border border-b last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {t(assetLabel(r.assetId))}
              </th>
              <td className="whitespace-nowrap px-3 py-2">{t(horizonLabel(r.horizon))}</td>
              {figures(r)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
