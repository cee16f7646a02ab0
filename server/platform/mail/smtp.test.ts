import net from "node:net";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer } from "../../../tests/helpers/smtp-server";
import { renderMailHtml } from "./render";
import { createSmtpMailer, MailError, type SmtpMailer } from "./smtp";

/** A pino logger that keeps its lines, so tests can check what reaches the log. */
function captureLogger() {
  const lines: string[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", () => r()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

describe("SMTP mailer", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailer: SmtpMailer;
  const from = "FundPilot 基金導航 <no-reply@fundpilot.test>";

  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${smtp.port}`,
      from,
      logger: pino({ level: "silent" }),
    });
  });
  afterAll(async () => {
    await mailer?.close();
    await smtp?.stop();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it("delivers to, from, a Chinese subject, the text and the HTML intact", async () => {
    const subject = "您的 FundPilot 驗證碼";
    const text = "您好，\n\n您的驗證碼是 482913，十分鐘內有效。\n如非本人操作，請忽略此郵件。";
    const html = renderMailHtml({
      title: subject,
      paragraphs: ["您好，", "您的驗證碼十分鐘內有效。"],
      code: "482913",
      footer: "FundPilot 只提供資料，不構成投資建議。",
      lang: "zh-Hant-HK",
    });
    const { messageId } = await mailer.send({ to: "investor@example.com", subject, text, html });

    expect(smtp.received).toHaveLength(1);
    const { parsed, mailFrom, rcptTo } = smtp.received[0]!;
    expect(mailFrom).toBe("no-reply@fundpilot.test");
    expect(rcptTo).toEqual(["investor@example.com"]);
    expect(parsed.from?.value).toEqual([{ address: "no-reply@fundpilot.test", name: "FundPilot 基金導航" }]);
    const to = Array.isArray(parsed.to) ? parsed.to : [parsed.to];
    expect(to.flatMap((t) => t?.value.map((v) => v.address) ?? [])).toEqual(["investor@example.com"]);
    expect(parsed.subject).toBe(subject);
    expect(parsed.text?.trimEnd()).toBe(text);
    expect(typeof parsed.html === "string" ? parsed.html.trimEnd() : parsed.html).toBe(html.trimEnd());
    expect(parsed.messageId).toBe(messageId);
  });

  it("sends a text-only message without an HTML part", async () => {
    await mailer.send({ to: "plain@example.com", subject: "Weekly alert", text: "Plain ASCII body." });
    const { parsed } = smtp.received[0]!;
    expect(parsed.subject).toBe("Weekly alert");
    expect(parsed.text?.trimEnd()).toBe("Plain ASCII body.");
    expect(parsed.html).toBe(false);
  });

  it("verify() completes the handshake with a live server", async () => {
    await expect(mailer.verify()).resolves.toBeUndefined();
  });

  it("verify() against a closed port fails fast with a clear error", async () => {
    const port = await closedPort();
    const dead = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from,
      logger: pino({ level: "silent" }),
    });
    const started = Date.now();
    const error = await dead.verify().then(
      () => null,
      (err: unknown) => err,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(MailError);
    expect((error as MailError).message).toMatch(
      new RegExp(`^SMTP handshake via smtp://127\\.0\\.0\\.1:${port} failed: .*ECONNREFUSED`),
    );
    await dead.close();
  });
});

describe("SMTP mailer with authentication", () => {
  const user = "fp-mailer";
  const password = "p@ss w0rd/with:odd#chars";
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer({
      authOptional: false,
      // The test server has no TLS; real relays get credentials only over TLS.
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === user && auth.password === password) callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
    });
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  it("logs in with the URL's percent-encoded credentials", async () => {
    const url = `smtp://${user}:${encodeURIComponent(password)}@127.0.0.1:${smtp.port}`;
    const mailer = createSmtpMailer({
      url,
      from: "no-reply@fundpilot.test",
      logger: pino({ level: "silent" }),
    });
    await mailer.send({ to: "a@example.com", subject: "Hi", text: "Hello" });
    expect(smtp.received.map((r) => r.user)).toEqual([user]);
    await mailer.close();
  });

  it("a refused login names the server but never the password, in the error or the log", async () => {
    const wrong = "Wr0ng-Secret-Value";
    const { logger, lines } = captureLogger();
    const url = `smtp://${user}:${wrong}@127.0.0.1:${smtp.port}`;
    const mailer = createSmtpMailer({ url, from: "no-reply@fundpilot.test", logger });
    const error = await mailer.send({ to: "a@example.com", subject: "Hi", text: "Hello" }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(MailError);
    const mailError = error as MailError;
    expect(mailError.code).toBe("EAUTH");
    expect(mailError.responseCode).toBe(535);
    expect(mailError.message).toContain(`via smtp://127.0.0.1:${smtp.port} failed: Invalid login`);
    expect(mailError.message).not.toContain(wrong);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toContain(wrong);
    await mailer.close();
  });
});
