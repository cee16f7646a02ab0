import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Value } from "@/components/value";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { Muted, ProductCode } from "./card-parts";
import type { ToolCardProps } from "./types";

/** getNews: the latest items (of a product, a ticker's products, or all), each linking to its page. */
export function GetNewsCard({ output }: ToolCardProps<"getNews">) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const subject =
    output.scope === "product"
      ? t("tools:getNews.product", { code: output.code ?? "" })
      : output.scope === "ticker"
        ? t("tools:getNews.ticker", { ticker: output.ticker ?? "" })
        : t("tools:getNews.latest");
  return (
    <div className="flex flex-col gap-2">
      <Muted>
        {subject} · {t("tools:getNews.total", { count: output.total })}
      </Muted>
      {output.items.length === 0 ? (
        <Muted>{t("tools:getNews.none")}</Muted>
      ) : (
        <ul className="flex flex-col divide-y divide-border/70" data-testid="news-list">
          {output.items.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 py-2">
              <Value kind="date" value={item.date} className="text-muted-foreground text-[11px]" />
              <Link
                to={localized(`/news/${encodeURIComponent(item.id)}`)}
                className="font-medium text-foreground text-sm leading-snug hover:text-brand-700 hover:underline"
              >
                {item.title}
              </Link>
              {item.products.length > 0 ? (
                <span className="flex flex-wrap gap-1">
                  {item.products.map((p) => (
                    <ProductCode key={p.fundCode} code={p.fundCode} productType={p.productType} />
                  ))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
