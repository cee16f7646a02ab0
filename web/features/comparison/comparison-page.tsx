import { COMPARE_MAX_PRODUCTS, type ComparisonScreen } from "@shared/api/comparison";
import { errorCatalog } from "@shared/api/errors";
import type { ProductType } from "@shared/domain/product";
import { GitCompareArrowsIcon, LoaderCircleIcon } from "lucide-react";
import { type ReactNode, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { UpgradePanel } from "@/components/upgrade-panel";
import { productDetailPath } from "@/lib/product-paths";
import { screenText } from "@/lib/screen-text";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { useScreen } from "@/lib/use-screen";
import { cn } from "@/lib/utils";
import {
  type Basket,
  type BasketProduct,
  removeProduct as removeProductFrom,
  sanitizeBasket,
} from "./basket";
import type { ComparisonScreenKind } from "./comparison-api";
import {
  type ComparisonQuery,
  comparisonScreenFor,
  comparisonSearch,
  parseComparisonQuery,
} from "./comparison-query";
import { ComparisonToolbar } from "./components/comparison-toolbar";
import { CorrelationMatrix } from "./components/correlation-matrix";
import { FiguresTable } from "./components/figures-table";
import { HoldingsOverlap } from "./components/holdings-overlap";
import { OverlayChart } from "./components/overlay-chart";
import { useBasket } from "./hooks/use-basket";
import { useBenchmarks } from "./hooks/use-benchmarks";
import { useComparison } from "./hooks/use-comparison";
import { useFormat } from "./hooks/use-format";
import { periodLabels, productTypeLabels } from "./labels";

function Section({
  title,
  children,
  testId,
  className,
}: {
  title: string;
  children: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <section
      className={cn("flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs", className)}
      aria-label={title}
      data-testid={testId}
    >
      <h2 className="font-semibold text-lg tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

function EmptyState({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div
      className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center"
      data-testid="comparison-empty"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <GitCompareArrowsIcon className="size-5" aria-hidden />
      </span>
      <h2 className="font-semibold text-xl">{t("comparison:empty.title")}</h2>
      <p className="max-w-xl text-muted-foreground text-sm">{t("comparison:empty.body")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={localized("/fundFilter")}>{t("comparison:empty.funds")}</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={localized("/ETF-Filter")}>{t("comparison:empty.etfs")}</Link>
        </Button>
      </div>
      <div className="w-full max-w-md text-left">{children}</div>
    </div>
  );
}

/** A product column's heading: type, code, name (linking to its page). */
function ProductHeading({ data, index }: { data: ComparisonScreen; index: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const s = data.products[index]?.summary;
  if (!s) return null;
  return (
    <span className="flex flex-col items-end gap-1">
      <span className="flex items-center gap-1.5 text-muted-foreground text-xs">
        <span className="rounded bg-muted px-1.5 py-0.5 font-medium">
          {t(productTypeLabels[s.productType])}
        </span>
        <span className="font-mono">{s.fundCode}</span>
      </span>
      <Link
        to={localized(productDetailPath(s.productType, s.fundCode))}
        className="line-clamp-2 whitespace-normal text-right font-medium text-foreground hover:text-primary hover:underline"
      >
        {s.fundName}
      </Link>
      <span className="text-muted-foreground text-xs">
        {[s.currency, s.categoryName ?? s.category].filter(Boolean).join(" · ")}
      </span>
    </span>
  );
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The comparison screen (/fundComparison, /ETFComparison). Its state is the query string
 * (`fundCodes`, `benchmarks`, `period`: the chat card's link opens it as it is); opened without
 * products it takes the basket's. What is shown becomes the basket, so the selectors' basket
 * bar and this screen always agree.
 */
export function ComparisonPage({ screen }: { screen: ComparisonScreenKind }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query text is the identity
  const query = useMemo(() => parseComparisonQuery(params), [key]);
  const { basket, setBasket } = useBasket();
  const available = useBenchmarks(i18n.language);
  const comparison = useComparison(screen, query, i18n.language, true);
  // the server decides: a plan without comparison is answered 403 (the upgrade dialog opens too)
  const allowed = !(
    comparison.status === "error" && comparison.error?.code === errorCatalog.notEntitled.code
  );
  const data = comparison.data;
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const knownType = (code: string): ProductType | undefined =>
    data?.products.find((p) => p.summary.fundCode === code)?.summary.productType ??
    basket.products.find((p) => p.fundCode === code)?.productType;

  /**
   * Writes a state to the URL. When the products' types call for the other screen (ETFs only:
   * the ETF comparison; any fund: the fund comparison, as the basket and the chat card decide),
   * it moves there; while a type is not known yet it stays.
   */
  const setQuery = (next: ComparisonQuery, replace = false, added?: BasketProduct) => {
    const search = comparisonSearch(next, params);
    const types = next.fundCodes.map((code) =>
      code === added?.fundCode ? added.productType : knownType(code),
    );
    const target =
      types.length > 0 && types.every((type) => type !== undefined)
        ? comparisonScreenFor(types as ProductType[])
        : screen;
    if (target !== screen) navigate(`${localized(`/${target}`)}?${search.toString()}`, { replace });
    else setParams(search, { preventScrollReset: true, replace });
  };

  // Opened without products: the basket's, as if its "Compare" had been pressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival without products
  useEffect(() => {
    if (query.fundCodes.length === 0 && basket.products.length > 0)
      setQuery(
        {
          fundCodes: basket.products.map((p) => p.fundCode),
          benchmarks:
            query.benchmarks.length > 0 ? query.benchmarks : basket.benchmarks.map((b) => b.symbolCode),
          period: query.period,
        },
        true,
      );
  }, [query.fundCodes.length === 0]);

  // What the screen shows becomes the basket (names from the answer, in the page's language).
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows each answer
  useEffect(() => {
    if (comparison.status !== "ready" || !data) return;
    const next: Basket = sanitizeBasket({
      products: data.products.map((p) => ({
        fundCode: p.summary.fundCode,
        productType: p.summary.productType,
        fundName: p.summary.fundName,
      })),
      benchmarks: data.overlay
        .filter((l) => l.kind === "benchmark")
        .map((l) => ({ symbolCode: l.code, name: l.name })),
    });
    if (!sameJson(next, basket)) setBasket(next);
  }, [comparison.status, data]);

  // The chips: names from the answer when it has the code, else from the basket, else the code.
  const nameOf = (code: string) =>
    data?.products.find((p) => p.summary.fundCode === code)?.summary.fundName ??
    basket.products.find((p) => p.fundCode === code)?.fundName ??
    code;
  const typeOf = (code: string) => knownType(code) ?? "fund";
  const products: BasketProduct[] = query.fundCodes.map((code) => ({
    fundCode: code,
    fundName: nameOf(code),
    productType: typeOf(code),
  }));
  const benchmarkName = (code: string) =>
    available.find((b) => b.symbolCode === code)?.name ??
    data?.overlay.find((l) => l.code === code)?.name ??
    basket.benchmarks.find((b) => b.symbolCode === code)?.name ??
    code;
  const benchmarks = query.benchmarks.map((code) => ({ symbolCode: code, name: benchmarkName(code) }));

  const addProduct = (p: BasketProduct) => {
    // known at once in the basket (the chip has its name before the answer arrives)
    if (
      !basket.products.some((b) => b.fundCode === p.fundCode) &&
      basket.products.length < COMPARE_MAX_PRODUCTS
    )
      setBasket({ ...basket, products: [...basket.products, p] });
    setQuery({ ...query, fundCodes: [...query.fundCodes, p.fundCode] }, false, p);
  };
  const removeProduct = (code: string) => {
    const fundCodes = query.fundCodes.filter((c) => c !== code);
    setQuery({ ...query, fundCodes });
    // out of the basket at once (the answer for the rest may never come if the user leaves)
    setBasket(removeProductFrom(basket, code));
  };

  const toolbar = (
    <ComparisonToolbar
      products={products}
      benchmarks={benchmarks}
      period={query.period}
      available={available}
      onAddProduct={addProduct}
      onRemoveProduct={removeProduct}
      onAddBenchmark={(code) => setQuery({ ...query, benchmarks: [...query.benchmarks, code] })}
      onRemoveBenchmark={(code) => {
        const next = query.benchmarks.filter((c) => c !== code);
        setQuery({ ...query, benchmarks: next });
        setBasket({ ...basket, benchmarks: basket.benchmarks.filter((b) => b.symbolCode !== code) });
      }}
      onPeriod={(period) => setQuery({ ...query, period })}
    />
  );

  const error = comparison.status === "error" ? comparison.error : null;
  const missingCode = typeof error?.details?.fundCode === "string" ? error.details.fundCode : null;
  const shown = data && query.fundCodes.length > 0 ? data : null;

  return (
    <div
      className="mx-auto flex w-full max-w-screen-2xl flex-col gap-5 px-4 py-6 sm:px-6"
      data-testid="comparison-page"
      data-screen={screen}
    >
      <header className="flex flex-col gap-1.5">
        <h1 className="font-semibold text-2xl tracking-tight">{t(screenText[screen].title)}</h1>
        <p className="text-muted-foreground text-sm">{t(screenText[screen].description)}</p>
      </header>

      {!allowed ? (
        <UpgradePanel
          title={t("comparison:upgrade.title")}
          body={t("comparison:upgrade.body")}
          testId="comparison-upgrade"
        />
      ) : query.fundCodes.length === 0 && basket.products.length === 0 ? (
        <EmptyState>{toolbar}</EmptyState>
      ) : (
        <>
          {toolbar}
          {comparison.status === "error" ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
              data-testid="comparison-error"
            >
              <span className="flex-1">{error?.notice ?? t("comparison:error.title")}</span>
              {missingCode && query.fundCodes.includes(missingCode) ? (
                <Button variant="outline" size="sm" onClick={() => removeProduct(missingCode)}>
                  {t("comparison:basket.remove", { name: missingCode })}
                </Button>
              ) : null}
              <Button variant="outline" size="sm" onClick={comparison.retry}>
                {t("comparison:error.retry")}
              </Button>
            </div>
          ) : null}
          {comparison.status === "loading" && !shown ? (
            <div className="flex justify-center py-16" role="status">
              <LoaderCircleIcon className="size-6 animate-spin text-muted-foreground" aria-hidden />
              <span className="sr-only">{t("comparison:loading")}</span>
            </div>
          ) : null}
          {shown ? (
            <div
              className={cn(
                "flex flex-col gap-5",
                comparison.status === "loading" && "opacity-60 transition-opacity",
              )}
              aria-busy={comparison.status === "loading"}
              data-testid="comparison-result"
              data-period={shown.period}
              data-codes={shown.products.map((p) => p.summary.fundCode).join(",")}
            >
              <Section title={t("comparison:sections.figures")} testId="figures-section">
                <FiguresTable data={shown} header={(i) => <ProductHeading data={shown} index={i} />} />
              </Section>
              <Section title={t("comparison:sections.chart")} testId="chart-section">
                {shown.startDate && shown.endDate ? (
                  <p className="text-muted-foreground text-xs">
                    {t(periodLabels[shown.period])} · <DateRange from={shown.startDate} to={shown.endDate} />
                  </p>
                ) : null}
                <OverlayChart data={shown} />
              </Section>
              <div className="grid gap-5 xl:grid-cols-2">
                <Section title={t("comparison:sections.correlation")} testId="correlation-section">
                  <CorrelationMatrix data={shown} />
                </Section>
                <Section title={t("comparison:sections.overlap")} testId="overlap-section">
                  <HoldingsOverlap data={shown} />
                </Section>
              </div>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function DateRange({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return <>{t("comparison:window", { from: format.date(from), to: format.date(to) })}</>;
}

/** The route's page: the fund or the ETF comparison, from the screen. */
export function ComparisonScreenPage() {
  const screen = useScreen();
  return <ComparisonPage screen={screen === "ETFComparison" ? "ETFComparison" : "fundComparison"} />;
}
