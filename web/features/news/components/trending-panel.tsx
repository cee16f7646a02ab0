import { FlameIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { newsApi } from "../news-api";
import { productPath } from "../product-link";
import { LoadError, LoadingRows } from "./load-state";

/** Funds and ETFs with the most news in the last 30 days. */
export function TrendingPanel() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const load = useLoad("trending", (signal) => newsApi.trending(8, signal));
  return (
    <Card data-testid="news-trending">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <FlameIcon className="size-4 text-gold-500" aria-hidden="true" />
          {t("news:ui.trending.title")}
        </CardTitle>
        <p className="text-muted-foreground text-xs">{t("news:ui.trending.hint")}</p>
      </CardHeader>
      <CardContent>
        {load.state === "loading" ? (
          <LoadingRows rows={3} />
        ) : load.state === "error" ? (
          <LoadError retry={load.retry} />
        ) : load.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("news:ui.trending.empty")}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border">
            {load.data.map(({ product, events }, i) => (
              <li key={product.fundCode} className="flex items-center gap-3 py-2.5">
                <span className="w-5 shrink-0 text-center font-semibold text-muted-foreground text-sm">
                  {i + 1}
                </span>
                <Link
                  to={localized(productPath(product))}
                  className="flex min-w-0 flex-1 flex-col hover:text-brand-700"
                >
                  <span className="truncate font-medium text-sm">{product.fundName}</span>
                  <span className="text-muted-foreground text-xs">
                    {product.productType === "etf" ? t("news:ui.etf") : t("news:ui.fund")}
                    {product.symbol ? ` · ${product.symbol}` : ""}
                  </span>
                </Link>
                <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-[11px] text-muted-foreground">
                  {t("news:ui.trending.events", { count: events })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
