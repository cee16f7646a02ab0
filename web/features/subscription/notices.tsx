import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { isSignedInAtom, userInfoAtom } from "@/features/auth";
import { loadNamespace } from "@/lib/i18n";
import { checkoutResultOf, checkoutResultParam, planIdOf } from "./checkout-result";
import { isReminderDue, localDay, markReminderShown, type Reminder, reminderOf } from "./lifecycle";
import { PLAN_PARAM } from "./return-url";

const CheckoutReturn = lazy(() =>
  Promise.all([import("./components/checkout-return"), loadNamespace("subscription")]).then(([m]) => ({
    default: m.CheckoutReturn,
  })),
);
const ReminderBanner = lazy(() =>
  Promise.all([import("./components/reminder-banner"), loadNamespace("subscription")]).then(([m]) => ({
    default: m.ReminderBanner,
  })),
);

/**
 * On every page with the navigation bar: the checkout's result when the provider sends the user
 * back (`?checkout=`), and the day's lifecycle reminder. This part is small and loads with the
 * app; the dialogs and the banner load only when one is due.
 */
export function SubscriptionNotices() {
  const [params] = useSearchParams();
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(userInfoAtom);
  const result = signedIn ? checkoutResultOf(params.get(checkoutResultParam)) : null;
  const reminder = useDailyReminder(signedIn && !result ? user : null);
  return (
    <Suspense fallback={null}>
      {result ? (
        <CheckoutReturn key={result} result={result} planId={planIdOf(params.get(PLAN_PARAM))} />
      ) : null}
      {reminder ? <ReminderBanner reminder={reminder.value} onDismiss={reminder.dismiss} /> : null}
    </Suspense>
  );
}

/** The reminder due for the user, shown once per calendar day per state (recorded when shown). */
function useDailyReminder(user: (Parameters<typeof reminderOf>[0] & { userId: string }) | null) {
  const current = reminderOf(user);
  const userId = user?.userId;
  const [shown, setShown] = useState<Reminder | null>(null);
  const state = current?.state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once per user and state, not per remaining day
  useEffect(() => {
    if (!userId || !state) return setShown(null);
    const entry = { store: localStorage, userId, state, day: localDay(new Date()) };
    if (!isReminderDue(entry)) return;
    markReminderShown(entry);
    setShown(current);
  }, [userId, state]);

  if (!shown || !current || shown.state !== current.state) return null;
  return { value: current, dismiss: () => setShown(null) };
}
