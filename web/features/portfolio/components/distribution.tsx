import type { BacktestResultBody } from "@shared/api/backtest";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { useVocabulary } from "@/features/product";

const dimensions = ["assetClass", "region", "industry"] as const;
/** What the look-through calls the part it cannot place. */
const unknownLabels = new Set(["unknown", "other", "others"]);

/**
 * The portfolio's look-through distribution (each holding's own breakdown, by its weight), by
 * asset class, region and industry, as bars with the percentage.
 */
export function Distribution({ distribution }: { distribution: BacktestResultBody["distribution"] }) {
  const { t } = useTranslation();
  const word = useVocabulary();
  const titles = {
    assetClass: t("portfolio:distribution.assetClass"),
    region: t("portfolio:distribution.region"),
    industry: t("portfolio:distribution.industry"),
  };
  return (
    <div className="grid gap-5 md:grid-cols-3" data-testid="distribution">
      {dimensions.map((d) => {
        const rows = [...distribution[d]].sort((a, b) => b.weight - a.weight).slice(0, 10);
        return (
          <figure key={d} className="flex min-w-0 flex-col gap-2" data-testid={`distribution-${d}`}>
            <figcaption className="font-medium text-sm">{titles[d]}</figcaption>
            {rows.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("portfolio:distribution.none")}</p>
            ) : (
              <ul className="flex flex-col gap-1.5">
                {rows.map((r) => {
                  const label = unknownLabels.has(r.label.toLowerCase())
                    ? t("portfolio:distribution.unknown")
                    : word(d, r.label);
                  return (
                    <li key={r.label} className="flex flex-col gap-0.5 text-xs">
                      <span className="flex items-center justify-between gap-2">
                        <span className="min-w-0 truncate" title={label}>
                          {label}
                        </span>
                        <Value kind="percent" value={r.weight} digits={1} className="shrink-0 font-medium" />
                      </span>
                      <span aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
                        <span
                          className="block h-full rounded-full bg-brand-500"
                          style={{ width: `${Math.max(0, Math.min(100, r.weight * 100))}%` }}
                        />
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </figure>
        );
      })}
    </div>
  );
}
