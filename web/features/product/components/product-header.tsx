import type { ProductInfo } from "@shared/api/product";
import { CircleAlertIcon, StarIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Value } from "@/components/value";
import { assetClassLabels, dividendLabels, ratingTierLabels, riskLevelNames } from "@/features/selection";
import { cn } from "@/lib/utils";
import { noRatingReasonLabels } from "../labels";
import { ProductActions } from "./product-actions";

/**
 * The product's identity and key facts: name, codes, NAV with its date and 1-day change, then a
 * grid of facts (size, launch, class, category, currency, risk level or why there is none,
 * tier, stars, dividends, company, benchmark).
 */
export function ProductHeader({
  product,
  change1d,
  actions,
}: {
  product: ProductInfo;
  /** The last day's NAV change (ratio), from the performance series; undefined while loading. */
  change1d: number | null | undefined;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const codes: [string, string | null][] = [
    [t("product:header.code"), product.fundCode],
    [t("product:header.isin"), product.isin],
    [t("product:header.symbol"), product.symbol],
  ];
  return (
    <header className="flex flex-col gap-5" data-testid="product-header">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {product.isDemo ? (
              <Badge variant="demo" title={t("product:header.demoHint")} data-testid="demo-badge">
                {t("product:header.demo")}
              </Badge>
            ) : null}
            {product.ratingTier ? (
              <Badge variant="default" data-testid="rating-tier">
                {t(ratingTierLabels[product.ratingTier])}
              </Badge>
            ) : null}
            <Stars count={product.starRating} />
          </div>
          <h1
            className="text-balance font-semibold text-2xl text-foreground leading-tight"
            data-testid="product-name"
          >
            {product.name}
          </h1>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
            {codes
              .filter(([, v]) => v)
              .map(([label, value]) => (
                <div key={label} className="flex gap-1">
                  <dt>{label}</dt>
                  <dd className="font-medium text-foreground tabular" data-testid={`code-${label}`}>
                    {value}
                  </dd>
                </div>
              ))}
          </dl>
        </div>
        <div className="flex shrink-0 flex-col gap-3 lg:items-end">
          <div className="flex items-baseline gap-3" data-testid="product-nav">
            <span className="font-semibold text-3xl text-foreground">
              <Value kind="number" value={product.nav} digits={4} />
            </span>
            <span className="text-sm">{product.currency}</span>
            {change1d !== undefined ? (
              <span className="font-medium text-sm" title={t("product:header.change1d")}>
                <span className="sr-only">{t("product:header.change1d")} </span>
                <Value kind="percent" value={change1d} signed />
              </span>
            ) : null}
          </div>
          {product.navDate ? (
            <p className="text-muted-foreground text-xs">
              {t("product:header.navDate")} <Value kind="date" value={product.navDate} />
            </p>
          ) : null}
          <ProductActions product={product}>{actions}</ProductActions>
        </div>
      </div>

      <dl
        className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border border-border bg-surface p-4 text-sm sm:grid-cols-3 lg:grid-cols-6"
        data-testid="product-facts"
      >
        <Fact label={t("product:header.aum")}>
          <Value kind="currency" currency="USD" value={product.aumUsd} compact digits={1} />
        </Fact>
        <Fact label={t("product:header.launchDate")}>
          <Value kind="date" value={product.launchDate} />
        </Fact>
        <Fact label={t("product:header.assetClass")}>
          {product.assetClass ? t(assetClassLabels[product.assetClass]) : "—"}
        </Fact>
        <Fact label={t("product:header.category")}>{product.categoryName ?? product.category ?? "—"}</Fact>
        <Fact label={t("product:header.currency")}>{product.currency}</Fact>
        <Fact label={t("product:header.dividendFrequency")}>
          {product.dividendFrequency ? t(dividendLabels[product.dividendFrequency]) : "—"}
        </Fact>
        <Fact label={t("product:header.company")} wide>
          {product.company ?? "—"}
        </Fact>
        <Fact label={t("product:header.benchmark")} wide>
          {product.benchmark?.name ?? "—"}
        </Fact>
        <Fact label={t("product:header.riskLevel")} wide>
          <RiskLevel product={product} />
        </Fact>
      </dl>
    </header>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-0.5", wide && "col-span-2")}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium text-foreground">{children}</dd>
    </div>
  );
}

function Stars({ count }: { count: number | null }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <span
      className="inline-flex items-center gap-0.5 text-gold-500"
      role="img"
      aria-label={`${t("product:header.stars")}: ${t("product:header.starsValue", { count })}`}
      data-testid="star-rating"
      data-stars={count}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <StarIcon
          key={i}
          aria-hidden="true"
          className={cn("size-3.5", i <= count ? "fill-current" : "text-border")}
        />
      ))}
    </span>
  );
}

/** Level 1–5 as a five-step meter with its name, or "No risk rating" with the reasons in words. */
export function RiskLevel({ product }: { product: Pick<ProductInfo, "riskLevel" | "noRiskRatingReasons"> }) {
  const { t } = useTranslation();
  const level = product.riskLevel;
  if (!level) {
    return (
      <div className="flex flex-col gap-1" data-testid="no-risk-rating">
        <span className="inline-flex items-center gap-1.5 text-gold-700">
          <CircleAlertIcon aria-hidden="true" className="size-4" />
          {t("product:header.noRating")}
        </span>
        {product.noRiskRatingReasons.length ? (
          <>
            <span className="font-normal text-muted-foreground text-xs">
              {t("product:header.noRatingBecause")}
            </span>
            <ul
              className="list-disc ps-4 font-normal text-muted-foreground text-xs"
              data-testid="no-rating-reasons"
            >
              {product.noRiskRatingReasons.map((r) => (
                <li key={r} data-reason={r}>
                  {t(noRatingReasonLabels[r])}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    );
  }
  const name = t(riskLevelNames[level as 1 | 2 | 3 | 4 | 5]);
  return (
    <span className="inline-flex items-center gap-2" data-testid="risk-level" data-level={level}>
      <span aria-hidden="true" className="flex gap-0.5">
        {[1, 2, 3, 4, 5].map((i) => (
          <span key={i} className={cn("h-2 w-4 rounded-sm", i <= level ? "bg-brand-600" : "bg-border")} />
        ))}
      </span>
      {t("product:header.riskValue", { level, name })}
    </span>
  );
}
