import type { PayablePlanId, SubscriptionPlan } from "@shared/api/subscription";
import type { MessageKey } from "@shared/messages";
import { CheckIcon, Loader2Icon, SparklesIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { cn } from "@/lib/utils";

export type BillingPeriod = "month" | "year";

const highlightKeys = {
  pro: [
    "subscription:pricing.highlights.pro.news",
    "subscription:pricing.highlights.pro.selector",
    "subscription:pricing.highlights.pro.search",
    "subscription:pricing.highlights.pro.performance",
    "subscription:pricing.highlights.pro.lists",
    "subscription:pricing.highlights.pro.portfolios",
  ],
  premium: [
    "subscription:pricing.highlights.premium.factors",
    "subscription:pricing.highlights.premium.institutional",
    "subscription:pricing.highlights.premium.news",
    "subscription:pricing.highlights.premium.report",
    "subscription:pricing.highlights.premium.aiSearch",
    "subscription:pricing.highlights.premium.macro",
    "subscription:pricing.highlights.premium.topPicks",
    "subscription:pricing.highlights.premium.comparison",
  ],
  enterprise: [
    "subscription:pricing.highlights.enterprise.training",
    "subscription:pricing.highlights.enterprise.lists",
    "subscription:pricing.highlights.enterprise.priority",
    "subscription:pricing.highlights.enterprise.support",
  ],
} as const satisfies Record<"pro" | "premium" | "enterprise", readonly MessageKey<"subscription">[]>;

/** The Premium plan of a billing period, from the plan list. */
export function premiumPlanOf(plans: readonly SubscriptionPlan[], period: BillingPeriod) {
  return plans.find((p) => p.tier === "premium" && p.interval === period && p.price) as
    | (SubscriptionPlan & { id: PayablePlanId; price: NonNullable<SubscriptionPlan["price"]> })
    | undefined;
}

/** How much a year costs less than twelve months, as a ratio (0.17), or null. */
export function yearlySaving(plans: readonly SubscriptionPlan[]): number | null {
  const monthly = premiumPlanOf(plans, "month")?.price;
  const yearly = premiumPlanOf(plans, "year")?.price;
  if (!monthly || !yearly || monthly.currency !== yearly.currency || monthly.amount <= 0) return null;
  const saving = 1 - yearly.amount / (monthly.amount * 12);
  return saving > 0.005 ? saving : null;
}

function PlanCard({
  tier,
  featured,
  badge,
  price,
  note,
  actions,
  status,
}: {
  tier: "pro" | "premium" | "enterprise";
  featured?: boolean;
  badge?: ReactNode;
  price: ReactNode;
  note?: ReactNode;
  actions: ReactNode;
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = {
    pro: t("subscription:pricing.plans.pro.name"),
    premium: t("subscription:pricing.plans.premium.name"),
    enterprise: t("subscription:pricing.plans.enterprise.name"),
  }[tier];
  const tagline = {
    pro: t("subscription:pricing.plans.pro.tagline"),
    premium: t("subscription:pricing.plans.premium.tagline"),
    enterprise: t("subscription:pricing.plans.enterprise.tagline"),
  }[tier];
  return (
    <section
      aria-labelledby={`plan-${tier}-name`}
      data-testid={`plan-card-${tier}`}
      className={cn(
        "relative flex flex-col gap-5 rounded-2xl border bg-background p-6 shadow-card",
        featured ? "border-brand-500 ring-1 ring-brand-500" : "border-border",
      )}
    >
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`plan-${tier}-name`} className="font-semibold text-foreground text-xl">
            {name}
          </h2>
          {badge}
        </div>
        <p className="text-muted-foreground text-sm">{tagline}</p>
      </div>
      <div className="flex min-h-[72px] flex-col gap-1">
        <div className="flex items-baseline gap-1.5">{price}</div>
        {note}
      </div>
      <div className="flex flex-col gap-2">
        {status}
        {actions}
      </div>
      <ul className="flex flex-col gap-2.5 border-border border-t pt-5 text-sm">
        {highlightKeys[tier].map((key) => (
          <li key={key} className="flex items-start gap-2">
            <CheckIcon
              className={cn("mt-0.5 size-4 shrink-0", featured ? "text-brand-600" : "text-accent-600")}
              aria-hidden="true"
            />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProCard({ actions, status }: { actions: ReactNode; status?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PlanCard
      tier="pro"
      price={
        <>
          <span className="font-semibold text-4xl text-foreground tracking-tight">
            {t("subscription:pricing.free")}
          </span>
          <span className="text-muted-foreground">{t("subscription:pricing.forever")}</span>
        </>
      }
      actions={actions}
      status={status}
    />
  );
}

export function PremiumCard({
  plan,
  saving,
  actions,
  status,
}: {
  plan: ReturnType<typeof premiumPlanOf>;
  saving: number | null;
  actions: ReactNode;
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <PlanCard
      tier="premium"
      featured
      badge={
        plan?.founder ? (
          <Badge variant="demo" data-testid="founder-badge">
            <SparklesIcon aria-hidden="true" />
            {t("subscription:pricing.founderBadge")}
          </Badge>
        ) : null
      }
      price={
        plan ? (
          <>
            <span
              className="font-semibold text-4xl text-foreground tracking-tight"
              data-testid="premium-price"
            >
              <Value kind="currency" value={plan.price.amount} currency={plan.price.currency} digits={0} />
            </span>
            <span className="text-muted-foreground">
              {plan.interval === "year"
                ? t("subscription:pricing.perYear")
                : t("subscription:pricing.perMonth")}
            </span>
          </>
        ) : (
          <span className="h-10 w-32 animate-pulse rounded-md bg-muted" />
        )
      }
      note={
        <div className="flex flex-col gap-0.5 text-[13px]">
          {plan?.founder ? (
            <span className="text-muted-foreground">{t("subscription:pricing.founderNote")}</span>
          ) : null}
          {plan?.interval === "year" && saving ? (
            <span className="font-medium text-accent-700">
              {t("subscription:pricing.yearlySaving", {
                percent: format.percent(saving, 0),
              })}
            </span>
          ) : null}
          {plan?.trialDays ? (
            <span className="text-muted-foreground">
              {t("subscription:pricing.trialNote", { days: plan.trialDays })}
            </span>
          ) : null}
        </div>
      }
      actions={actions}
      status={status}
    />
  );
}

export function EnterpriseCard({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PlanCard
      tier="enterprise"
      price={
        <span className="font-semibold text-4xl text-foreground tracking-tight">
          {t("subscription:pricing.plans.enterprise.price")}
        </span>
      }
      actions={actions}
    />
  );
}

/** A button that shows a spinner while its call is pending. */
export function PendingButton({
  pending,
  children,
  ...props
}: React.ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button {...props} disabled={pending || props.disabled} aria-busy={pending || undefined}>
      {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
