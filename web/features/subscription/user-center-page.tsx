import type { Subscription } from "@shared/api/subscription";
import { planOf } from "@shared/entitlements";
import { useAtomValue } from "jotai";
import { CreditCardIcon, LogOutIcon, RotateCwIcon, SparklesIcon, UserRoundIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { isSignedInAtom, type UserInfo, useLogout, userInfoAtom } from "@/features/auth";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { defaultPlanId } from "./checkout-result";
import { PendingButton } from "./components/plan-cards";
import { useCheckout } from "./hooks/use-checkout";
import { fetchSubscription } from "./subscription-api";

/**
 * /UserCenter: the account's e-mail, plan and subscription (status, trial expiration, next
 * payment), manage subscription (billing portal for a paid licence, else checkout), the payment
 * history, and sign out.
 */
export function UserCenterPage() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(userInfoAtom);
  return (
    <div className="flex flex-1 flex-col bg-surface" data-testid="user-center-page">
      <div className="mx-auto flex w-full max-w-[920px] flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="font-semibold text-2xl text-foreground tracking-tight sm:text-[28px]">
          {t("pages:screens.UserCenter.title")}
        </h1>
        {signedIn && user ? <SignedIn user={user} /> : <SignedOut />}
      </div>
    </div>
  );
}

function SignedOut() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Panel title={t("subscription:userCenter.account")} icon={<UserRoundIcon />}>
      <p className="text-muted-foreground text-sm">{t("subscription:userCenter.signedOut")}</p>
      <Button asChild className="self-start">
        <Link to={`/login?redirect=${encodeURIComponent(location.pathname)}`} data-testid="user-center-login">
          {t("subscription:userCenter.login")}
        </Link>
      </Button>
    </Panel>
  );
}

function SignedIn({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const logout = useLogout();
  // Reloaded when the plan changes (a return from checkout or the portal updates user info).
  const subscription = useLoad(
    `user-subscription/${user.authLevel}:${user.licenseStatus}:${user.remainDays}`,
    (signal) => fetchSubscription(signal),
  );
  return (
    <>
      <Panel title={t("subscription:userCenter.account")} icon={<UserRoundIcon />}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label={t("subscription:userCenter.email")}>
            <span className="break-all" data-testid="user-center-email">
              {user.email}
            </span>
          </Field>
        </dl>
      </Panel>
      <Panel
        title={t("subscription:userCenter.subscription")}
        icon={<SparklesIcon />}
        aside={<ManageButton user={user} />}
      >
        {subscription.state === "error" ? (
          <LoadFailed onRetry={subscription.retry} />
        ) : (
          <SubscriptionFacts
            user={user}
            subscription={subscription.state === "ready" ? subscription.data : null}
          />
        )}
      </Panel>
      <Panel title={t("subscription:userCenter.history")} icon={<CreditCardIcon />}>
        {subscription.state === "ready" ? (
          <PaymentHistory transactions={subscription.data.transactions} />
        ) : subscription.state === "loading" ? (
          <div className="h-20 animate-pulse rounded-lg bg-muted" aria-busy="true" />
        ) : null}
      </Panel>
      <div>
        <Button variant="outline" onClick={() => void logout()} data-testid="user-center-sign-out">
          <LogOutIcon aria-hidden="true" />
          {t("subscription:userCenter.signOut")}
        </Button>
      </div>
    </>
  );
}

function SubscriptionFacts({ user, subscription }: { user: UserInfo; subscription: Subscription | null }) {
  const { t } = useTranslation();
  const plan = planOf(user);
  const planName = {
    anonymous: t("subscription:userCenter.planNames.pro"),
    pro: t("subscription:userCenter.planNames.pro"),
    premiumTrial: t("subscription:userCenter.planNames.premiumTrial"),
    premium: t("subscription:userCenter.planNames.premium"),
    enterprise: t("subscription:userCenter.planNames.enterprise"),
  }[plan];
  const status = subscription?.status;
  const loading = <span className="inline-block h-4 w-24 animate-pulse rounded bg-muted" />;
  return (
    <dl className="grid gap-4 sm:grid-cols-2" data-testid="user-center-subscription">
      <Field label={t("subscription:userCenter.plan")}>
        <span data-testid="user-center-plan" data-plan={plan}>
          {planName}
        </span>
      </Field>
      <Field label={t("subscription:userCenter.status")}>
        {status ? (
          <Badge
            variant={status === "Activated" ? "accent" : "outline"}
            data-testid="user-center-status"
            data-status={status}
          >
            {status === "Activated"
              ? t("subscription:userCenter.statuses.Activated")
              : t("subscription:userCenter.statuses.Inactive")}
          </Badge>
        ) : (
          loading
        )}
      </Field>
      <Field label={t("subscription:userCenter.trialExpires")}>
        {subscription ? <Value kind="date" value={subscription.trialExpiresAt} /> : loading}
      </Field>
      <Field label={t("subscription:userCenter.nextPayment")}>
        {subscription ? (
          subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd ? (
            <span className="flex flex-col gap-0.5">
              <span className="text-muted-foreground text-sm">{t("subscription:userCenter.cancelled")}</span>
              <span className="text-sm">
                {t("subscription:userCenter.periodEnds")}:{" "}
                <Value kind="date" value={subscription.currentPeriodEnd} />
              </span>
            </span>
          ) : (
            <Value kind="date" value={subscription.nextPaymentAt} />
          )
        ) : (
          loading
        )}
      </Field>
    </dl>
  );
}

function ManageButton({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const checkout = useCheckout();
  if (checkout.portal)
    return (
      <PendingButton
        pending={checkout.pending}
        onClick={() => void checkout.start({ planId: defaultPlanId })}
        data-testid="user-center-manage"
      >
        {t("subscription:userCenter.manage")}
      </PendingButton>
    );
  // On the trial: pay now (monthly; the plans page offers yearly).
  if (planOf(user) === "premiumTrial")
    return (
      <PendingButton
        variant="premium"
        pending={checkout.pending}
        onClick={() => void checkout.start({ planId: defaultPlanId })}
        data-testid="user-center-upgrade"
      >
        {t("subscription:userCenter.upgrade")}
      </PendingButton>
    );
  if (user.authLevel >= 2)
    return (
      <Button asChild variant="outline">
        <Link to={localized("/pricing")}>{t("subscription:userCenter.seePlans")}</Link>
      </Button>
    );
  return (
    <Button asChild variant="premium">
      <Link to={localized("/pricing")} data-testid="user-center-upgrade">
        {t("subscription:userCenter.upgrade")}
      </Link>
    </Button>
  );
}

function PaymentHistory({ transactions }: { transactions: Subscription["transactions"] }) {
  const { t } = useTranslation();
  if (transactions.length === 0)
    return <p className="text-muted-foreground text-sm">{t("subscription:userCenter.historyEmpty")}</p>;
  const statusText = {
    succeeded: t("subscription:userCenter.transactionStatuses.succeeded"),
    failed: t("subscription:userCenter.transactionStatuses.failed"),
    refunded: t("subscription:userCenter.transactionStatuses.refunded"),
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[360px] text-sm" data-testid="payment-history">
        <thead>
          <tr className="border-border border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("subscription:userCenter.date")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("subscription:userCenter.amount")}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t("subscription:userCenter.paymentStatus")}
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((tx) => (
            <tr
              key={`${tx.date}-${tx.amount}-${tx.status}`}
              className="border-border border-b last:border-b-0"
            >
              <td className="py-2.5 pr-4">
                <Value kind="date" value={tx.date} />
              </td>
              <td className="py-2.5 pr-4 text-right">
                <Value kind="currency" value={tx.amount} currency={tx.currency} />
              </td>
              <td className="py-2.5" data-status={tx.status}>
                <span className={tx.status === "failed" ? "text-destructive" : undefined}>
                  {statusText[tx.status]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Panel({
  title,
  icon,
  aside,
  children,
}: {
  title: string;
  icon: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-border bg-background p-5 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold text-foreground text-lg [&_svg]:size-5 [&_svg]:text-brand-600">
          {icon}
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3" role="alert">
      <p className="text-muted-foreground text-sm">{t("subscription:userCenter.loadFailed")}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {t("subscription:userCenter.retry")}
      </Button>
    </div>
  );
}
