import type { ComparisonScreen } from "@shared/api/comparison";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";

/**
 * The overlap of every pair of products: the shared share of the portfolio (the smaller weight
 * of each common top-10 holding, added up) as a figure and a bar, then the common holdings.
 */
export function HoldingsOverlap({ data }: { data: ComparisonScreen }) {
  const { t } = useTranslation();
  if (data.overlap.length === 0)
    return <p className="text-muted-foreground text-sm">{t("comparison:overlap.single")}</p>;
  const nameOf = new Map(data.products.map((p) => [p.summary.fundCode, p.summary.fundName]));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground text-xs">{t("comparison:overlap.hint")}</p>
      <ul className="flex flex-col gap-4">
        {data.overlap.map((o) => {
          const width = `${Math.min(100, Math.max(0, (o.weight ?? 0) * 100))}%`;
          return (
            <li
              key={`${o.a}-${o.b}`}
              className="flex flex-col gap-2 rounded-lg border p-3"
              data-testid="overlap-pair"
              data-pair={`${o.a}-${o.b}`}
            >
              <div className="flex items-baseline justify-between gap-3">
                <p className="min-w-0 text-sm">
                  <span className="font-medium font-mono">
                    {t("comparison:overlap.pair", { a: o.a, b: o.b })}
                  </span>
                  <span className="line-clamp-1 text-muted-foreground text-xs">
                    {nameOf.get(o.a)} · {nameOf.get(o.b)}
                  </span>
                </p>
                <Value kind="percent" value={o.weight} digits={1} className="font-semibold text-lg" />
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div className="h-full rounded-full bg-brand-500" style={{ width }} />
              </div>
              {o.weight === null ? (
                <p className="text-muted-foreground text-xs">{t("comparison:overlap.unavailable")}</p>
              ) : o.common.length === 0 ? (
                <p className="text-muted-foreground text-xs">{t("comparison:overlap.none")}</p>
              ) : (
                <table className="w-full text-xs">
                  <thead className="text-muted-foreground">
                    <tr>
                      <th scope="col" className="py-1 text-left font-medium">
                        {t("comparison:overlap.holding")}
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        {t("comparison:overlap.weightIn", { code: o.a })}
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        {t("comparison:overlap.weightIn", { code: o.b })}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {o.common.map((c) => (
                      <tr key={c.name} className="border-t">
                        <td className="py-1 pr-2">{c.name}</td>
                        <td className="py-1 text-right">
                          <Value kind="percent" value={c.weightA} />
                        </td>
                        <td className="py-1 text-right">
                          <Value kind="percent" value={c.weightB} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
