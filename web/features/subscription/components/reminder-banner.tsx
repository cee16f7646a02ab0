import { ClockIcon, Loader2Icon, XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { defaultPlanId } from "../checkout-result";
import { useCheckout } from "../hooks/use-checkout";
import type { Reminder } from "../lifecycle";

/**
 * The lifecycle reminder under the navigation bar: a trial or a cancelled membership ending in N
 * days, or ended. Trials lead to the plans (to choose monthly or yearly); a membership renews in
 * the billing portal.
 */
export function ReminderBanner({ reminder, onDismiss }: { reminder: Reminder; onDismiss: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const checkout = useCheckout();
  const ended = reminder.state === "trialExpired" || reminder.state === "membershipExpired";

  const text = (() => {
    switch (reminder.state) {
      case "trialEnding":
        return reminder.days === 0
          ? t("subscription:reminders.trialEndingToday")
          : t(
              reminder.days === 1
                ? "subscription:reminders.trialEnding_one"
                : "subscription:reminders.trialEnding_other",
              {
                count: reminder.days,
              },
            );
      case "trialExpired":
        return t("subscription:reminders.trialExpired");
      case "membershipEnding":
        return reminder.days === 0
          ? t("subscription:reminders.membershipEndingToday")
          : t(
              reminder.days === 1
                ? "subscription:reminders.membershipEnding_one"
                : "subscription:reminders.membershipEnding_other",
              { count: reminder.days },
            );
      case "membershipExpired":
        return t("subscription:reminders.membershipExpired");
    }
  })();

  const action =
    reminder.state === "trialEnding" || reminder.state === "trialExpired" ? (
      <Button asChild size="sm" variant="premium" data-testid="reminder-action">
        <Link to={localized("/pricing")}>
          {reminder.state === "trialEnding"
            ? t("subscription:reminders.upgrade")
            : t("subscription:reminders.reactivate")}
        </Link>
      </Button>
    ) : (
      <Button
        size="sm"
        variant="premium"
        disabled={checkout.pending}
        onClick={() => void checkout.start({ planId: defaultPlanId })}
        data-testid="reminder-action"
      >
        {checkout.pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {t("subscription:reminders.renew")}
      </Button>
    );

  return (
    <section
      aria-label={text}
      data-testid="subscription-reminder"
      data-state={reminder.state}
      className={
        ended
          ? "border-destructive/20 border-b bg-destructive/5"
          : "border-gold-400/30 border-b bg-gold-100/60"
      }
    >
      <div className="mx-auto flex max-w-[1320px] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6 lg:px-8">
        <ClockIcon className="size-4 shrink-0 text-gold-700" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-foreground text-sm">{text}</p>
        <div className="flex items-center gap-1">
          {action}
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={t("subscription:reminders.dismiss")}
            onClick={onDismiss}
            data-testid="reminder-dismiss"
          >
            <XIcon />
          </Button>
        </div>
      </div>
    </section>
  );
}
