import { authLevels, licenseStatuses } from "@shared/domain/account";

/**
 * The subscription lifecycle as the user sees it, from user info alone (authLevel,
 * licenseStatus, remainDays): which reminder is due, and whether "manage" means the billing
 * portal or a new checkout. Pure, so it is tested without a browser.
 */

type PlanFields = { authLevel: number; licenseStatus: number; remainDays: number | null };

/** Licence status 2 (paid) or 3 (paid, ending or ended) is managed in the billing portal; others go to checkout. */
export function managesInPortal(user: { licenseStatus: number } | null | undefined): boolean {
  return (
    user?.licenseStatus === licenseStatuses.paidActive || user?.licenseStatus === licenseStatuses.paidEnding
  );
}

export type Reminder =
  | { state: "trialEnding"; days: number }
  | { state: "trialExpired" }
  | { state: "membershipEnding"; days: number }
  | { state: "membershipExpired" };
export type ReminderState = Reminder["state"];

/** How many days before the end a trial, or a paid period that will not renew, starts reminding. */
export const reminderWindowDays = { trialEnding: 5, membershipEnding: 7 } as const;

export function reminderOf(user: PlanFields | null | undefined): Reminder | null {
  if (!user) return null;
  const { authLevel, licenseStatus, remainDays } = user;
  if (authLevel === authLevels.premium && licenseStatus === licenseStatuses.trial)
    return remainDays !== null && remainDays <= reminderWindowDays.trialEnding
      ? { state: "trialEnding", days: remainDays }
      : null;
  // A paid period that was cancelled: it ends, it does not renew.
  if (authLevel === authLevels.premium && licenseStatus === licenseStatuses.paidEnding)
    return remainDays !== null && remainDays <= reminderWindowDays.membershipEnding
      ? { state: "membershipEnding", days: remainDays }
      : null;
  if (authLevel === authLevels.proTrialEnded && licenseStatus === licenseStatuses.paidEnding)
    return { state: "membershipExpired" };
  if (authLevel === authLevels.proTrialEnded && licenseStatus === licenseStatuses.none)
    return { state: "trialExpired" };
  return null;
}

/** The user's calendar day, as YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const storageKey = (userId: string, state: ReminderState) => `subscriptionReminder:${userId}:${state}`;

type DayStore = Pick<Storage, "getItem" | "setItem">;

/** A reminder shows once per day per state (and per account on a shared browser). */
export function isReminderDue(input: { store: DayStore; userId: string; state: ReminderState; day: string }) {
  return input.store.getItem(storageKey(input.userId, input.state)) !== input.day;
}

export function markReminderShown(input: {
  store: DayStore;
  userId: string;
  state: ReminderState;
  day: string;
}) {
  input.store.setItem(storageKey(input.userId, input.state), input.day);
}
