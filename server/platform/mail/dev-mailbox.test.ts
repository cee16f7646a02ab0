import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openStore, type Store } from "../../store/db";
import { devMail } from "../../store/schema";
import { createDevMailbox } from "./dev-mailbox";
import { createMailer, isDevMailbox } from "./index";

/** A pino logger that keeps its parsed lines, so tests can check what reaches the log. */
function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

// One in-memory PGlite for the file: starting one costs seconds.
let store: Store;
beforeAll(async () => {
  store = await openStore({ memory: true });
});
afterAll(async () => {
  await store?.close();
});
beforeEach(async () => {
  await store.db.delete(devMail);
});

describe("dev mailbox", () => {
  it("stores a message and lists it back", async () => {
    const { logger } = captureLogger();
    const mailbox = createDevMailbox({ db: store.db, logger });
    const { messageId } = await mailbox.send({
      to: "Investor@Example.com",
      subject: "您的驗證碼",
      text: "驗證碼 123456",
      html: "<p>驗證碼 <b>123456</b></p>",
    });
    expect(messageId).toMatch(/^dev-mailbox-\d+$/);
    const [mail] = await mailbox.list();
    expect(mail).toEqual({
      to: "Investor@Example.com",
      subject: "您的驗證碼",
      text: "驗證碼 123456",
      html: "<p>驗證碼 <b>123456</b></p>",
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Math.abs(Date.parse(mail!.sentAt) - Date.now())).toBeLessThan(60_000);
  });

  it("lists newest first, filters by address case-insensitively, and honours limit", async () => {
    const mailbox = createDevMailbox({ db: store.db, logger: pino({ level: "silent" }) });
    for (const [to, subject] of [
      ["a@example.com", "first"],
      ["b@example.com", "second"],
      ["A@EXAMPLE.com", "third"],
      ["a@example.com", "fourth"],
    ]) {
      await mailbox.send({ to: to!, subject: subject!, text: "x" });
    }
    expect((await mailbox.list()).map((m) => m.subject)).toEqual(["fourth", "third", "second", "first"]);
    expect((await mailbox.list({ to: " a@Example.COM " })).map((m) => m.subject)).toEqual([
      "fourth",
      "third",
      "first",
    ]);
    expect((await mailbox.list({ to: "a@example.com", limit: 1 })).map((m) => m.subject)).toEqual(["fourth"]);
    expect(await mailbox.list({ to: "nobody@example.com" })).toEqual([]);
    const sentAts = (await mailbox.list()).map((m) => Date.parse(m.sentAt));
    expect([...sentAts].sort((x, y) => y - x)).toEqual(sentAts);
  });

  it("stores a message without HTML as html null", async () => {
    const mailbox = createDevMailbox({ db: store.db, logger: pino({ level: "silent" }) });
    await mailbox.send({ to: "t@example.com", subject: "s", text: "t" });
    expect((await mailbox.list())[0]?.html).toBeNull();
  });

  it("rejects a message without a recipient", async () => {
    const mailbox = createDevMailbox({ db: store.db, logger: pino({ level: "silent" }) });
    await expect(mailbox.send({ to: "  ", subject: "s", text: "t" })).rejects.toThrow(/recipient/);
    expect(await mailbox.list()).toEqual([]);
  });

  it.each([
    [true, "logs the text in development"],
    [false, "keeps the text out of the log in production"],
  ])("logBodies %s %s", async (logBodies) => {
    const { logger, lines } = captureLogger();
    const mailbox = createDevMailbox({ db: store.db, logger, logBodies });
    await mailbox.send({ to: "dev@example.com", subject: "Your code", text: "Code: 654321" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, to: "dev@example.com", subject: "Your code" });
    expect(JSON.stringify(lines[0]).includes("654321")).toBe(logBodies);
  });
});

describe("createMailer", () => {
  const MAIL_FROM = "FundPilot <no-reply@fundpilot.test>";

  it("uses the dev mailbox when SMTP_URL is unset, logging bodies outside production", async () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer({
      config: { SMTP_URL: undefined, MAIL_FROM, NODE_ENV: "development" },
      db: store.db,
      logger,
    });
    expect(mailer.kind).toBe("dev-mailbox");
    expect(isDevMailbox(mailer)).toBe(true);
    await mailer.send({ to: "x@example.com", subject: "s", text: "body-123" });
    expect(JSON.stringify(lines)).toContain("body-123");
    if (!isDevMailbox(mailer)) throw new Error("expected the dev mailbox");
    expect((await mailer.list({ to: "x@example.com" }))[0]?.text).toBe("body-123");
  });

  it("warns and keeps bodies out of the log in production without SMTP_URL", async () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer({
      config: { SMTP_URL: undefined, MAIL_FROM, NODE_ENV: "production" },
      db: store.db,
      logger,
    });
    await mailer.send({ to: "x@example.com", subject: "s", text: "body-456" });
    expect(lines.some((l) => l.level === 40 && String(l.msg).includes("SMTP_URL"))).toBe(true);
    expect(JSON.stringify(lines)).not.toContain("body-456");
  });

  it("uses SMTP when SMTP_URL is set, without connecting or logging credentials", () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer({
      config: { SMTP_URL: "smtp://user:SuperSecret99@127.0.0.1:2525", MAIL_FROM, NODE_ENV: "production" },
      db: store.db,
      logger,
    });
    expect(mailer.kind).toBe("smtp");
    expect(isDevMailbox(mailer)).toBe(false);
    expect(JSON.stringify(lines)).toContain("smtp://127.0.0.1:2525");
    expect(JSON.stringify(lines)).not.toContain("SuperSecret99");
  });
});
