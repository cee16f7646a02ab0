import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailedCode, requestCode, signUp, trialForm } from "../../../tests/helpers/accounts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import type { DevMailbox } from "../../platform/mail";
import { trialApplications, users, verificationCodes } from "../../store/schema";
import { consumeCode } from "./codes.service";
import { createInvitation, revokeInvitation } from "./invitations.service";

let t: TestApp;
let n = 0;
const newEmail = (tag = "user") => `${tag}-${++n}-${Date.now().toString(36)}@example.com`;

async function call(method: string, url: string, body?: unknown) {
  const res = await t.json(method, url, body);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("POST /v1/pub/check-email", () => {
  it("tells whether the e-mail has an account, case- and space-insensitively", async () => {
    const email = newEmail();
    expect(
      (await call("POST", "/v1/pub/check-email", { email, registerType: "INDIVIDUAL_USER" })).body.data,
    ).toEqual({
      registered: false,
      invitationRequired: false,
    });
    await signUp(t, email);
    const again = await call("POST", "/v1/pub/check-email", {
      email: `  ${email.toUpperCase()} `,
      registerType: "INDIVIDUAL_USER",
    });
    expect(again.body.data).toEqual({ registered: true, invitationRequired: false });
  });

  it.each([
    ["a malformed e-mail", { email: "not-an-email", registerType: "INDIVIDUAL_USER" }, "email"],
    ["an over-long e-mail", { email: `${"a".repeat(250)}@x.io`, registerType: "INDIVIDUAL_USER" }, "email"],
    ["a missing e-mail", { registerType: "INDIVIDUAL_USER" }, "email"],
    ["another register type", { email: "a@example.com", registerType: "ORG" }, "registerType"],
  ])("rejects %s with 400 naming the field", async (_, body, field) => {
    const { status, body: res } = await call("POST", "/v1/pub/check-email?lang=en", body);
    expect(status).toBe(400);
    expect(res.error.code).toBe(40000001);
    expect(res.error.message).toContain(field);
  });
});

describe("consuming a code with the write it allows", () => {
  it("leaves the code usable when the write in its transaction fails", async () => {
    const email = newEmail();
    const code = await requestCode(t, email, "register");
    const deps = { db: t.deps.store.db, limits: t.deps.limits, secret: t.deps.secrets.jwt };
    const input = { email, code, purpose: "register" as const };
    await expect(
      consumeCode(deps, input, async () => {
        throw new Error("the account could not be written");
      }),
    ).rejects.toThrow("could not be written");
    // the person registers with the same code
    const res = await call("POST", "/v1/pub/individual/register", { email, code });
    expect(res.status).toBe(200);
    expect(typeof res.body.data.accessToken).toBe("string");
    // and it signs in once only
    const again = await call("POST", "/v1/pub/individual/register", { email, code });
    expect(again.body.error.code).toBe(40100005);
  });
});

describe("per-IP limits of the public account calls", () => {
  it("stops one client probing many addresses with check-email or codes, not another client", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const from = (ip: string) => ({ "x-forwarded-for": ip });
      const probe = (ip: string, i: number) =>
        proxied.json(
          "POST",
          "/v1/pub/check-email?lang=en",
          { email: `probe-${i}@example.com`, registerType: "INDIVIDUAL_USER" },
          from(ip),
        );
      // 20 per client per 10 minutes (server/http/public-limits.ts)
      for (let i = 0; i < 20; i++) expect((await probe("203.0.113.9", i)).status).toBe(200);
      const over = await probe("203.0.113.9", 20);
      expect(over.status).toBe(429);
      expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await over.json()) as { error: { code: number } }).error.code).toBe(42900001);
      expect((await probe("198.51.100.9", 101)).status).toBe(200);

      const guess = (i: number) =>
        proxied.json(
          "POST",
          "/v1/pub/individual/login",
          { email: `victim-${i}@example.com`, code: "123456" },
          from("203.0.113.10"),
        );
      const statuses: number[] = [];
      // 30 sign-in tries per client per 10 minutes, whatever the address
      for (let i = 0; i < 31; i++) statuses.push((await guess(i)).status);
      expect(statuses.slice(0, 30).every((s) => s !== 429)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe("POST /v1/pub/verification-code", () => {
  it("mails a 6-digit code in the caller's language and stores only its hash", async () => {
    const email = newEmail();
    const res = await call("POST", "/v1/pub/verification-code?lang=zh_TW", { email, purpose: "register" });
    expect(res).toMatchObject({ status: 200, body: { data: { sent: true, resendAfterSeconds: 60 } } });
    const [mail] = await (t.deps.mailer as DevMailbox).list({ to: email, limit: 1 });
    expect(mail!.subject).toContain("註冊驗證碼");
    const code = await mailedCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.deps.store.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it("refuses a resend within 60 seconds with 429 and a localized wait message", async () => {
    const email = newEmail();
    await requestCode(t, email, "register");
    const again = await call("POST", "/v1/pub/verification-code?lang=en", { email, purpose: "register" });
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe(42900001);
    expect(again.body.innerMessage).toMatch(/wait \d+ seconds/);
  });

  it("sends at most 10 codes per address per hour", async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      await t.deps.limits.reset(`otp:resend:register:${email}`);
      statuses.push((await call("POST", "/v1/pub/verification-code", { email, purpose: "register" })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("sends at most 100 codes per client address per hour (X-Forwarded-For behind a trusted proxy)", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const send = (ip: string, i: number) =>
        proxied.json(
          "POST",
          "/v1/pub/verification-code",
          { email: `ip-${i}-${Date.now()}@example.com`, purpose: "register" },
          { "x-forwarded-for": `${ip}, 10.0.0.1` },
        );
      for (let i = 0; i < 100; i++) expect((await send("203.0.113.7", i)).status).toBe(200);
      expect((await send("203.0.113.7", 100)).status).toBe(429);
      expect((await send("198.51.100.2", 101)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("does not mail a login code to an address without an account, and answers the same", async () => {
    const email = newEmail();
    const res = await call("POST", "/v1/pub/verification-code", { email, purpose: "login" });
    expect(res.body.data).toEqual({ sent: true, resendAfterSeconds: 60 });
    expect(await (t.deps.mailer as DevMailbox).list({ to: email })).toHaveLength(0);
  });

  it("rejects an unknown purpose", async () => {
    const res = await call("POST", "/v1/pub/verification-code", { email: newEmail(), purpose: "reset" });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("purpose");
  });
});

describe("sign-up and sign-in with the code", () => {
  it("registers, then logs in with a new code; user info describes the account", async () => {
    const email = newEmail();
    const pair = await signUp(t, email, { firstName: "Mei", lastName: "Chan", marketingOptIn: true });
    const info = await t.app.request("/v1/app/user/info", {
      headers: { authorization: `Bearer ${pair.accessToken}` },
    });
    expect(((await info.json()) as any).data).toMatchObject({
      email,
      authLevel: 0,
      userAuthLevel: 0,
      licenseStatus: 0,
      remainDays: null,
      institutionId: null,
      role: "user",
    });
    const [row] = await t.deps.store.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: "Mei", lastName: "Chan", marketingOptIn: true });

    const code = await requestCode(t, email, "login");
    const login = await call("POST", "/v1/pub/individual/login", { email, code });
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
  });

  it("answers 40100004 for a wrong code, and after 5 wrong tries the right code is dead (40100005)", async () => {
    const email = newEmail();
    await signUp(t, email);
    await t.deps.limits.reset(`otp:resend:login:${email}`);
    const code = await requestCode(t, email, "login");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 5; i >= 1; i--) {
      const res = await call("POST", "/v1/pub/individual/login?lang=en", { email, code: wrong });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(40100004);
      expect(res.body.innerMessage).toBe("Incorrect verification code");
      expect(res.body.error.details.attemptsLeft).toBe(i - 1);
    }
    const right = await call("POST", "/v1/pub/individual/login", { email, code });
    expect(right.body.error.code).toBe(40100005);
  });

  it("stops parallel guessing at 5 tries", async () => {
    const email = newEmail();
    const code = await requestCode(t, email, "register");
    const wrong = code === "000000" ? "111111" : "000000";
    const results = await Promise.all(
      Array.from({ length: 12 }, () => call("POST", "/v1/pub/individual/register", { email, code: wrong })),
    );
    expect(results.filter((r) => r.body.error?.code === 40100004)).toHaveLength(5);
    expect((await call("POST", "/v1/pub/individual/register", { email, code })).body.error.code).toBe(
      40100005,
    );
  });

  it("uses a code once, and an expired code is refused", async () => {
    const email = newEmail();
    const code = await requestCode(t, email, "register");
    expect((await call("POST", "/v1/pub/individual/register", { email, code })).status).toBe(200);
    expect((await call("POST", "/v1/pub/individual/register", { email, code })).body.error.code).toBe(
      40100005,
    );

    const other = newEmail();
    const late = await requestCode(t, other, "register");
    await t.deps.store.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.email, other));
    expect(
      (await call("POST", "/v1/pub/individual/register", { email: other, code: late })).body.error.code,
    ).toBe(40100005);
  });

  it("does not accept a login code for sign-up or the other way round", async () => {
    const email = newEmail();
    await signUp(t, email);
    const loginCode = await requestCode(t, email, "login");
    const res = await call("POST", "/v1/pub/individual/register", { email, code: loginCode });
    expect(res.status).toBe(400);
  });

  it.each([
    ["a 5-digit code", { code: "12345" }, "code"],
    ["letters", { code: "12a456" }, "code"],
    ["an over-long first name", { code: "123456", firstName: "x".repeat(101) }, "firstName"],
  ])("rejects %s with 400 naming the field", async (_, extra, field) => {
    const res = await call("POST", "/v1/pub/individual/register", { email: newEmail(), ...extra });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
  });
});

describe("organisations", () => {
  it("creates an institution whose id appears in the owner's user info", async () => {
    const email = newEmail("org");
    const code = await requestCode(t, email, "register");
    const res = await call("POST", "/v1/pub/org/register", {
      email,
      code,
      companyName: "Harbour Advisers Ltd",
    });
    expect(res.status).toBe(200);
    const info = await t.app.request("/v1/app/user/info", {
      headers: { authorization: `Bearer ${res.body.data.accessToken}` },
    });
    const data = ((await info.json()) as any).data;
    expect(data.institutionId).toEqual(expect.any(Number));
    expect(data.role).toBe("owner");
  });

  it("refuses an e-mail that already has an account, leaving no organisation behind", async () => {
    const email = newEmail();
    await signUp(t, email);
    const res = await call("POST", "/v1/pub/org/register?lang=en", {
      email,
      code: "123456",
      companyName: "X Ltd",
    });
    expect(res.status).toBe(400);
    expect(res.body.innerMessage).toBe("This email already has an account. Please log in.");
  });

  it("requires the company name", async () => {
    const res = await call("POST", "/v1/pub/org/register", { email: newEmail(), code: "123456" });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("companyName");
  });
});

describe("invitation codes", () => {
  let gated: TestApp;
  beforeAll(async () => {
    gated = await createTestApp({ env: { INVITATION_CODES: "ALPHA2026, advisor" } });
  });
  afterAll(async () => {
    await gated?.close();
  });
  const gatedCall = async (url: string, body: unknown) => {
    const res = await gated.json("POST", url, body);
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  it("says an invitation is required and refuses a wrong one with 40100006", async () => {
    const email = newEmail();
    const check = await gatedCall("/v1/pub/check-email", { email, registerType: "INDIVIDUAL_USER" });
    expect(check.body.data).toEqual({ registered: false, invitationRequired: true });
    const wrong = await gatedCall("/v1/pub/check-email?lang=en", {
      email,
      invitationCode: "NOPE",
      registerType: "INDIVIDUAL_USER",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe(40100006);
    expect(wrong.body.innerMessage).toBe("Incorrect invitation code");
  });

  it("refuses sign-up without or with a wrong code, without burning the e-mail code; accepts a right one", async () => {
    const email = newEmail();
    const code = await requestCode(gated, email, "register");
    expect((await gatedCall("/v1/pub/individual/register", { email, code })).body.error.code).toBe(40100006);
    expect(
      (await gatedCall("/v1/pub/individual/register", { email, code, invitationCode: "X1" })).body.error.code,
    ).toBe(40100006);
    const ok = await gatedCall("/v1/pub/individual/register", { email, code, invitationCode: "Advisor" });
    expect(ok.status).toBe(200);
  });

  it("accepts a database code until it is revoked", async () => {
    const open = await createTestApp();
    try {
      const code = await createInvitation(open.deps.store.db, { code: "wave-2", note: "second wave" });
      expect(code).toBe("WAVE-2");
      const email = newEmail();
      const check = await open.json("POST", "/v1/pub/check-email", {
        email,
        registerType: "INDIVIDUAL_USER",
      });
      expect(((await check.json()) as any).data.invitationRequired).toBe(true);
      const mailCode = await requestCode(open, email, "register");
      const res = await open.json("POST", "/v1/pub/individual/register", {
        email,
        code: mailCode,
        invitationCode: "wave-2",
      });
      expect(res.status).toBe(200);
      expect(await revokeInvitation(open.deps.store.db, "WAVE-2")).toBe(true);
      const after = await open.json("POST", "/v1/pub/check-email", {
        email: newEmail(),
        invitationCode: "WAVE-2",
        registerType: "INDIVIDUAL_USER",
      });
      expect(after.status).toBe(400);
    } finally {
      await open.close();
    }
  });
});

describe("POST /v1/pub/trial-application", () => {
  const form = () => trialForm(newEmail("trial"));

  it("stores the application and mails the team", async () => {
    const body = form();
    const res = await call("POST", "/v1/pub/trial-application", body);
    expect(res.status).toBe(200);
    const id = res.body.data.applicationId;
    const [row] = await t.deps.store.db.select().from(trialApplications).where(eq(trialApplications.id, id));
    expect(row!.data).toMatchObject({ companyName: "Peak Wealth", country: "hong_kong" });
    const [mail] = await (t.deps.mailer as DevMailbox).list({ to: t.config.TEAM_EMAIL, limit: 1 });
    expect(mail!.text).toContain(id);
    expect(mail!.text).toContain(body.email);
  });

  it.each([
    ["an unknown country", { country: "mars" }, "country"],
    ["an unknown focus", { primaryFocus: "gold" }, "primaryFocus"],
    ["an over-long company", { companyName: "c".repeat(101) }, "companyName"],
    ["a bad phone", { phone: "call me" }, "phone"],
  ])("rejects %s and stores nothing", async (_, patch, field) => {
    const body = { ...form(), ...patch };
    const res = await call("POST", "/v1/pub/trial-application", body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
    const rows = await t.deps.store.db
      .select()
      .from(trialApplications)
      .where(eq(trialApplications.email, body.email));
    expect(rows).toHaveLength(0);
  });
});
