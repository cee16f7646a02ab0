/**
 * Sign-in and sign-up by e-mail + one-time code, organisation sign-up, third-party identities
 * and the trial application. Routes stay thin; the rules are here.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { TokenPair, TrialApplication } from "../../../shared/api/auth";
import type { EmailPurpose } from "../../../shared/domain/account";
import type { ApiLang } from "../../../shared/locales";
import { AppError } from "../../http/app-error";
import type { SessionRevocation } from "../../platform/identity/session-revocation";
import type { Limits } from "../../platform/limits/limits";
import type { Mailer } from "../../platform/mail";
import type { Db } from "../../store/db";
import { trialApplications, userIdentities } from "../../store/schema";
import { codeMail, trialApplicationMail } from "./account-mail";
import { consumeCode, issueCode, RESEND_AFTER_SECONDS } from "./codes.service";
import { checkInvitation, invitationRequired, recordInvitationUse } from "./invitations.service";
import { issueTokenPair, revokeSession, rotateRefreshToken, type TokenDeps } from "./tokens.service";
import {
  claimsOf,
  createInstitutionWithOwner,
  createUser,
  findUserByEmail,
  findUserById,
  touchLastLogin,
  type UserRow,
} from "./users.service";

export interface AccountsDeps {
  db: Db;
  limits: Limits;
  mailer: Mailer;
  revocation: SessionRevocation;
  secret: string;
  invitationCodes: readonly string[];
  teamEmail: string;
  now?: () => Date;
}

const tokenDeps = (deps: AccountsDeps): TokenDeps => ({
  db: deps.db,
  secret: deps.secret,
  now: deps.now,
  onRevoke: (ids) => deps.revocation.revoke(ids),
});
const invitationDeps = (deps: AccountsDeps) => ({ db: deps.db, configured: deps.invitationCodes });
const codeDeps = (deps: AccountsDeps) => ({
  db: deps.db,
  limits: deps.limits,
  secret: deps.secret,
  now: deps.now,
});

const emailTaken = () =>
  new AppError(
    "validationFailed",
    "email: already registered",
    undefined,
    undefined,
    "errors:auth.emailRegistered",
  );

async function startSession(deps: AccountsDeps, user: UserRow): Promise<TokenPair> {
  const now = deps.now?.() ?? new Date();
  await touchLastLogin(deps.db, user.id, now);
  return issueTokenPair(tokenDeps(deps), claimsOf(user, now));
}

/**
 * Whether the e-mail has an account, and whether sign-up needs an invitation. This tells who has
 * an account, and is kept because the sign-in page points an unknown address to sign-up (and
 * sign-up a known one to sign-in) before a code is sent; so the route is the most tightly limited
 * of the public calls (server/http/public-limits.ts) and the web sends the code anyway when it is
 * refused. The code call itself answers the same whether or not the address has an account.
 */
export async function checkEmail(
  deps: AccountsDeps,
  input: { email: string; invitationCode?: string },
): Promise<{ registered: boolean; invitationRequired: boolean }> {
  await checkInvitation(invitationDeps(deps), input.invitationCode);
  const registered = !!(await findUserByEmail(deps.db, input.email));
  return { registered, invitationRequired: !registered && (await invitationRequired(invitationDeps(deps))) };
}

/**
 * Sends a code. A login code is only mailed to an existing account (the answer is the same
 * either way, so this call does not reveal who has an account); limits count every call.
 */
export async function sendVerificationCode(
  deps: AccountsDeps,
  input: { email: string; purpose: EmailPurpose; ip: string; lang: ApiLang },
): Promise<{ sent: true; resendAfterSeconds: number }> {
  const code = await issueCode(codeDeps(deps), input);
  const mailable = input.purpose === "register" || !!(await findUserByEmail(deps.db, input.email));
  if (mailable)
    await deps.mailer.send(codeMail({ to: input.email, code, purpose: input.purpose, lang: input.lang }));
  return { sent: true, resendAfterSeconds: RESEND_AFTER_SECONDS };
}

export async function loginWithCode(
  deps: AccountsDeps,
  input: { email: string; code: string },
): Promise<TokenPair> {
  const user = await findUserByEmail(deps.db, input.email);
  await consumeCode(codeDeps(deps), { ...input, purpose: "login" });
  // A login code is only ever mailed to an account, so a consumed one has its user.
  if (!user) throw new AppError("verificationCodeExpired", "No account for this e-mail");
  return startSession(deps, user);
}

/**
 * Individual sign-up. The invitation is checked before the code is consumed, so a wrong
 * invitation does not burn the code. Signing up again with an existing e-mail signs in.
 */
export async function registerIndividual(
  deps: AccountsDeps,
  input: {
    email: string;
    code: string;
    invitationCode?: string;
    firstName?: string;
    lastName?: string;
    marketingOptIn?: boolean;
  },
): Promise<TokenPair> {
  const existing = await findUserByEmail(deps.db, input.email);
  if (!existing) await checkInvitation(invitationDeps(deps), input.invitationCode, { signUp: true });
  // The code is consumed in the transaction that writes the account: a failed write leaves it usable.
  const user = await consumeCode(
    codeDeps(deps),
    { email: input.email, code: input.code, purpose: "register" },
    async (tx) => {
      if (existing) return existing;
      await recordInvitationUse(tx, input.invitationCode);
      return createUser(tx, {
        email: input.email,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        marketingOptIn: input.marketingOptIn ?? false,
      });
    },
  );
  return startSession(deps, user);
}

/** Organisation sign-up: an institution and its owner. An e-mail that has an account is refused. */
export async function registerOrganisation(
  deps: AccountsDeps,
  input: {
    email: string;
    code: string;
    companyName: string;
    invitationCode?: string;
    firstName?: string;
    lastName?: string;
    marketingOptIn?: boolean;
  },
): Promise<TokenPair> {
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  await checkInvitation(invitationDeps(deps), input.invitationCode, { signUp: true });
  const user = await consumeCode(
    codeDeps(deps),
    { email: input.email, code: input.code, purpose: "register" },
    async (tx) => {
      const owner = await createInstitutionWithOwner(tx, {
        companyName: input.companyName,
        email: input.email,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        marketingOptIn: input.marketingOptIn ?? false,
      });
      if (!owner) throw emailTaken();
      await recordInvitationUse(tx, input.invitationCode);
      return owner;
    },
  );
  return startSession(deps, user);
}

export async function refreshSession(deps: AccountsDeps, refreshToken: string): Promise<TokenPair> {
  return rotateRefreshToken(tokenDeps(deps), refreshToken, async (userId) => {
    const user = await findUserById(deps.db, userId);
    return user ? claimsOf(user, deps.now?.() ?? new Date()) : null;
  });
}

export async function logout(
  deps: AccountsDeps,
  input: { userId: string; sessionId?: string },
): Promise<void> {
  await revokeSession(tokenDeps(deps), input);
}

/** Identity verified by an OpenID provider: the linked user, else the user of that e-mail, else a new one. */
export async function signInWithIdentity(
  deps: AccountsDeps,
  identity: { provider: string; subject: string; email: string },
): Promise<TokenPair> {
  const [link] = await deps.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  let user = link ? await findUserById(deps.db, link.userId) : undefined;
  const email = identity.email.trim().toLowerCase();
  user ??= await findUserByEmail(deps.db, email);
  if (!user) {
    // Without an invitation flow at the provider, new accounts need open sign-up.
    if (await invitationRequired(invitationDeps(deps)))
      throw new AppError("incorrectInvitationCode", "Invitation code required to sign up");
    user = await createUser(deps.db, { email });
  }
  if (!link) {
    await deps.db
      .insert(userIdentities)
      .values({ provider: identity.provider, subject: identity.subject, userId: user.id, email })
      .onConflictDoNothing();
  }
  return startSession(deps, user);
}

/**
 * Stored first, then mailed: the team is only told of an application that exists. A mail
 * failure after the insert keeps the application (the team can read it from the store) and is
 * logged; the caller still gets its id.
 */
export async function submitTrialApplication(
  deps: AccountsDeps,
  input: { form: TrialApplication; log: Pick<Logger, "error"> },
): Promise<{ applicationId: string }> {
  const { form, log } = input;
  await checkInvitation(invitationDeps(deps), form.invitationCode);
  const id = randomUUID();
  await deps.db.insert(trialApplications).values({ id, email: form.email, data: form });
  try {
    await deps.mailer.send(trialApplicationMail({ to: deps.teamEmail, id, form }));
  } catch (err) {
    log.error({ err, applicationId: id }, "trial application stored, but the team mail failed");
  }
  return { applicationId: id };
}
