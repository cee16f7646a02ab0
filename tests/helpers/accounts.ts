import { expect } from "vitest";
import type { DevMailbox } from "../../server/platform/mail";
import type { TokenPair } from "../../shared/api/auth";
import type { TestApp } from "./test-app";

/** The newest code mailed to `email` through the dev mailbox (read from its stored message). */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await (t.deps.mailer as DevMailbox).list({ to: email, limit: 1 });
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function requestCode(t: TestApp, email: string, purpose: "login" | "register"): Promise<string> {
  const res = await t.json("POST", "/v1/pub/verification-code", { email, purpose });
  expect(res.status, await res.clone().text()).toBe(200);
  return mailedCode(t, email);
}

/** A new account through the real sign-up calls; returns its token pair. */
export async function signUp(
  t: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<TokenPair> {
  const code = await requestCode(t, email, "register");
  const res = await t.json("POST", "/v1/pub/individual/register", { email, code, ...extra });
  const body = (await res.json()) as { data: TokenPair };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A valid trial application (POST /v1/pub/trial-application) from `email`. */
export const trialForm = (email: string) => ({
  firstName: "Ka Ming",
  lastName: "Wong",
  phone: "+852 9123 4567",
  country: "hong_kong",
  companyName: "Peak Wealth",
  jobTitle: "Adviser",
  primaryFocus: "fund",
  email,
  marketingOptIn: false,
});
