/**
 * The one place a paid subscription sets the user's plan (users.authLevel, licenseStatus,
 * licenseExpiresAt): active → Premium (licence 2, or 3 "ending" once cancelled at period end)
 * until the period end; ended → licence 3 with its end date, and Pro after the trial (authLevel
 * 1) once that date has passed (the account's user info reads an ended period as ended at once).
 * A subscription whose renewal payment failed (`past_due`, retried by the provider) keeps
 * Premium until its period end plus RENEWAL_GRACE_DAYS (shared/domain/subscription-plans.ts).
 */
import { licenseStatuses } from "../../../shared/domain/account";
import { RENEWAL_GRACE_DAYS } from "../../../shared/domain/subscription-plans";
import { DAY_MS } from "../../platform/clock";
import { type DbOrTx, setPaidLicense } from "../accounts";

const activeStatuses = new Set(["active", "trialing", "past_due"]);
const endedStatuses = new Set(["canceled", "unpaid", "incomplete_expired"]);

export async function applyPaidLicence(
  tx: DbOrTx,
  input: {
    userId: string;
    status: string;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
    now: Date;
  },
): Promise<void> {
  if (!input.currentPeriodEnd) return;
  // An ended subscription keeps its end date with licence 3: the account reads it as Pro after
  // the trial (authLevel 1) once that date has passed (accounts' currentPlan, on the clock).
  const status =
    activeStatuses.has(input.status) && !input.cancelAtPeriodEnd
      ? licenseStatuses.paidActive
      : activeStatuses.has(input.status) || endedStatuses.has(input.status)
        ? licenseStatuses.paidEnding
        : undefined;
  if (status === undefined) return;
  // a renewal payment failed and is being retried: Premium is kept for the grace window
  const expiresAt =
    input.status === "past_due"
      ? new Date(input.currentPeriodEnd.getTime() + RENEWAL_GRACE_DAYS * DAY_MS)
      : input.currentPeriodEnd;
  await setPaidLicense(tx, input.userId, { expiresAt, status });
}
