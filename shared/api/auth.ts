import { z } from "zod";
import {
  countries,
  emailPurposes,
  financialFocuses,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
} from "../domain/account";
import { capabilities, plans } from "../entitlements";

/**
 * Request and response shapes of sign-in, sign-up, tokens and user info (/v1/pub/check-email,
 * verification-code, individual and org login/register, trial-application, oauth; /v1/app/token/refresh,
 * logout, user/info). The server validates with these and
 * the web takes its types from them (type-only imports keep zod out of the web bundle).
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH)
  .pipe(z.email())
  .meta({ example: "investor@example.com" });

const name = z.string().trim().min(1).max(MAX_NAME_LENGTH);
const invitationCode = z.string().trim().min(1).max(64);
const verificationCode = z.string().regex(/^\d{6}$/, "six digits");

export const tokenPairSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string() })
  .meta({ id: "TokenPair" });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const userInfoSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    authLevel: z.number().int().min(0).max(3),
    userAuthLevel: z.number().int().min(0).max(3),
    licenseStatus: z.number().int().min(0).max(3),
    remainDays: z.number().int().nullable(),
    institutionId: z.number().int().nullable(),
    role: z.string(),
  })
  .meta({ id: "UserInfo" });
export type UserInfo = z.infer<typeof userInfoSchema>;

export const checkEmailRequestSchema = z.object({
  email: emailSchema,
  invitationCode: invitationCode.optional(),
  registerType: z.literal("INDIVIDUAL_USER"),
});
export const checkEmailResultSchema = z.object({ registered: z.boolean(), invitationRequired: z.boolean() });
export type CheckEmailResult = z.infer<typeof checkEmailResultSchema>;

export const verificationCodeRequestSchema = z.object({ email: emailSchema, purpose: z.enum(emailPurposes) });
export const verificationCodeResultSchema = z.object({
  sent: z.literal(true),
  resendAfterSeconds: z.number().int(),
});
export type SendCodeResult = z.infer<typeof verificationCodeResultSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, code: verificationCode });

export const registerRequestSchema = z.object({
  email: emailSchema,
  code: verificationCode,
  invitationCode: invitationCode.optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  marketingOptIn: z.boolean().optional(),
});

export const orgRegisterRequestSchema = registerRequestSchema.extend({ companyName: name });

export const trialApplicationSchema = z
  .object({
    firstName: name,
    lastName: name,
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,24}$/, "a phone number"),
    country: z.enum(countries),
    companyName: name,
    jobTitle: name,
    primaryFocus: z.enum(financialFocuses),
    email: emailSchema,
    invitationCode: invitationCode.optional(),
    marketingOptIn: z.boolean(),
  })
  .meta({ id: "TrialApplication" });
export type TrialApplication = z.infer<typeof trialApplicationSchema>;
export const trialApplicationResultSchema = z.object({ applicationId: z.string() });

export const oauthProvidersSchema = z.object({
  providers: z.array(z.object({ name: z.string(), label: z.string() })),
  googleOneTapClientId: z.string().nullable(),
});
export type OAuthProviders = z.infer<typeof oauthProvidersSchema>;

/** The `{provider}` of the third-party sign-in paths: a configured issuer's name. */
export const oauthProviderParamsSchema = z.object({ provider: z.string().regex(/^[a-z0-9]{1,32}$/) });

export const oneTapQuerySchema = z.object({ credential: z.string().min(20).max(8192) });

export const oauthRenderQuerySchema = z.object({
  redirect: z.string().max(2048).optional().meta({ description: "Same-origin path to return to" }),
});

export const benefitsQuerySchema = z.object({
  user_id: z.string().max(64).optional().meta({ description: "Must be the signed-in user when given" }),
});

const quotaSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  resetsAt: z.string(),
});

const countSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable().meta({ description: "The plan's cap; null: unlimited" }),
});

export const benefitsStatusSchema = z
  .object({
    plan: z.enum(plans),
    capabilities: z.record(
      z.enum(capabilities),
      z.object({ access: z.enum(["full", "preview", "none"]), limit: z.number().int().optional() }),
    ),
    quotas: z.object({ aiReport: quotaSchema, aiAssistant: quotaSchema }),
    counts: z
      .object({ diyPortfolios: countSchema, modelPortfolioSubscriptions: countSchema })
      .meta({ description: "Held against the plan's caps (null for an anonymous caller)" })
      .nullable(),
  })
  .meta({ id: "BenefitsStatus" });
export type BenefitsStatus = z.infer<typeof benefitsStatusSchema>;
