/**
 * One-time e-mail codes: 6 digits, valid 10 minutes, 5 wrong tries
 * then dead, resend after 60 s, at most 10 sends per address and 100 per IP per hour. Codes are
 * stored as an HMAC of (e-mail, purpose, code) under the server secret, so a database leak does
 * not reveal them and the 10^6 space cannot be searched offline without the secret.
 * Counters live in the platform limits (memory or Redis), shared by every instance.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { EmailPurpose } from "../../../shared/domain/account";
import { AppError } from "../../http/app-error";
import type { Limits } from "../../platform/limits/limits";
import type { Db } from "../../store/db";
import { verificationCodes } from "../../store/schema";

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_AFTER_SECONDS = 60;
export const SENDS_PER_ADDRESS_PER_HOUR = 10;
export const SENDS_PER_IP_PER_HOUR = 100;

export interface CodeDeps {
  db: Db;
  limits: Limits;
  secret: string;
  now?: () => Date;
}

const hashCode = (secret: string, email: string, purpose: EmailPurpose, code: string) =>
  createHmac("sha256", secret).update(`otp\n${email}\n${purpose}\n${code}`).digest("hex");

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

function tooMany(retryAfterSeconds: number, what: string, kind: "resend" | "quota"): AppError {
  return kind === "resend"
    ? new AppError(
        "tooManyRequests",
        what,
        { retryAfterSeconds },
        { seconds: String(retryAfterSeconds) },
        "errors:auth.resendWait",
      )
    : new AppError(
        "tooManyRequests",
        what,
        { retryAfterSeconds },
        { minutes: String(Math.ceil(retryAfterSeconds / 60)) },
        "errors:auth.tooManyCodes",
      );
}

const secondsUntil = (epochMs: number) => Math.max(1, Math.ceil((epochMs - Date.now()) / 1000));

/**
 * Checks the send limits, then stores a fresh code (older live codes of the address and purpose
 * die with it) and returns it for the mail. Over a limit: 429 with `retryAfterSeconds`.
 */
export async function issueCode(
  deps: CodeDeps,
  input: { email: string; purpose: EmailPurpose; ip: string },
): Promise<string> {
  const { limits } = deps;
  const resend = await limits.peek(`otp:resend:${input.purpose}:${input.email}`, {
    limit: 1,
    windowSeconds: RESEND_AFTER_SECONDS,
  });
  if (!resend.allowed) throw tooMany(secondsUntil(resend.resetAt), "Resend too soon", "resend");
  const perIp = await limits.hit(`otp:send:ip:${input.ip}`, {
    limit: SENDS_PER_IP_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!perIp.allowed) throw tooMany(secondsUntil(perIp.resetAt), "Too many codes from this address", "quota");
  const perAddress = await limits.hit(`otp:send:addr:${input.email}`, {
    limit: SENDS_PER_ADDRESS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!perAddress.allowed)
    throw tooMany(secondsUntil(perAddress.resetAt), "Too many codes for this e-mail", "quota");
  // Claim the resend slot atomically: two concurrent requests cannot both send.
  const first = await limits.hit(`otp:resend:${input.purpose}:${input.email}`, {
    limit: 1,
    windowSeconds: RESEND_AFTER_SECONDS,
  });
  if (!first.allowed) throw tooMany(secondsUntil(first.resetAt), "Resend too soon", "resend");

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.email, input.email),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      email: input.email,
      purpose: input.purpose,
      codeHash: hashCode(deps.secret, input.email, input.purpose, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      createdAt: now,
    });
  });
  return code;
}

/**
 * Verifies and consumes the live code of (email, purpose). Wrong → 40100004 (and one of the 5
 * tries is used, atomically); expired, used up or none → 40100005.
 */
export async function consumeCode(deps: CodeDeps, input: CodeInput): Promise<void>;
/**
 * …and runs `then` in the transaction that consumes the code: if `then` fails (the account
 * cannot be written), the code is not consumed and the person can try again with it.
 */
export async function consumeCode<T>(
  deps: CodeDeps,
  input: CodeInput,
  then: (tx: Db) => Promise<T>,
): Promise<T>;
export async function consumeCode<T>(
  deps: CodeDeps,
  input: CodeInput,
  then?: (tx: Db) => Promise<T>,
): Promise<T | undefined> {
  const now = deps.now?.() ?? new Date();
  const [live] = await deps.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, input.email),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!live) {
    // Never sent, or already used: the user must ask for a new one.
    throw new AppError("verificationCodeExpired", "No live verification code");
  }
  if (live.expiresAt <= now || live.attempts >= CODE_MAX_ATTEMPTS) {
    throw new AppError("verificationCodeExpired", "Verification code expired or used up");
  }
  const good = sameHash(live.codeHash, hashCode(deps.secret, input.email, input.purpose, input.code));
  if (!good) {
    // Count the try in the database with a guard, so parallel guesses cannot exceed 5.
    const counted = await deps.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, live.id),
          isNull(verificationCodes.consumedAt),
          sql`${verificationCodes.attempts} < ${CODE_MAX_ATTEMPTS}`,
        ),
      )
      .returning({ attempts: verificationCodes.attempts });
    if (counted.length === 0) throw new AppError("verificationCodeExpired", "Verification code used up");
    throw new AppError("incorrectVerificationCode", "Incorrect verification code", {
      attemptsLeft: CODE_MAX_ATTEMPTS - counted[0]!.attempts,
    });
  }
  return deps.db.transaction(async (tx) => {
    const consumed = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    // A concurrent request consumed it first: one code signs in once.
    if (consumed.length === 0)
      throw new AppError("verificationCodeExpired", "Verification code already used");
    return then?.(tx as unknown as Db);
  });
}

type CodeInput = { email: string; purpose: EmailPurpose; code: string };
