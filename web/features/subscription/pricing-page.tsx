import type { SubscriptionPlan } from "@shared/api/subscription";
import { authLevels, licenseStatuses } from "@shared/domain/account";
import { planOf } from "@shared/entitlements";
import { useAtomValue } from "jotai";
import { BadgeCheckIcon, RotateCwIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/components/use-formatters";
import { isSignedInAtom, userInfoAtom } from "@/features/auth";
import { useLoad } from "@/lib/use-load";
import { ContactDialog } from "./components/contact-dialog";
import { FeatureTable } from "./components/feature-table";
import {
  type BillingPeriod,
  EnterpriseCard,
  PendingButton,
  PremiumCard,
  ProCard,
  premiumPlanOf,
  yearlySaving,
} from "./components/plan-cards";
import { TrialStartedDialog } from "./components/result-dialogs";
import { useCheckout } from "./hooks/use-checkout";
import { useStartTrial } from "./hooks/use-start-trial";
import { fetchPlans } from "./subscription-api";

/**
 * /pricing: Pro, Premium (monthly or yearly, the founder's price, the 15-day trial) and
 * Enterprise (contact sales), then Pro vs Premium from the entitlement table. Signed-out
 * visitors sign up; a paid member manages the subscription in the billing portal.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isSignedInAtom);
  const [period, setPeriod] = useState<BillingPeriod>("month");
  const [contactOpen, setContactOpen] = useState(false);
  const plans = useLoad(`plan-list/${signedIn}`, (signal) => fetchPlans({ signal, signedIn }));
  const list: SubscriptionPlan[] = plans.state === "ready" ? plans.data : [];
  const user = useAtomValue(userInfoAtom);

  return (
    <div className="flex flex-col" data-testid="pricing-page">
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <div className="bg-grid absolute inset-0 opacity-60" aria-hidden="true" />
        <div className="relative mx-auto flex max-w-[1320px] flex-col items-center gap-4 px-4 pt-14 pb-28 text-center sm:px-6 lg:px-8">
          <p className="font-medium text-accent-100 text-sm uppercase tracking-wider">
            {t("subscription:pricing.eyebrow")}
          </p>
          <h1 className="max-w-3xl font-semibold text-3xl tracking-tight sm:text-4xl">
            {t("subscription:pricing.title")}
          </h1>
          <p className="max-w-2xl text-lg text-white/75 leading-relaxed">{t("subscription:pricing.lead")}</p>
          <PeriodSwitch period={period} onChange={setPeriod} saving={yearlySaving(list)} />
        </div>
      </section>
      <div className="mx-auto -mt-20 grid w-full max-w-[1320px] gap-6 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <ProCard
          status={
            signedIn &&
            (user?.authLevel === authLevels.proNoTrial || user?.authLevel === authLevels.proTrialEnded) ? (
              <CurrentPlan text={t("subscription:pricing.currentPlan")} />
            ) : null
          }
          actions={
            signedIn ? null : (
              <Button asChild variant="outline" size="lg" data-testid="pricing-signup-pro">
                <Link to="/register">{t("subscription:pricing.actions.signUp")}</Link>
              </Button>
            )
          }
        />
        <PremiumCard
          plan={premiumPlanOf(list, period)}
          saving={yearlySaving(list)}
          status={<PremiumStatus />}
          actions={<PremiumActions plan={premiumPlanOf(list, period)} />}
        />
        <EnterpriseCard
          actions={
            <Button
              variant="outline"
              size="lg"
              onClick={() => setContactOpen(true)}
              data-testid="pricing-contact-sales"
            >
              {t("subscription:pricing.actions.contactSales")}
            </Button>
          }
        />
      </div>
      {plans.state === "error" ? (
        <div className="mx-auto mt-6 flex items-center gap-3 text-muted-foreground text-sm" role="alert">
          {t("subscription:pricing.loadFailed")}
          <Button variant="outline" size="sm" onClick={plans.retry}>
            <RotateCwIcon aria-hidden="true" />
            {t("subscription:pricing.retry")}
          </Button>
        </div>
      ) : null}
      <section className="mx-auto flex w-full max-w-[1000px] flex-col gap-4 px-4 py-14 sm:px-6 lg:px-8">
        <h2 className="font-semibold text-2xl text-foreground tracking-tight">
          {t("subscription:pricing.tableTitle")}
        </h2>
        <FeatureTable />
      </section>
      {contactOpen ? (
        <ContactDialog
          open
          topic="sales"
          initial={{ email: user?.email ?? "" }}
          onOpenChange={setContactOpen}
        />
      ) : null}
    </div>
  );
}

function CurrentPlan({ text }: { text: string }) {
  return (
    <p
      className="flex items-center gap-1.5 rounded-md bg-accent-50 px-3 py-2 font-medium text-accent-700 text-sm"
      data-testid="current-plan"
    >
      <BadgeCheckIcon className="size-4" aria-hidden="true" />
      {text}
    </p>
  );
}

function PremiumStatus() {
  const { t } = useTranslation();
  const user = useAtomValue(userInfoAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn || !user) return null;
  const plan = planOf(user);
  if (plan === "premiumTrial") return <CurrentPlan text={t("subscription:pricing.onTrial")} />;
  if (plan === "premium" || plan === "enterprise")
    return <CurrentPlan text={t("subscription:pricing.currentPlan")} />;
  return null;
}

/** Sign up (signed out), Manage subscription (licence 2 or 3), else Upgrade — and the trial for a Pro who never had one. */
function PremiumActions({ plan }: { plan: ReturnType<typeof premiumPlanOf> }) {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(userInfoAtom);
  const location = useLocation();
  const checkout = useCheckout();
  const trial = useStartTrial();

  if (!signedIn) {
    const redirect = encodeURIComponent(location.pathname);
    return (
      <Button asChild size="lg" data-testid="pricing-signup-premium">
        <Link to={`/register?redirect=${redirect}`}>{t("subscription:pricing.actions.signUpPremium")}</Link>
      </Button>
    );
  }
  const canTrial = user?.authLevel === authLevels.proNoTrial && user.licenseStatus === licenseStatuses.none;
  return (
    <>
      <PendingButton
        size="lg"
        pending={checkout.pending}
        disabled={!plan && !checkout.portal}
        onClick={() => plan && void checkout.start({ planId: plan.id })}
        data-testid={checkout.portal ? "pricing-manage" : "pricing-upgrade"}
      >
        {checkout.portal
          ? t("subscription:pricing.actions.manage")
          : t("subscription:pricing.actions.upgrade")}
      </PendingButton>
      {canTrial ? (
        <PendingButton
          size="lg"
          variant="outline"
          pending={trial.pending}
          onClick={() => void trial.start()}
          data-testid="pricing-start-trial"
        >
          {t("subscription:pricing.actions.startTrial")}
        </PendingButton>
      ) : null}
      {trial.started ? <TrialStartedDialog endsOn={trial.started.endsOn} onClose={trial.dismiss} /> : null}
    </>
  );
}

function PeriodSwitch({
  period,
  onChange,
  saving,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  saving: number | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const options = [
    { value: "month", label: t("subscription:pricing.monthly") },
    { value: "year", label: t("subscription:pricing.yearly") },
  ] as const;
  return (
    <fieldset
      className="mt-2 flex items-center gap-1 rounded-full bg-white/10 p-1"
      data-testid="billing-period"
    >
      <legend className="sr-only">{t("subscription:pricing.billingPeriod")}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="group relative cursor-pointer rounded-full px-4 py-1.5 font-medium text-sm text-white/80 transition-colors has-[:checked]:bg-white has-[:checked]:text-navy-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300"
        >
          <input
            type="radio"
            name="billing-period"
            value={option.value}
            checked={period === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
            data-testid={`billing-period-${option.value}`}
          />
          {option.label}
          {option.value === "year" && saving ? (
            <span className="ml-1.5 text-accent-100 group-has-[:checked]:text-accent-700">
              {format.percent(-saving, 0)}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
