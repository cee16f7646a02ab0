import { FilterIcon, PlusIcon, StarIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { SearchBox } from "@/features/search";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { MAX_HOLDINGS } from "../draft";
import { fetchWatchlistProducts, type NamedProduct } from "../portfolio-api";
import { Section } from "./section";

/**
 * Step 1: the underlying products, from the search combobox or the watchlist (the selector is a
 * link away for browsing by criteria). Up to 20; the 21st is refused with the limit message.
 */
export function ProductStep({
  selected,
  onAdd,
  onRemove,
  onNext,
}: {
  selected: Array<{ fundCode: string; fundName?: string }>;
  onAdd: (product: NamedProduct) => void;
  onRemove: (fundCode: string) => void;
  onNext: () => void;
}) {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const [notice, setNotice] = useState<string | null>(null);
  const watchlist = useLoad(["watchlist", i18n.language].join(":"), (signal) =>
    fetchWatchlistProducts({ signal, silent: true }),
  );
  const chosen = new Set(selected.map((s) => s.fundCode));
  const full = selected.length >= MAX_HOLDINGS;

  const add = (product: NamedProduct) => {
    if (chosen.has(product.fundCode)) return;
    if (full) {
      setNotice(t("portfolio:select.limit", { count: MAX_HOLDINGS }));
      return;
    }
    setNotice(null);
    onAdd(product);
  };

  return (
    <div className="flex flex-col gap-5" data-testid="select-step">
      <Section title={t("portfolio:select.title")}>
        <SearchBox
          testId="portfolio-product-picker"
          label={t("portfolio:select.search")}
          placeholder={t("portfolio:select.searchPlaceholder")}
          onPick={(p) => add({ fundCode: p.fundCode, fundName: p.fundName, productType: p.productType })}
          className="max-w-xl"
        />
        {notice ? (
          <p role="alert" className="text-destructive text-sm" data-testid="holdings-limit">
            {notice}
          </p>
        ) : null}
        <div className="flex flex-col gap-2">
          <h3 className="font-medium text-muted-foreground text-xs" id="selected-products-title">
            {t("portfolio:select.selected", { count: selected.length, max: MAX_HOLDINGS })}
          </h3>
          {selected.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("portfolio:select.none")}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-labelledby="selected-products-title">
              {selected.map((p) => (
                <li
                  key={p.fundCode}
                  data-testid="selected-product"
                  data-code={p.fundCode}
                  className="flex min-w-0 max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm sm:max-w-[24rem]"
                >
                  <span className="min-w-0 truncate" title={p.fundName ?? p.fundCode}>
                    {p.fundName ?? p.fundCode}
                  </span>
                  <span className="shrink-0 font-mono text-muted-foreground text-xs">{p.fundCode}</span>
                  <button
                    type="button"
                    onClick={() => {
                      setNotice(null);
                      onRemove(p.fundCode);
                    }}
                    aria-label={t("portfolio:select.remove", { name: p.fundName ?? p.fundCode })}
                    className="shrink-0 rounded-full p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <XIcon className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
          <Button asChild variant="outline" size="sm">
            <Link to={localized("/fundFilter")}>
              <FilterIcon aria-hidden />
              {t("portfolio:select.fromSelector")}
            </Link>
          </Button>
          <Button onClick={onNext} disabled={selected.length === 0} data-testid="to-backtest">
            {t("portfolio:select.next")}
          </Button>
        </div>
      </Section>

      <Section title={t("portfolio:select.watchlist")} testId="watchlist-products">
        {watchlist.state === "loading" ? (
          <p className="text-muted-foreground text-sm">{t("portfolio:loading")}</p>
        ) : watchlist.state === "error" ? (
          <p className="text-muted-foreground text-sm">{t("portfolio:select.watchlistError")}</p>
        ) : watchlist.data.length === 0 ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <StarIcon className="size-4" aria-hidden />
            {t("portfolio:select.watchlistEmpty")}
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {watchlist.data.map((p) => (
              <li key={p.fundCode} className="flex min-w-0 items-center gap-2 rounded-lg border px-3 py-2">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm" title={p.fundName}>
                    {p.fundName}
                  </span>
                  <span className="font-mono text-muted-foreground text-xs">{p.fundCode}</span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={chosen.has(p.fundCode)}
                  onClick={() => add(p)}
                  aria-label={t("portfolio:select.add", { name: p.fundName })}
                  data-testid="add-from-watchlist"
                >
                  <PlusIcon aria-hidden />
                  <span className="hidden sm:inline">
                    {chosen.has(p.fundCode) ? t("portfolio:select.added") : t("portfolio:select.addShort")}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
