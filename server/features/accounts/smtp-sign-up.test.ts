import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../../tests/helpers/accounts";
import { startSmtpServer } from "../../../tests/helpers/smtp-server";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createSmtpMailer, type SmtpMailer } from "../../platform/mail";

// The production mail path: codes leave through SMTP (nodemailer) to a real SMTP server.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mailer: SmtpMailer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailer = createSmtpMailer({
    url: `smtp://127.0.0.1:${smtp.port}`,
    from: "FundPilot <no-reply@fundpilot.test>",
    logger: pino({ level: "silent" }),
  });
  t = await createTestApp({ mailer });
});
afterAll(async () => {
  await t?.close();
  await mailer?.close();
  await smtp?.stop();
});

describe("sign-up with the code mailed over SMTP", () => {
  it("delivers a localized code mail and the code from it opens an account", async () => {
    const email = `smtp-${Date.now()}@example.com`;
    const sent = await t.json("POST", "/v1/pub/verification-code?lang=zh_CN", { email, purpose: "register" });
    expect(sent.status).toBe(200);
    const mail = smtp.received.find((r) => r.rcptTo.includes(email))!;
    expect(mail.parsed.subject).toContain("注册验证码");
    const code = /\b(\d{6})\b/.exec(mail.parsed.text ?? "")![1]!;
    expect(mail.parsed.html).toContain(code);

    const res = await t.json("POST", "/v1/pub/individual/register", { email, code });
    const tokens = ((await res.json()) as any).data;
    const info = await t.app.request("/v1/app/user/info", { headers: bearer(tokens.accessToken) });
    expect(((await info.json()) as any).data.email).toBe(email);
  });
});
