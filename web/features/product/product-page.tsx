import type { Period } from "@shared/domain/period";
import { FileTextIcon } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CompareToggle } from "@/features/comparison";
import { ShareDialog } from "@/features/sharing";
import { AddToWatchlist } from "@/features/watchlist";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { AnalysisTab } from "./components/analysis-tab";
import { ArchiveTab } from "./components/archive-tab";
import { HoldingsTab } from "./components/holdings-tab";
import { Empty, LoadError, Skeleton } from "./components/parts";
import { PerformanceTab } from "./components/performance-tab";
import { ProductHeader } from "./components/product-header";
import { WatchlistTab } from "./components/watchlist-tab";
import { oneDayChange } from "./figures";
import { tabLabels } from "./labels";
import { productApi } from "./product-api";
import {
  type ProductQuery,
  type ProductTab,
  parseProductQuery,
  productTabs,
  withProductQuery,
} from "./product-query";

/**
 * A fund's or an ETF's profile (/fundDetail, /ETFDetail): the header, then five tabs —
 * performance, comprehensive analysis, analysis (holdings and breakdowns), archive (documents,
 * managers, fees) and watchlist (risk alerts). The product, tab, period and benchmark are in
 * the query; an unknown product goes to /404 (the API client does that on 80610001).
 */
export function ProductPage() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const query = parseProductQuery(params);
  const refKey = query.ref ? JSON.stringify(query.ref) : "";
  const info = useLoad(`info:${refKey}:${i18n.language}`, (signal) =>
    query.ref ? productApi.info(query.ref, signal) : Promise.reject(new Error("no product")),
  );
  // the header's 1-day change: the last two NAVs of a short series
  const recent = useLoad(`recent:${refKey}`, (signal) =>
    query.ref
      ? productApi.performance(query.ref, { period: "7D" }, signal)
      : Promise.reject(new Error("no product")),
  );

  const change = useCallback(
    (change: Partial<Pick<ProductQuery, "tab" | "period" | "benchmark">>) =>
      setParams((current) => withProductQuery(current, change), { preventScrollReset: true }),
    [setParams],
  );

  if (!query.ref) {
    return (
      <Page>
        <Empty testId="product-missing">{t("product:noProduct")}</Empty>
      </Page>
    );
  }
  if (info.state === "loading") {
    return (
      <Page>
        <span className="sr-only" role="status">
          {t("product:loading")}
        </span>
        <Skeleton className="h-40" />
        <Skeleton className="h-96" />
      </Page>
    );
  }
  if (info.state === "error") {
    return (
      <Page>
        <LoadError retry={info.retry} />
      </Page>
    );
  }

  const product = info.data;
  const ref = query.ref;
  return (
    <Page testId="product-page" code={product.fundCode}>
      <ProductHeader
        product={product}
        actions={
          <>
            <AddToWatchlist fundCode={product.fundCode} name={product.name} variant="button" />
            <Link
              to={localized(`/reports?fundCode=${encodeURIComponent(product.fundCode)}`)}
              className={buttonVariants({ variant: "outline", size: "sm" })}
              data-testid="product-generate-report"
            >
              <FileTextIcon />
              {t("product:generateReport")}
            </Link>
            <CompareToggle
              product={{
                fundCode: product.fundCode,
                fundName: product.name,
                productType: product.productType,
              }}
            />
            <ShareDialog kind="fund" id={product.fundCode} title={product.name} />
          </>
        }
        change1d={
          recent.state === "ready"
            ? oneDayChange(recent.data.series)
            : recent.state === "error"
              ? null
              : undefined
        }
      />
      <Tabs
        value={query.tab}
        onValueChange={(tab) => change({ tab: tab as ProductTab })}
        className="flex flex-col"
      >
        <TabsList aria-label={t("product:tabs.label")} data-testid="product-tabs">
          {productTabs.map((tab) => (
            <TabsTrigger key={tab} value={tab} data-testid={`tab-${tab}`}>
              {t(tabLabels[tab])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="performance">
          <PerformanceTab
            product={product}
            productRef={ref}
            period={query.period}
            benchmark={query.benchmark}
            onPeriod={(period: Period) => change({ period })}
            onBenchmark={(benchmark) => change({ benchmark })}
          />
        </TabsContent>
        <TabsContent value="analysis">
          <AnalysisTab product={product} productRef={ref} />
        </TabsContent>
        <TabsContent value="holdings">
          <HoldingsTab productRef={ref} />
        </TabsContent>
        <TabsContent value="archive">
          <ArchiveTab product={product} productRef={ref} />
        </TabsContent>
        <TabsContent value="watchlist">
          <WatchlistTab product={product}>
            <div className="flex flex-wrap items-center gap-3" data-testid="product-watchlist">
              <p className="text-muted-foreground text-sm">{t("product:watchlist.groupsNote")}</p>
              <AddToWatchlist fundCode={product.fundCode} name={product.name} variant="button" />
              <Link
                to={localized("/watchlist")}
                className="font-medium text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {t("product:watchlist.manage")}
              </Link>
            </div>
          </WatchlistTab>
        </TabsContent>
      </Tabs>
    </Page>
  );
}

function Page({ children, testId, code }: { children: React.ReactNode; testId?: string; code?: string }) {
  return (
    <div className="flex flex-1 flex-col" data-testid={testId} data-code={code}>
      <div className="mx-auto flex w-full max-w-[1320px] flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        {children}
      </div>
    </div>
  );
}
