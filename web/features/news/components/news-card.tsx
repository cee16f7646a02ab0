import type { NewsItem } from "@shared/api/news";
import { Link } from "react-router";
import { Value } from "@/components/value";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { newsItemPath } from "../product-link";
import { KindBadge } from "./kind-badge";
import { ProductTag } from "./product-tag";

/** One item of a news list: kind, date, headline (to the item), summary and product tags. */
export function NewsCard({ item, compact = false }: { item: NewsItem; compact?: boolean }) {
  const localized = useLocalizedPath();
  return (
    <article
      className="flex flex-col gap-2 rounded-xl border border-border bg-background p-4 shadow-xs sm:p-5"
      data-testid="news-item"
      data-id={item.id}
    >
      <div className="flex flex-wrap items-center gap-2 text-[12px] text-muted-foreground">
        <KindBadge kind={item.kind} />
        <Value kind="date" value={item.date} />
        {item.publisher ? <span className="truncate">{item.publisher}</span> : null}
      </div>
      <h3 className="font-semibold text-[15px] text-foreground leading-snug sm:text-base">
        <Link
          to={localized(newsItemPath(item.id))}
          className="hover:text-brand-700 hover:underline"
          data-testid="news-item-link"
        >
          {item.title}
        </Link>
      </h3>
      {compact ? null : (
        <p className="line-clamp-2 text-muted-foreground text-sm leading-relaxed">{item.body}</p>
      )}
      {item.products.length > 0 ? (
        <div className="flex flex-wrap gap-1.5 pt-1">
          {item.products.map((p) => (
            <ProductTag key={p.fundCode} product={p} />
          ))}
        </div>
      ) : null}
    </article>
  );
}
