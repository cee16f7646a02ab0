import type { SelectionCriteria } from "@shared/api/selection";
import type { ProductType } from "@shared/domain/product";
import type { Plan } from "@shared/entitlements";
import { LockIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatValue } from "@/components/value";
import { localeOf } from "@/lib/i18n";
import { loginUrlFor } from "@/lib/navigation";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import {
  assetClassLabels,
  aumBucketLabels,
  booleanFilters,
  creditRatingLabels,
  dividendLabels,
  domicileLabels,
  domiciles,
  fieldLabels,
  optionValues,
  ratingTierLabels,
  regionLabels,
  riskLevelNames,
  riskLevels,
  starRatings,
} from "../filter-options";
import type { FilterKey } from "../filter-query";
import { useAssets, useCompanies } from "../hooks/use-dictionaries";
import { accessOf } from "../hooks/use-plan";
import {
  CheckList,
  FilterSection,
  LockedFilters,
  ThresholdField,
  ToggleGroup,
  TriStateField,
} from "./filter-controls";

type Props = {
  criteria: SelectionCriteria;
  onChange: (next: SelectionCriteria) => void;
  productType: ProductType;
  plan: Plan;
};

const thresholds = [
  { key: "minReturn1y", percent: true, min: -1, max: 1000 },
  { key: "minSharpe1y", percent: false, min: -100, max: 100 },
  { key: "maxVolatility1y", percent: true, min: 0, max: 10 },
  { key: "maxDrawdown1y", percent: true, min: 0, max: 1 },
  { key: "maxTotalExpenseRatio", percent: true, min: 0, max: 1 },
  { key: "minSevenDayYield", percent: true, min: -1, max: 1 },
  { key: "maxEffectiveDuration", percent: false, min: 0, max: 100, years: true },
] as const satisfies readonly {
  key: FilterKey;
  percent: boolean;
  min: number;
  max: number;
  years?: boolean;
}[];

/**
 * Every filter of the selectors, basic ones first. A group the plan does not include stays
 * visible but disabled, with the reason and the way in (sign in, or upgrade).
 */
export function FilterPanel({ criteria, onChange, productType, plan }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const set = <K extends FilterKey>(key: K, value: SelectionCriteria[K] | undefined) => {
    const next = { ...criteria };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const companies = useCompanies(i18n.language);
  const assets = useAssets(productType, criteria.regions?.length === 1 ? criteria.regions[0] : undefined);
  const categoryItems = (assets?.assetClasses ?? [])
    .filter((a) => !criteria.assetClasses?.length || criteria.assetClasses.includes(a.assetClass))
    .flatMap((a) => a.categories)
    .map((c) => ({
      id: c.category,
      label: c.name,
      count: formatValue(locale, { kind: "number", value: c.products, digits: 0 }),
    }));
  const basic = accessOf(plan, "basicFilters");
  const advanced = accessOf(plan, "advancedFilters");
  const dateId = useId();

  return (
    <div className="flex flex-col gap-6" data-testid="filter-panel">
      <Group
        title={t("selection:filters.basic")}
        locked={basic !== "full"}
        reason={t("selection:filters.lockedBasic")}
        action="signIn"
        testId="basic-filters"
      >
        <ToggleGroup
          legend={t(fieldLabels.assetClasses)}
          values={optionValues.assetClasses}
          selected={criteria.assetClasses}
          label={(v) => t(assetClassLabels[v])}
          onChange={(v) => set("assetClasses", v)}
          testId="filter-assetClasses"
        />
        <ToggleGroup
          legend={t(fieldLabels.regions)}
          values={optionValues.regions}
          selected={criteria.regions}
          label={(v) => t(regionLabels[v])}
          onChange={(v) => set("regions", v)}
          testId="filter-regions"
        />
        <CheckList
          legend={t(fieldLabels.categories)}
          hint={t("selection:filters.categoryHint")}
          items={categoryItems}
          selected={criteria.categories}
          onChange={(v) => set("categories", v)}
          testId="filter-categories"
        />
        <ToggleGroup
          legend={t(fieldLabels.riskLevels)}
          values={riskLevels}
          selected={criteria.riskLevels as (typeof riskLevels)[number][] | undefined}
          label={(v) => t("selection:filters.riskLevel", { level: v, name: t(riskLevelNames[v]) })}
          onChange={(v) => set("riskLevels", v)}
          testId="filter-riskLevels"
        />
        <ToggleGroup
          legend={t(fieldLabels.aumBuckets)}
          values={optionValues.aumBuckets}
          selected={criteria.aumBuckets}
          label={(v) => t(aumBucketLabels[v])}
          onChange={(v) => set("aumBuckets", v)}
          testId="filter-aumBuckets"
        />
        <ToggleGroup
          legend={t(fieldLabels.currencies)}
          values={optionValues.currencies}
          selected={criteria.currencies}
          label={(v) => v}
          onChange={(v) => set("currencies", v)}
          testId="filter-currencies"
        />
        <ToggleGroup
          legend={t(fieldLabels.ratingTiers)}
          values={optionValues.ratingTiers}
          selected={criteria.ratingTiers}
          label={(v) => t(ratingTierLabels[v])}
          onChange={(v) => set("ratingTiers", v)}
          testId="filter-ratingTiers"
        />
        <ToggleGroup
          legend={t(fieldLabels.starRatings)}
          values={starRatings}
          selected={criteria.starRatings as (typeof starRatings)[number][] | undefined}
          label={(v) => t("selection:filters.stars", { count: v })}
          onChange={(v) => set("starRatings", v)}
          testId="filter-starRatings"
        />
        <ToggleGroup
          legend={t(fieldLabels.dividendFrequencies)}
          values={optionValues.dividendFrequencies}
          selected={criteria.dividendFrequencies}
          label={(v) => t(dividendLabels[v])}
          onChange={(v) => set("dividendFrequencies", v)}
          testId="filter-dividendFrequencies"
        />
        <CheckList
          legend={t(fieldLabels.companyIds)}
          searchLabel={t("selection:filters.companySearch")}
          emptyText={t("selection:filters.noCompanies")}
          items={companies.map((c) => ({ id: c.companyId, label: c.name }))}
          selected={criteria.companyIds}
          onChange={(v) => set("companyIds", v)}
          testId="filter-companyIds"
        />
        <FilterSection legend={t("selection:filters.eligibility")}>
          {booleanFilters.map((key) => (
            <TriStateField
              key={key}
              name={key}
              label={t(fieldLabels[key])}
              value={criteria[key]}
              onChange={(v) => set(key, v)}
            />
          ))}
        </FilterSection>
      </Group>

      <Group
        title={t("selection:filters.advanced")}
        locked={advanced !== "full"}
        reason={t("selection:filters.lockedAdvanced")}
        action={plan === "anonymous" ? "signIn" : "upgrade"}
        testId="advanced-filters"
      >
        <FilterSection legend={t("selection:filters.figures")}>
          {thresholds.map((f) => (
            <ThresholdField
              key={f.key}
              name={f.key}
              label={t(fieldLabels[f.key])}
              value={criteria[f.key]}
              percent={f.percent}
              unit={
                f.percent
                  ? t("selection:filters.percentUnit")
                  : "years" in f
                    ? t("selection:filters.yearsUnit")
                    : undefined
              }
              min={f.min}
              max={f.max}
              onChange={(v) => set(f.key, v)}
            />
          ))}
        </FilterSection>
        <ToggleGroup
          legend={t(fieldLabels.creditRatings)}
          values={optionValues.creditRatings}
          selected={criteria.creditRatings}
          label={(v) => t(creditRatingLabels[v])}
          onChange={(v) => set("creditRatings", v)}
          testId="filter-creditRatings"
        />
        <ToggleGroup
          legend={t(fieldLabels.domiciles)}
          values={domiciles}
          selected={criteria.domiciles as (typeof domiciles)[number][] | undefined}
          label={(v) => t(domicileLabels[v])}
          onChange={(v) => set("domiciles", v)}
          testId="filter-domiciles"
        />
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={dateId} className="text-sm">
            {t(fieldLabels.launchedBefore)}
          </label>
          <Input
            id={dateId}
            type="date"
            data-testid="filter-launchedBefore"
            className="h-8 w-40"
            value={criteria.launchedBefore ?? ""}
            onChange={(e) =>
              set("launchedBefore", /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) ? e.target.value : undefined)
            }
          />
        </div>
      </Group>
    </div>
  );
}

function Group({
  title,
  locked,
  reason,
  action,
  testId,
  children,
}: {
  title: string;
  locked: boolean;
  reason: string;
  action: "signIn" | "upgrade";
  testId: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const location = useLocation();
  return (
    <section aria-label={title} data-testid={testId} data-locked={locked} className="flex flex-col gap-4">
      <h2 className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">{title}</h2>
      {locked ? (
        <div className="flex flex-col gap-2 rounded-md border border-dashed bg-muted/40 p-3 text-sm">
          <p className="flex items-start gap-2">
            <LockIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span>{reason}</span>
          </p>
          <Link
            className={buttonVariants({ size: "sm", variant: "outline", className: "self-start" })}
            to={
              action === "signIn"
                ? loginUrlFor(`${location.pathname}${location.search}`)
                : localized("/pricing")
            }
          >
            {action === "signIn" ? t("selection:filters.signIn") : t("selection:filters.upgrade")}
          </Link>
        </div>
      ) : null}
      <fieldset disabled={locked} className={cn("flex min-w-0 flex-col gap-5", locked && "opacity-60")}>
        <LockedFilters.Provider value={locked}>{children}</LockedFilters.Provider>
      </fieldset>
    </section>
  );
}
