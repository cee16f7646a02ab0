import { macroAssets } from "@shared/domain/product";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { ViewsTable } from "@/features/macro";
import { Muted } from "./card-parts";
import type { ToolCardProps } from "./types";

/**
 * getMacroOutlook: the asked assets' latest views as the macro page's heat-map (Premium), or
 * the note that they need Premium, and the measured hit rate against the three baselines.
 */
export function GetMacroOutlookCard({ output }: ToolCardProps<"getMacroOutlook">) {
  const { t } = useTranslation();
  const asked = new Set([...output.views.map((v) => v.assetId), ...output.byAsset.map((r) => r.assetId)]);
  const assets = macroAssets.filter((a) => asked.has(a));
  const r = output.trackRecord;
  const rows = [
    ["macro:record.model", r.hitRate],
    ["macro:record.alwaysPositive", r.baselines.alwaysPositive],
    ["macro:record.alwaysNeutral", r.baselines.alwaysNeutral],
    ["macro:record.momentum", r.baselines.momentum],
  ] as const;
  return (
    <div className="flex flex-col gap-3" data-testid="macro-outlook-card">
      {output.locked ? (
        <Muted>{t("tools:getMacroOutlook.locked")}</Muted>
      ) : (
        <>
          <Muted>{t("tools:getMacroOutlook.month", { month: output.month ?? "" })}</Muted>
          <ViewsTable
            assets={assets}
            scores={output.views.map((v) => ({ ...v, month: output.month ?? "" }))}
            horizons={output.horizons}
            compact
            testId="macro-card-views"
          />
        </>
      )}
      <div className="flex flex-col gap-1">
        <p className="font-medium text-foreground text-sm">{t("macro:record.title")}</p>
        <Muted>
          {r.first && r.last
            ? t("tools:getMacroOutlook.record", { count: r.months, first: r.first, last: r.last })
            : t("macro:record.empty")}
        </Muted>
        <table className="w-full text-sm" data-testid="macro-card-record">
          <tbody>
            {rows.map(([key, value]) => (
              <tr key={key} className="border-border/70 border-b last:border-0">
                <th scope="row" className="py-1 text-left font-normal text-muted-foreground">
                  {t(key)}
                </th>
                <td className="py-1 text-right font-medium tabular-nums">
                  <Value kind="percent" value={value} digits={1} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
