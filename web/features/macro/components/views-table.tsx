import type { MacroScore } from "@shared/api/macro";
import { type MacroHorizon, macroHorizons } from "@shared/domain/assistant";
import type { MacroAsset } from "@shared/domain/product";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { cn } from "@/lib/utils";
import { assetLabel, horizonLabel, levelLabel, levelStyle } from "../labels";

/**
 * The asset × horizon heat-map of the latest views: one row per asset, a coloured cell per
 * horizon naming the level (the colour is never the only cue) and the confidence.
 */
export function ViewsTable({
  assets,
  scores,
  horizons = macroHorizons,
  compact = false,
  testId,
}: {
  horizons?: readonly MacroHorizon[];
  assets: readonly MacroAsset[];
  scores: readonly MacroScore[];
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const cell = (asset: MacroAsset, h: MacroHorizon) =>
    scores.find((s) => s.assetId === asset && s.horizon === h);
  return (
    <div className="overflow-x-auto" data-testid={testId}>
      <table className="w-full min-w-[20rem] border-separate border-spacing-1 text-sm">
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-medium text-muted-foreground">
              {t("macro:latest.asset")}
            </th>
            {horizons.map((h) => (
              <th key={h} scope="col" className="px-2 py-1 text-left font-medium text-muted-foreground">
                {t(horizonLabel(h))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {assets.map((asset) => (
            <tr key={asset} data-asset={asset}>
              <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-medium text-foreground">
                {t(assetLabel(asset))}
              </th>
              {horizons.map((h) => {
                const s = cell(asset, h);
                const style = levelStyle[String(s?.view ?? 0)]!;
                return (
                  <td
                    key={h}
                    data-view={s?.view ?? ""}
                    data-horizon={h}
                    className={cn("rounded-md px-2 py-1.5", s ? [style.bg, style.fg] : "bg-muted")}
                  >
                    {s ? (
                      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                        <span className="font-medium">{t(levelLabel(s.view))}</span>
                        {compact ? null : (
                          <span className="text-xs">
                            {t("macro:latest.confidence")}{" "}
                            <Value kind="percent" value={s.confidence} digits={0} />
                          </span>
                        )}
                      </span>
                    ) : (
                      "—"
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
