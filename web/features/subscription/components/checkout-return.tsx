import type { CheckoutResult, PayablePlanId } from "@shared/api/subscription";
import { authLevels } from "@shared/domain/account";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useFormatters } from "@/components/use-formatters";
import { reloadAccount, userInfoAtom } from "@/features/auth";
import { checkoutResultParam } from "../checkout-result";
import { useCheckout } from "../hooks/use-checkout";
import { abandonDiscount } from "../offer";
import { PLAN_PARAM } from "../return-url";
import { fetchSubscription } from "../subscription-api";
import { ContactDialog } from "./contact-dialog";
import { AbandonDialog, ActivatedDialog, PaymentFailedDialog } from "./result-dialogs";

/** How long a successful checkout waits for the provider's event to reach the account. */
const confirmAttempts = 12;
const confirmIntervalMs = 1_000;

type View = CheckoutResult | "contact" | null;

/**
 * Back from the provider's checkout (`?checkout=<result>&plan=<id>` on any page): "Membership
 * activated" once the account shows Premium (the session is reloaded, so Premium unlocks without
 * a reload), "Payment Failed" with retry / refresh status / contact support, or, for an abandoned
 * checkout, what Premium would have given and the discount offer. Closing removes the result
 * from the address, so a reload does not show it again.
 */
export function CheckoutReturn({ result, planId }: { result: CheckoutResult; planId: PayablePlanId }) {
  const [, setParams] = useSearchParams();
  const user = useAtomValue(userInfoAtom);
  const format = useFormatters();
  const { t } = useTranslation();
  const checkout = useCheckout();
  const [view, setView] = useState<View>(result);
  const [confirming, setConfirming] = useState(result === "success");
  const [refreshing, setRefreshing] = useState(false);
  const [stillPending, setStillPending] = useState(false);

  const close = useCallback(() => {
    setView(null);
    setParams(
      (params) => {
        params.delete(checkoutResultParam);
        params.delete(PLAN_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [setParams]);

  // After a payment: reload the session until the account shows the paid plan.
  useEffect(() => {
    if (view !== "success" || !confirming) return;
    let cancelled = false;
    void (async () => {
      for (let attempt = 0; attempt < confirmAttempts && !cancelled; attempt++) {
        const info = await reloadAccount().catch(() => null);
        if (cancelled) return;
        if (info && info.authLevel >= authLevels.premium) {
          setConfirming(false);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, confirmIntervalMs));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [view, confirming]);

  const refreshStatus = async () => {
    setRefreshing(true);
    try {
      const subscription = await fetchSubscription();
      if (subscription.status === "Activated") {
        await reloadAccount();
        setConfirming(false);
        setView("success");
      } else setStillPending(true);
    } catch {
      setStillPending(true);
    } finally {
      setRefreshing(false);
    }
  };

  if (view === "success") return <ActivatedDialog confirming={confirming} onClose={close} />;
  if (view === "failed")
    return (
      <PaymentFailedDialog
        retrying={checkout.pending}
        refreshing={refreshing}
        stillPending={stillPending}
        onRetry={() => void checkout.start({ planId })}
        onRefresh={() => void refreshStatus()}
        onContact={() => setView("contact")}
        onClose={close}
      />
    );
  if (view === "cancelled")
    return (
      <AbandonDialog
        percent={format.percent(abandonDiscount, 0)}
        pending={checkout.pending}
        onAccept={() => void checkout.start({ planId, discount: true })}
        onClose={close}
      />
    );
  if (view === "contact")
    return (
      <ContactDialog
        open
        topic="support"
        initial={{ email: user?.email ?? "", message: t("subscription:enterprise.supportMessage") }}
        onOpenChange={(open) => (open ? undefined : close())}
      />
    );
  return null;
}
