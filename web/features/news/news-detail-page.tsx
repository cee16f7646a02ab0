import type { NewsItem } from "@shared/api/news";
import type { ProductSummary } from "@shared/api/product-summary";
import { ArrowLeftIcon, ExternalLinkIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Value } from "@/components/value";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { KindBadge } from "./components/kind-badge";
import { LoadError, LoadingRows } from "./components/load-state";
import { NewsCard } from "./components/news-card";
import { ProductTag } from "./components/product-tag";
import { TrendingPanel } from "./components/trending-panel";
import { newsApi } from "./news-api";
import { productPath } from "./product-link";

/** One news item: the story, its products with their key figures, products related by ticker, more news. */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const id = useParams().id ?? "";
  const load = useLoad(`item:${id}`, (signal) => newsApi.item(id, signal));

  return (
    <div className="flex flex-1 flex-col" data-testid="news-detail-page">
      <div className="mx-auto grid w-full max-w-[1320px] grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:px-8 lg:py-8">
        <div className="flex min-w-0 flex-col gap-6">
          <Button asChild variant="ghost" size="sm" className="self-start">
            <Link to={localized("/news")}>
              <ArrowLeftIcon />
              {t("news:ui.detail.back")}
            </Link>
          </Button>
          {load.state === "loading" ? (
            <LoadingRows rows={2} />
          ) : load.state === "error" ? (
            <div className="flex flex-col gap-3">
              <p className="text-muted-foreground">{t("news:ui.detail.notFound")}</p>
              <LoadError retry={load.retry} />
            </div>
          ) : (
            <Story item={load.data} />
          )}
        </div>
        <aside className="flex min-w-0 flex-col gap-6">
          <TrendingPanel />
        </aside>
      </div>
    </div>
  );
}

function Story({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  const first = item.products[0];
  return (
    <>
      <article className="flex flex-col gap-4" data-testid="news-story" data-id={item.id}>
        <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
          <KindBadge kind={item.kind} />
          <Value kind="date" value={item.date} />
        </div>
        <h1 className="font-semibold text-2xl text-foreground leading-tight tracking-tight sm:text-[28px]">
          {item.title}
        </h1>
        <p className="max-w-3xl text-base text-foreground/85 leading-relaxed">{item.body}</p>
        {item.url ? (
          <div className="flex flex-wrap items-center gap-3 text-muted-foreground text-sm">
            {item.publisher ? <span>{t("news:ui.detail.source", { publisher: item.publisher })}</span> : null}
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-brand-700 hover:underline"
            >
              {t("news:ui.detail.readOriginal")}
              <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            </a>
          </div>
        ) : null}
      </article>
      {item.products.length > 0 ? (
        <section className="flex flex-col gap-3">
          <h2 className="font-semibold text-foreground text-lg">{t("news:ui.detail.products")}</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {item.products.map((p) => (
              <ProductFigures key={p.fundCode} product={p} />
            ))}
          </div>
        </section>
      ) : null}
      {item.products
        .filter((p) => p.symbol)
        .map((p) => (
          <RelatedByTicker key={p.fundCode} ticker={p.symbol!} exclude={item.products} />
        ))}
      {first ? <MoreNews product={first} exclude={item.id} /> : null}
    </>
  );
}

function ProductFigures({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-[15px] leading-snug">
          <Link
            to={localized(productPath(product))}
            className="hover:text-brand-700 hover:underline"
            data-testid="news-product-link"
          >
            {product.fundName}
          </Link>
        </CardTitle>
        <p className="text-muted-foreground text-xs">
          {[product.productType === "etf" ? t("news:ui.etf") : t("news:ui.fund"), product.symbol]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground text-xs">{t("news:ui.detail.nav")}</dt>
            <dd className="font-medium">
              <Value kind="currency" value={product.nav} currency={product.currency} />
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground text-xs">{t("news:ui.detail.return1y")}</dt>
            <dd className="font-medium">
              <Value kind="percent" value={product.return1y} signed />
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground text-xs">{t("news:ui.detail.aum")}</dt>
            <dd className="font-medium">
              <Value kind="currency" value={product.aumUsd} currency="USD" compact />
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Other products tracking or holding the ticker of a product in the story. */
function RelatedByTicker({ ticker, exclude }: { ticker: string; exclude: ProductSummary[] }) {
  const { t } = useTranslation();
  const load = useLoad(`related:${ticker}`, (signal) => newsApi.relatedFunds(ticker, signal));
  if (load.state !== "ready") return null;
  const skip = new Set(exclude.map((p) => p.fundCode));
  const others = load.data.filter((p) => !skip.has(p.fundCode));
  if (others.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" data-testid="news-related">
      <h2 className="font-semibold text-foreground text-lg">{t("news:ui.detail.related", { ticker })}</h2>
      <div className="flex flex-wrap gap-1.5">
        {others.map((p) => (
          <ProductTag key={p.fundCode} product={p} />
        ))}
      </div>
    </section>
  );
}

function MoreNews({ product, exclude }: { product: ProductSummary; exclude: string }) {
  const { t } = useTranslation();
  const load = useLoad(`more:${product.fundCode}`, (signal) =>
    newsApi.forProduct(product.fundCode, 6, signal),
  );
  if (load.state !== "ready") return null;
  const items = load.data.items.filter((i) => i.id !== exclude).slice(0, 5);
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-semibold text-foreground text-lg">
        {t("news:ui.detail.more", { name: product.fundName })}
      </h2>
      {items.map((item) => (
        <NewsCard key={item.id} item={item} compact />
      ))}
    </section>
  );
}
