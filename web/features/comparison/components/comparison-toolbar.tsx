import type { BenchmarkItem } from "@shared/api/backtest";
import { COMPARE_MAX_BENCHMARKS, COMPARE_MAX_PRODUCTS } from "@shared/api/comparison";
import type { Period } from "@shared/domain/period";
import { XIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SearchBox } from "@/features/search";
import { cn } from "@/lib/utils";
import type { BasketProduct } from "../basket";
import { comparisonPeriods } from "../comparison-query";
import { periodLabels } from "../labels";

export type ToolbarProps = {
  products: BasketProduct[];
  benchmarks: Array<{ symbolCode: string; name: string }>;
  period: Period;
  available: BenchmarkItem[];
  onAddProduct: (product: BasketProduct) => void;
  onRemoveProduct: (fundCode: string) => void;
  onAddBenchmark: (symbolCode: string) => void;
  onRemoveBenchmark: (symbolCode: string) => void;
  onPeriod: (period: Period) => void;
};

function Chip({
  label,
  sub,
  onRemove,
  removeLabel,
  testId,
  code,
  tone,
}: {
  label: string;
  sub?: string;
  onRemove: () => void;
  removeLabel: string;
  testId: string;
  code: string;
  tone: "product" | "benchmark";
}) {
  return (
    <li
      data-testid={testId}
      data-code={code}
      className={cn(
        "flex min-w-0 max-w-full items-center gap-1 rounded-full border py-0.5 pr-0.5 pl-3 text-sm sm:max-w-[24rem]",
        tone === "product" ? "border-brand-200 bg-brand-50" : "border-dashed bg-card",
      )}
    >
      <span className="min-w-0 truncate" title={label}>
        {label}
      </span>
      {sub ? <span className="shrink-0 font-mono text-muted-foreground text-xs">{sub}</span> : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="shrink-0 rounded-full p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <XIcon className="size-3.5" aria-hidden />
      </button>
    </li>
  );
}

/**
 * What is compared and how: the products (remove, or add one through the search combobox; a
 * 4th says the limit), the benchmarks (remove, or add from the fixed list, up to 3) and the
 * period.
 */
export function ComparisonToolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const { products, benchmarks, available } = props;
  const chosen = new Set(benchmarks.map((b) => b.symbolCode));
  const fullProducts = products.length >= COMPARE_MAX_PRODUCTS;
  const fullBenchmarks = benchmarks.length >= COMPARE_MAX_BENCHMARKS;

  const pick = (product: BasketProduct) => {
    if (products.some((p) => p.fundCode === product.fundCode)) return;
    if (fullProducts) {
      setNotice(t("comparison:limit"));
      return;
    }
    setNotice(null);
    props.onAddProduct(product);
  };

  return (
    <section
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs"
      data-testid="comparison-toolbar"
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <h2 className="font-medium text-muted-foreground text-xs" id="compared-products-title">
            {t("comparison:pickers.productsTitle", { count: products.length })}
          </h2>
          <ul className="flex flex-wrap gap-2" aria-labelledby="compared-products-title">
            {products.map((p) => (
              <Chip
                key={p.fundCode}
                testId="compared-product"
                code={p.fundCode}
                label={p.fundName}
                sub={p.fundCode}
                tone="product"
                onRemove={() => {
                  setNotice(null);
                  props.onRemoveProduct(p.fundCode);
                }}
                removeLabel={t("comparison:basket.remove", { name: p.fundName })}
              />
            ))}
          </ul>
          <SearchBox
            testId="product-picker"
            label={t("comparison:pickers.product")}
            placeholder={t("comparison:pickers.productPlaceholder")}
            onPick={(p) => pick({ fundCode: p.fundCode, fundName: p.fundName, productType: p.productType })}
            className="max-w-md"
          />
          {notice ? (
            <p role="alert" className="text-destructive text-sm" data-testid="comparison-limit">
              {notice}
            </p>
          ) : fullProducts ? (
            <p className="text-muted-foreground text-xs">{t("comparison:pickers.full")}</p>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <h2 className="font-medium text-muted-foreground text-xs" id="compared-benchmarks-title">
            {t("comparison:pickers.benchmarksTitle", { count: benchmarks.length })}
          </h2>
          {benchmarks.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-labelledby="compared-benchmarks-title">
              {benchmarks.map((b) => (
                <Chip
                  key={b.symbolCode}
                  testId="compared-benchmark"
                  code={b.symbolCode}
                  label={b.name}
                  tone="benchmark"
                  onRemove={() => props.onRemoveBenchmark(b.symbolCode)}
                  removeLabel={t("comparison:basket.removeBenchmark", { name: b.name })}
                />
              ))}
            </ul>
          ) : null}
          <Select
            value=""
            onValueChange={(symbolCode) => {
              if (symbolCode) props.onAddBenchmark(symbolCode);
            }}
            disabled={fullBenchmarks}
          >
            <SelectTrigger
              className="max-w-md"
              aria-label={t("comparison:pickers.benchmark")}
              data-testid="benchmark-picker"
            >
              <SelectValue placeholder={t("comparison:pickers.benchmark")} />
            </SelectTrigger>
            <SelectContent>
              {available
                .filter((b) => !chosen.has(b.symbolCode))
                .map((b) => (
                  <SelectItem key={b.symbolCode} value={b.symbolCode} data-testid="benchmark-option">
                    {b.name}
                  </SelectItem>
                ))}
            </SelectContent>
          </Select>
          {fullBenchmarks ? (
            <p className="text-muted-foreground text-xs">{t("comparison:benchmarkLimit")}</p>
          ) : null}
        </div>
      </div>
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 font-medium text-muted-foreground text-xs">
          {t("comparison:pickers.period")}
        </legend>
        <div className="flex flex-wrap gap-1.5">
          {comparisonPeriods.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === props.period}
              onClick={() => props.onPeriod(p)}
              data-testid="period"
              data-period={p}
              className={cn(
                "shrink-0 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-500",
                p === props.period
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-background text-foreground hover:bg-muted",
              )}
            >
              {t(periodLabels[p])}
            </button>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
