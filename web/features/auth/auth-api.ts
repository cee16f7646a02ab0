import type { BodyOf } from "@shared/api/endpoints";
import { get, post } from "@/lib/api";

export type { TrialApplication } from "@shared/api/auth";
/** The sign-in and sign-up calls (schemas in shared/api/auth.ts). */
export { countries, type EmailPurpose, financialFocuses } from "@shared/domain/account";

/** Calls marked silent show their expected failures in place (wrong code, wrong invitation). */
export const authApi = {
  checkEmail: (body: Omit<BodyOf<"POST /v1/pub/check-email">, "registerType">) =>
    post("/v1/pub/check-email", { ...body, registerType: "INDIVIDUAL_USER" }, undefined, { silent: true }),
  sendCode: (body: BodyOf<"POST /v1/pub/verification-code">) => post("/v1/pub/verification-code", body),
  login: (body: BodyOf<"POST /v1/pub/individual/login">) =>
    post("/v1/pub/individual/login", body, undefined, { silent: true }),
  register: (body: BodyOf<"POST /v1/pub/individual/register">) =>
    post("/v1/pub/individual/register", body, undefined, { silent: true }),
  userInfo: () => get("/v1/app/user/info"),
  oauthProviders: () => get("/v1/pub/oauth/providers", undefined, { silent: true }),
  googleOneTap: (credential: string) => post("/v1/pub/oauth/google/one-tap", undefined, { credential }),
  submitTrialApplication: (body: BodyOf<"POST /v1/pub/trial-application">) =>
    post("/v1/pub/trial-application", body),
};
