/**
 * The one place a paid subscription sets the user's plan (users.authLevel, licenseStatus,
 * licenseExpiresAt): active → Premium (licence 2, or 3 "ending" once cancelled at period end)
 * until the period end; ended → licence 3 with its end date, and Pro after the trial (authLevel
 * 1) once that date has passed (the account's user info reads an ended period as ended at once).
 */
import { eq } from "drizzle-orm";
import { authLevels, licenseStatuses } from "../../../shared/domain/account";
import type { Db } from "../../store/db";
import { users } from "../../store/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const activeStatuses = new Set(["active", "trialing", "past_due"]);
const endedStatuses = new Set(["canceled", "unpaid", "incomplete_expired"]);

export async function applyPaidLicence(
  tx: Tx | Db,
  input: {
    userId: string;
    status: string;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
    now: Date;
  },
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
  if (!user || !input.currentPeriodEnd) return;
  const enterprise = user.authLevel === authLevels.enterprise;
  const running = input.currentPeriodEnd.getTime() > input.now.getTime();
  let licence: { authLevel: number; licenseStatus: number } | undefined;
  if (activeStatuses.has(input.status))
    licence = {
      authLevel: authLevels.premium,
      licenseStatus: input.cancelAtPeriodEnd ? licenseStatuses.paidEnding : licenseStatuses.paidActive,
    };
  else if (endedStatuses.has(input.status))
    licence = {
      authLevel: running ? authLevels.premium : authLevels.proTrialEnded,
      licenseStatus: licenseStatuses.paidEnding,
    };
  if (!licence) return;
  await tx
    .update(users)
    .set({
      authLevel: enterprise ? authLevels.enterprise : licence.authLevel,
      licenseStatus: licence.licenseStatus,
      licenseExpiresAt: input.currentPeriodEnd,
    })
    .where(eq(users.id, input.userId));
}
