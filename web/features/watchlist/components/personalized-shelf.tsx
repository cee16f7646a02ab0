import type { WatchlistGroup } from "@shared/api/watchlist";
import { ArrowRightIcon, StarIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { productDetailPath } from "@/lib/product-paths";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { useGroups } from "../hooks/use-groups";
import { typeKeys } from "../labels";

/** Rows the shelf shows of the Personalized group. */
const SHELF_ROWS = 6;

/**
 * Home's Personalized list: the products of the group the user chose to show on home, like the
 * curated shelf, with the way to the watchlist; without a chosen group, a prompt to pick one.
 * Nothing is shown signed out.
 */
export function PersonalizedShelf() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const view = useGroups({ fresh: true });
  if (view.status === "signedOut" || view.status === "error") return null;
  const chosen = view.status === "ready" ? view.groups.find((g) => g.personalized) : undefined;
  return (
    <section
      aria-labelledby="home-personalized-title"
      className="flex flex-col gap-3"
      data-testid="personalized-shelf"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="home-personalized-title" className="font-semibold text-foreground text-xl tracking-tight">
          {t("watchlist:home.title")}
          {chosen ? (
            <span className="ml-2 font-normal text-base text-muted-foreground">· {chosen.name}</span>
          ) : null}
        </h2>
        <Link
          to={localized(chosen ? `/watchlist?group=${encodeURIComponent(chosen.id)}` : "/watchlist")}
          className="inline-flex shrink-0 items-center gap-1 rounded font-medium text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          data-testid="personalized-shelf-open"
        >
          {t("watchlist:home.open")}
          <ArrowRightIcon aria-hidden="true" className="size-3.5" />
        </Link>
      </div>
      {view.status === "loading" ? (
        <div className="h-40 animate-pulse rounded-lg bg-muted" aria-hidden="true" />
      ) : !chosen ? (
        <Prompt
          text={t("watchlist:home.pick")}
          action={t("watchlist:home.pickAction")}
          to={localized("/watchlist")}
        />
      ) : chosen.items.length === 0 ? (
        <Prompt
          text={t("watchlist:home.empty", { name: chosen.name })}
          action={t("watchlist:home.emptyAction")}
          to={localized("/fundFilter")}
        />
      ) : (
        <ShelfTable group={chosen} />
      )}
    </section>
  );
}

function Prompt({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="personalized-shelf-prompt"
    >
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <StarIcon aria-hidden="true" className="size-4 shrink-0 text-gold-500" />
        {text}
      </p>
      <Button asChild size="sm" variant="outline">
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  );
}

function ShelfTable({ group }: { group: WatchlistGroup }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const items = group.items.slice(0, SHELF_ROWS);
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("watchlist:table.caption", { name: group.name })}</caption>
        <thead className="bg-muted text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t("watchlist:table.product")}
            </th>
            <th scope="col" className="whitespace-nowrap px-3 py-2 text-left font-medium">
              {t("watchlist:table.type")}
            </th>
            <th scope="col" className="whitespace-nowrap px-3 py-2 text-right font-medium">
              {t("watchlist:table.return1y")}
            </th>
            <th
              scope="col"
              className="hidden whitespace-nowrap px-3 py-2 text-right font-medium sm:table-cell"
            >
              {t("watchlist:table.sharpe")}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const p = item.product;
            return (
              <tr
                key={item.fundCode}
                className="border-t"
                data-testid="personalized-row"
                data-code={item.fundCode}
              >
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {p ? (
                    <Link
                      to={localized(productDetailPath(p.productType, item.fundCode))}
                      className="line-clamp-2 font-medium text-foreground hover:text-primary hover:underline"
                    >
                      {p.fundName}
                    </Link>
                  ) : (
                    <span className="font-medium">{item.fundCode}</span>
                  )}
                  <span className="text-muted-foreground text-xs tabular">{p?.symbol ?? item.fundCode}</span>
                </th>
                <td className="whitespace-nowrap px-3 py-2">{p ? t(typeKeys[p.productType]) : "—"}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  <Value kind="percent" value={p?.return1y} signed />
                </td>
                <td className="hidden whitespace-nowrap px-3 py-2 text-right sm:table-cell">
                  <Value kind="number" value={p?.sharpe1y} digits={2} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
