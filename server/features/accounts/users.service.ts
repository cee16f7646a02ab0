/**
 * Users and organisations: find or create by e-mail, the user info (GET /v1/app/user/info), and the claims of
 * the access token. The plan (authLevel, licenseStatus) is stored; an ended trial or paid period
 * is read as ended at once, whether or not a job has updated the row yet.
 */
import { randomUUID } from "node:crypto";
import { and, eq, TransactionRollbackError } from "drizzle-orm";
import type { UserInfo } from "../../../shared/api/auth";
import { authLevels, licenseStatuses } from "../../../shared/domain/account";
import type { AccessClaims } from "../../platform/identity/access-token";
import type { Db } from "../../store/db";
import { institutions, users } from "../../store/schema";

export type UserRow = typeof users.$inferSelect;

const DAY_MS = 24 * 3600 * 1000;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewUser {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  marketingOptIn?: boolean;
  institutionId?: number | null;
  role?: string;
  authLevel?: number;
  licenseStatus?: number;
  licenseExpiresAt?: Date | null;
}

/** Creates the user, or returns the existing one of that e-mail (a concurrent sign-up wins once). */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: randomUUID(), ...input })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? (await findUserByEmail(db, input.email))!;
}

/** An organisation and its first member (the owner), in one transaction. */
export async function createInstitutionWithOwner(
  db: Db,
  input: { companyName: string } & Omit<NewUser, "institutionId" | "role">,
): Promise<UserRow | null> {
  return db
    .transaction(async (tx) => {
      const [org] = await tx.insert(institutions).values({ name: input.companyName }).returning();
      const { companyName: _, ...user } = input;
      const [row] = await tx
        .insert(users)
        .values({ id: randomUUID(), ...user, institutionId: org!.id, role: "owner" })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!row) {
        // The e-mail already has an account: no orphan organisation is left behind.
        tx.rollback();
      }
      return row ?? null;
    })
    .catch((err: unknown) => {
      if (err instanceof TransactionRollbackError) return null;
      throw err;
    });
}

export async function touchLastLogin(db: Db, id: string, now = new Date()): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, id));
}

/** The plan as it stands now: an expired trial or paid period has ended even if the row says otherwise. */
export function currentPlan(
  user: UserRow,
  now = new Date(),
): { authLevel: number; licenseStatus: number; remainDays: number | null } {
  const expires = user.licenseExpiresAt;
  const ended = expires !== null && expires.getTime() <= now.getTime();
  if (user.licenseStatus === licenseStatuses.trial && ended)
    return { authLevel: authLevels.proTrialEnded, licenseStatus: licenseStatuses.none, remainDays: null };
  if (
    (user.licenseStatus === licenseStatuses.paidActive ||
      user.licenseStatus === licenseStatuses.paidEnding) &&
    ended
  )
    return { authLevel: authLevels.proTrialEnded, licenseStatus: licenseStatuses.paidEnding, remainDays: 0 };
  const remainDays = expires ? Math.max(0, Math.ceil((expires.getTime() - now.getTime()) / DAY_MS)) : null;
  return { authLevel: user.authLevel, licenseStatus: user.licenseStatus, remainDays };
}

export function userInfoOf(user: UserRow, now = new Date()): UserInfo {
  const plan = currentPlan(user, now);
  return {
    userId: user.id,
    email: user.email,
    authLevel: plan.authLevel,
    userAuthLevel: plan.authLevel,
    licenseStatus: plan.licenseStatus,
    remainDays: plan.remainDays,
    institutionId: user.institutionId,
    role: user.role,
  };
}

export function claimsOf(user: UserRow, now = new Date()): AccessClaims {
  const plan = currentPlan(user, now);
  return {
    userId: user.id,
    email: user.email,
    authLevel: plan.authLevel,
    licenseStatus: plan.licenseStatus,
    institutionId: user.institutionId,
  };
}

/** The Premium trial's length. */
export const TRIAL_DAYS = 15;

/**
 * Starts the Premium trial: once per account, only from Pro that never had a trial or a paid
 * plan (one conditional UPDATE, so two concurrent starts make one trial). Undefined: not allowed.
 */
export async function startTrial(db: Db, id: string, now = new Date()): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      authLevel: authLevels.premium,
      licenseStatus: licenseStatuses.trial,
      licenseExpiresAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    })
    .where(
      and(
        eq(users.id, id),
        eq(users.authLevel, authLevels.proNoTrial),
        eq(users.licenseStatus, licenseStatuses.none),
      ),
    )
    .returning();
  return row;
}

export const DEMO_ACCOUNT_EMAIL = "demo@fundpilot.local";

/**
 * The demo account of the embedded default (README.md "Set up"): Premium, so every feature can be
 * tried; it signs in like anyone else, with a code from the dev mailbox.
 */
export async function ensureDemoAccount(db: Db): Promise<UserRow> {
  return createUser(db, {
    email: DEMO_ACCOUNT_EMAIL,
    firstName: "Demo",
    lastName: "Investor",
    authLevel: authLevels.premium,
    licenseStatus: licenseStatuses.paidActive,
  });
}
