import type { CheckEmailResult, OAuthProviders, SendCodeResult, TrialApplication } from "@shared/api/auth";
import type { EmailPurpose } from "@shared/domain/account";
import { get, post } from "@/lib/api";
import type { TokenPair, UserInfo } from "./types";

export type { TrialApplication } from "@shared/api/auth";
/** The sign-in and sign-up calls (spec §7, API.md "Auth and users"). */
export { countries, type EmailPurpose, financialFocuses } from "@shared/domain/account";

/** Calls marked silent show their expected failures in place (wrong code, wrong invitation). */
export const authApi = {
  checkEmail: (body: { email: string; invitationCode?: string }) =>
    post<CheckEmailResult>("/v1/pub/check-email", { ...body, registerType: "INDIVIDUAL_USER" }, undefined, {
      silent: true,
    }),
  sendCode: (body: { email: string; purpose: EmailPurpose }) =>
    post<SendCodeResult>("/v1/pub/verification-code", body),
  login: (body: { email: string; code: string }) =>
    post<TokenPair>("/v1/pub/individual/login", body, undefined, { silent: true }),
  register: (body: { email: string; code: string; invitationCode?: string }) =>
    post<TokenPair>("/v1/pub/individual/register", body, undefined, { silent: true }),
  userInfo: () => get<UserInfo>("/v1/app/user/info"),
  oauthProviders: () => get<OAuthProviders>("/v1/pub/oauth/providers", undefined, { silent: true }),
  googleOneTap: (credential: string) =>
    post<TokenPair>("/v1/pub/oauth/google/one-tap", undefined, { credential }),
  submitTrialApplication: (body: TrialApplication) =>
    post<{ applicationId: string }>("/v1/pub/trial-application", body),
};
