import { authLevels } from "@shared/domain/account";
import { useAtomValue } from "jotai";
import { Loader2Icon, SparklesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { userInfoAtom } from "@/features/auth";
// from the modules themselves, not the feature's index: that would bring the lazily loaded
// subscription notices into the start-up bundle
import { defaultPlanId } from "@/features/subscription/checkout-result";
import { useCheckoutWith } from "@/features/subscription/hooks/use-checkout-state";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import type { UpgradeAction } from "./nav-model";

/** The checkout calls load on the first click, not with the navigation bar. */
const openCheckoutLater: Parameters<typeof useCheckoutWith>[0] = (input) =>
  import("@/features/subscription/open-checkout").then((m) => m.openCheckout(input));

/**
 * "Upgrade" for Pro: after the trial (authLevel 1) it opens checkout for the monthly plan at
 * once (disabled for 2 s after a click); a Pro who has not tried Premium (0) goes to the plans,
 * where the free trial is. "Sign up" → /register.
 */
export function UpgradeButton({ action, className }: { action: UpgradeAction; className?: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const user = useAtomValue(userInfoAtom);
  const checkout = useCheckoutWith(openCheckoutLater);
  if (!action) return null;
  if (action === "upgrade" && user?.authLevel === authLevels.proTrialEnded) {
    return (
      <Button
        variant="premium"
        size="sm"
        className={cn("rounded-full px-3.5", className)}
        disabled={checkout.pending}
        onClick={() => void checkout.start({ planId: defaultPlanId })}
        data-testid="upgrade-button"
        data-action="checkout"
      >
        {checkout.pending ? <Loader2Icon className="animate-spin" /> : <SparklesIcon />}
        {t("nav:upgrade")}
      </Button>
    );
  }
  if (action === "upgrade") {
    return (
      <Button asChild variant="premium" size="sm" className={cn("rounded-full px-3.5", className)}>
        <Link to={localized("/pricing")} data-testid="upgrade-button" data-action="upgrade">
          <SparklesIcon />
          {t("nav:upgrade")}
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm" className={cn("rounded-full px-4", className)}>
      <Link to="/register" data-testid="upgrade-button" data-action="signUp">
        {t("nav:signUp")}
      </Link>
    </Button>
  );
}
