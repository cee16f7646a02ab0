import type { WatchlistGroup, WatchlistItem } from "@shared/api/watchlist";
import { Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { productDetailPath } from "@/lib/product-paths";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { riskLevelKeys, typeKeys } from "../labels";

const th = "whitespace-nowrap px-3 py-2 font-medium";
const td = "whitespace-nowrap px-3 py-2.5 group-hover:bg-muted";

/** A group's products: name (to the profile), code, type, NAV, 1Y return, Sharpe, risk, date added. */
export function WatchlistTable({
  group,
  onRemove,
}: {
  group: WatchlistGroup;
  onRemove: (item: WatchlistItem) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card" data-testid="watchlist-table">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("watchlist:table.caption", { name: group.name })}</caption>
        <thead className="bg-muted text-muted-foreground text-xs">
          <tr>
            <th scope="col" className={`${th} sticky left-0 z-10 min-w-40 bg-muted text-left sm:min-w-60`}>
              {t("watchlist:table.product")}
            </th>
            <th scope="col" className={`${th} text-left`}>
              {t("watchlist:table.code")}
            </th>
            <th scope="col" className={`${th} text-left`}>
              {t("watchlist:table.type")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("watchlist:table.nav")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("watchlist:table.return1y")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("watchlist:table.sharpe")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("watchlist:table.risk")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("watchlist:table.added")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">{t("watchlist:table.remove")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {group.items.map((item) => {
            const p = item.product;
            const name = p?.fundName ?? item.fundCode;
            return (
              <tr
                key={item.fundCode}
                className="group border-t"
                data-testid="watchlist-row"
                data-code={item.fundCode}
              >
                <th
                  scope="row"
                  className="sticky left-0 z-10 max-w-72 bg-card px-3 py-2.5 text-left font-normal group-hover:bg-muted"
                >
                  {p ? (
                    <Link
                      to={localized(productDetailPath(p.productType, item.fundCode))}
                      className="line-clamp-2 font-medium text-foreground hover:text-primary hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      data-testid="watchlist-name"
                    >
                      {name}
                    </Link>
                  ) : (
                    <span className="flex flex-col">
                      <span className="font-medium">{item.fundCode}</span>
                      <span className="text-muted-foreground text-xs">{t("watchlist:table.gone")}</span>
                    </span>
                  )}
                </th>
                <td className={`${td} text-muted-foreground tabular`}>{p?.symbol ?? item.fundCode}</td>
                <td className={td}>{p ? t(typeKeys[p.productType]) : "—"}</td>
                <td className={`${td} text-right`}>
                  <Value kind="number" value={p?.nav} digits={4} />
                </td>
                <td className={`${td} text-right`}>
                  <Value kind="percent" value={p?.return1y} signed />
                </td>
                <td className={`${td} text-right`}>
                  <Value kind="number" value={p?.sharpe1y} digits={2} />
                </td>
                <td className={`${td} text-right`}>
                  {p?.riskLevel ? (
                    <span title={t(riskLevelKeys[p.riskLevel as 1 | 2 | 3 | 4 | 5])}>
                      <Value kind="number" value={p.riskLevel} digits={0} />
                    </span>
                  ) : (
                    "—"
                  )}
                </td>
                <td className={`${td} text-right text-muted-foreground`}>
                  <Value kind="date" value={item.addedAt} />
                </td>
                <td className={`${td} py-1 text-right`}>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t("watchlist:table.removeLabel", { name, group: group.name })}
                    title={t("watchlist:table.remove")}
                    onClick={() => onRemove(item)}
                    data-testid="watchlist-remove"
                  >
                    <Trash2Icon className="text-muted-foreground" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
