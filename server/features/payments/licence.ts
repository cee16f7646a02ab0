/**
 * The one place a paid subscription sets the user's plan (users.authLevel, licenseStatus,
 * licenseExpiresAt): active → Premium (licence 2, or 3 "ending" once cancelled at period end)
 * until the period end; ended → licence 3 with its end date, and Pro after the trial (authLevel
 * 1) once that date has passed (the account's user info reads an ended period as ended at once).
 */
import { licenseStatuses } from "../../../shared/domain/account";
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
  await setPaidLicense(tx, input.userId, { expiresAt: input.currentPeriodEnd, status });
}
