import type { SubscriptionPlanId } from "@shared/api/subscription";
import { ReceiptIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Logo } from "@/components/logo";
import { PageFallback } from "@/components/page-fallback";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Value } from "@/components/value";
import { get, post } from "@/lib/api";
import { HostedMessage } from "./hosted-message";
import { useHostedSession } from "./use-hosted-session";

const planNameKeys = {
  pro: "billing:portal.planNames.pro",
  "premium-monthly": "billing:portal.planNames.premium-monthly",
  "premium-yearly": "billing:portal.planNames.premium-yearly",
  enterprise: "billing:portal.planNames.enterprise",
} as const satisfies Record<SubscriptionPlanId, string>;
const statusKeys = {
  Activated: "billing:portal.statuses.Activated",
  Inactive: "billing:portal.statuses.Inactive",
} as const;
const transactionKeys = {
  succeeded: "billing:portal.transactionStatuses.succeeded",
  failed: "billing:portal.transactionStatuses.failed",
  refunded: "billing:portal.transactionStatuses.refunded",
} as const;

/**
 * /billing/:id — the built-in payment provider's billing portal: plan, next payment, payment
 * history, cancel at period end (and resume), back to the app.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const [state, show] = useHostedSession(id, (options) =>
    get("/v1/pub/billing/sessions/{id}", undefined, options),
  );
  const [busy, setBusy] = useState(false);

  if (state.kind === "loading") return <PageFallback />;
  if (state.kind === "missing") return <HostedMessage text={t("billing:portal.missing")} />;
  const { view } = state;
  const sub = view.subscription;
  const running = sub.status === "Activated" && sub.plan.tier === "premium";

  const change = async (action: "cancel" | "resume") => {
    setBusy(true);
    try {
      const path =
        action === "cancel" ? "/v1/pub/billing/sessions/{id}/cancel" : "/v1/pub/billing/sessions/{id}/resume";
      const next = await post(path, undefined, undefined, { params: { id }, auth: "none" });
      show(next);
    } catch {
      // the client's toast says what went wrong
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className="flex min-h-dvh flex-1 flex-col items-center bg-muted/40 px-4 py-10"
      data-testid="billing-page"
    >
      <div className="flex w-full max-w-3xl flex-col gap-6">
        <div className="flex items-center justify-between gap-4">
          <Logo />
          <Button asChild variant="ghost" size="sm">
            <a href={view.returnUrl} data-testid="billing-back">
              ← {t("billing:portal.back")}
            </a>
          </Button>
        </div>
        <h1 className="font-semibold text-2xl">{t("billing:portal.heading")}</h1>
        <p className="text-muted-foreground text-sm">{view.email}</p>
        <Card>
          <CardContent className="grid gap-4 p-6 sm:grid-cols-2">
            <Fact label={t("billing:portal.plan")}>
              <span data-testid="billing-plan">{t(planNameKeys[sub.plan.id])}</span>
            </Fact>
            <Fact label={t("billing:portal.status")}>
              <Badge variant={running ? "default" : "outline"} data-testid="billing-status">
                {t(statusKeys[sub.status])}
              </Badge>
            </Fact>
            {sub.nextPaymentAt ? (
              <Fact label={t("billing:portal.nextPayment")}>
                <Value kind="date" value={sub.nextPaymentAt.slice(0, 10)} />
              </Fact>
            ) : sub.currentPeriodEnd ? (
              <Fact label={t("billing:portal.endsOn")}>
                <Value kind="date" value={sub.currentPeriodEnd.slice(0, 10)} />
              </Fact>
            ) : null}
            {view.cardLast4 ? (
              <Fact label={t("billing:portal.card")}>
                {t("billing:portal.cardEnding", { last4: view.cardLast4 })}
              </Fact>
            ) : null}
            {running ? (
              <div className="flex flex-col gap-2 sm:col-span-2">
                {sub.cancelAtPeriodEnd ? (
                  <Button
                    onClick={() => change("resume")}
                    disabled={busy}
                    className="self-start"
                    data-testid="billing-resume"
                  >
                    {busy ? t("billing:portal.resuming") : t("billing:portal.resume")}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    onClick={() => change("cancel")}
                    disabled={busy}
                    className="self-start"
                    data-testid="billing-cancel"
                  >
                    {busy ? t("billing:portal.cancelling") : t("billing:portal.cancel")}
                  </Button>
                )}
                <p className="text-muted-foreground text-xs">{t("billing:portal.cancelNote")}</p>
              </div>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ReceiptIcon className="size-5" aria-hidden />
              {t("billing:portal.history")}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {sub.transactions.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("billing:portal.noPayments")}</p>
            ) : (
              <table className="w-full text-sm" data-testid="billing-history">
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th className="py-2 font-medium">{t("billing:portal.date")}</th>
                    <th className="py-2 text-right font-medium">{t("billing:portal.amount")}</th>
                    <th className="py-2 text-right font-medium">{t("billing:portal.result")}</th>
                  </tr>
                </thead>
                <tbody>
                  {sub.transactions.map((x) => (
                    <tr key={`${x.date}-${x.status}`} className="border-border border-t">
                      <td className="py-2">
                        <Value kind="date" value={x.date.slice(0, 10)} />
                      </td>
                      <td className="py-2 text-right">
                        <Value kind="currency" value={x.amount} currency={x.currency} />
                      </td>
                      <td className="py-2 text-right">{t(transactionKeys[x.status])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-muted-foreground text-xs">{label}</span>
      <span className="font-medium">{children}</span>
    </div>
  );
}
