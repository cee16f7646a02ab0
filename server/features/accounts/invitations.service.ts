/**
 * Invitation codes: from INVITATION_CODES (config) and from the database (managed with
 * `npm run data -- invite create|list|revoke`). When neither holds an active code, sign-up is
 * open to everyone. Codes compare case-insensitively; a wrong code is 40100006.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "../../http/app-error";
import type { Db } from "../../store/db";
import { invitationCodes } from "../../store/schema";

export interface InvitationDeps {
  db: Db;
  /** INVITATION_CODES. */
  configured: readonly string[];
}

const canonical = (code: string) => code.trim().toUpperCase();

export async function invitationRequired(deps: InvitationDeps): Promise<boolean> {
  if (deps.configured.length > 0) return true;
  const [row] = await deps.db
    .select({ code: invitationCodes.code })
    .from(invitationCodes)
    .where(isNull(invitationCodes.revokedAt))
    .limit(1);
  return !!row;
}

async function isValid(deps: InvitationDeps, code: string): Promise<boolean> {
  const wanted = canonical(code);
  if (deps.configured.some((c) => canonical(c) === wanted)) return true;
  const [row] = await deps.db
    .select({ code: invitationCodes.code })
    .from(invitationCodes)
    .where(and(eq(invitationCodes.code, wanted), isNull(invitationCodes.revokedAt)))
    .limit(1);
  return !!row;
}

/**
 * Throws 40100006 for a given code that is wrong, and — for a sign-up (`signUp`) while codes
 * are in use — for a missing one.
 */
export async function checkInvitation(
  deps: InvitationDeps,
  code: string | undefined,
  options: { signUp?: boolean } = {},
): Promise<void> {
  if (code === undefined) {
    if (options.signUp && (await invitationRequired(deps)))
      throw new AppError("incorrectInvitationCode", "Invitation code required");
    return;
  }
  if (!(await isValid(deps, code)))
    throw new AppError("incorrectInvitationCode", "Incorrect invitation code");
}

/** Counts a sign-up made with a database code (configured codes are not counted). */
export async function recordInvitationUse(db: Db, code: string | undefined): Promise<void> {
  if (code === undefined) return;
  await db
    .update(invitationCodes)
    .set({ uses: sql`${invitationCodes.uses} + 1` })
    .where(eq(invitationCodes.code, canonical(code)));
}

// ---- administration (CLI) ----

export async function createInvitation(db: Db, input: { code?: string; note?: string }): Promise<string> {
  const code = canonical(input.code ?? randomBytes(6).toString("base64url"));
  if (!/^[A-Z0-9_-]{4,64}$/.test(code)) throw new Error("An invitation code is 4-64 letters, digits, - or _");
  await db
    .insert(invitationCodes)
    .values({ code, note: input.note ?? null })
    .onConflictDoUpdate({ target: invitationCodes.code, set: { revokedAt: null, note: input.note ?? null } });
  return code;
}

export async function listInvitations(db: Db) {
  return db.select().from(invitationCodes).orderBy(invitationCodes.createdAt);
}

export async function revokeInvitation(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .update(invitationCodes)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitationCodes.code, canonical(code)), isNull(invitationCodes.revokedAt)))
    .returning({ code: invitationCodes.code });
  return rows.length > 0;
}
