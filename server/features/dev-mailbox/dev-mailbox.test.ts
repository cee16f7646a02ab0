import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDevMailbox } from "../../platform/mail";
import { openStore, type Store } from "../../store/db";
import { devMailboxRoutes, devMailSchema } from "./index";

// One in-memory PGlite for the file: starting one costs seconds.
let store: Store;
let app: Hono;

const hostileSubject = `<script>alert("pwned")</script> Welcome`;

beforeAll(async () => {
  store = await openStore({ memory: true });
  const mailbox = createDevMailbox({ db: store.db, logger: pino({ level: "silent" }) });
  app = new Hono().route("/", devMailboxRoutes(mailbox));
  // Sent in this order, so newest first is the reverse.
  await mailbox.send({ to: "alice@example.com", subject: "First for Alice", text: "Code: 111111" });
  await mailbox.send({ to: "bob@example.com", subject: "For Bob", text: "Hello <b>Bob</b>" });
  await mailbox.send({
    to: "Alice@Example.com",
    subject: hostileSubject,
    text: "Code: 222222\nsecond line",
    html: `<p>Hi</p><script>alert("in html")</script>`,
  });
});
afterAll(async () => {
  await store?.close();
});

describe("GET /dev/mailbox", () => {
  it("GET /dev/mailbox lists every message newest first with to, subject, time and text", async () => {
    const res = await app.request("/dev/mailbox");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await res.text();
    const positions = ["Welcome", "For Bob", "First for Alice"].map((s) => page.indexOf(s));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(page).toContain("bob@example.com");
    expect(page).toContain("Code: 111111");
    expect(page).toMatch(
      /<time datetime="\d{4}-\d\d-\d\dT[^"]+Z">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/,
    );
    expect(page).toContain("3 messages");
  });

  it("GET /dev/mailbox escapes a <script> subject, the text and the HTML part", async () => {
    const page = await (await app.request("/dev/mailbox")).text();
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain("&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Welcome");
    expect(page).toContain("Hello &lt;b&gt;Bob&lt;/b&gt;");
    // The HTML part is only ever an attribute of a sandboxed iframe that may run nothing.
    expect(page).toContain(
      `<iframe sandbox="" title="HTML version of &lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Welcome" srcdoc="&lt;p&gt;Hi&lt;/p&gt;&lt;script&gt;alert(&quot;in html&quot;)&lt;/script&gt;"></iframe>`,
    );
    expect(page.match(/<iframe/g)).toHaveLength(1);
    expect(page.match(/<style>/g)).toHaveLength(1);
    // The style block is CSS, not entity-escaped text.
    expect(page).toContain(`"Segoe UI"`);
  });

  it("GET /dev/mailbox?to= shows only that address, case-insensitively, and keeps the filter", async () => {
    const page = await (await app.request("/dev/mailbox?to=ALICE%40example.com")).text();
    expect(page).toContain("First for Alice");
    expect(page).toContain("Welcome");
    expect(page).not.toContain("For Bob");
    expect(page).toContain('value="ALICE@example.com"');
    expect(page).toContain('href="mailbox.json?to=ALICE%40example.com"');
  });

  it("GET /dev/mailbox?to= with an empty value shows everything", async () => {
    const page = await (await app.request("/dev/mailbox?to=")).text();
    expect(page).toContain("For Bob");
    expect(page).toContain("First for Alice");
  });

  it("GET /dev/mailbox?to=<unknown> says there is no mail", async () => {
    const page = await (await app.request("/dev/mailbox?to=nobody%40example.com")).text();
    expect(page).toContain("No mail yet.");
    expect(page).not.toContain("<article>");
  });
});

describe("GET /dev/mailbox.json", () => {
  it("GET /dev/mailbox.json returns a plain array [{to, subject, text, html, sentAt}] newest first", async () => {
    const res = await app.request("/dev/mailbox.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as unknown[];
    expect(Array.isArray(body)).toBe(true);
    for (const item of body) {
      expect(Object.keys(item as object)).toEqual(["to", "subject", "text", "html", "sentAt"]);
      expect(devMailSchema.safeParse(item).success).toBe(true);
    }
    expect(body).toEqual([
      {
        to: "Alice@Example.com",
        subject: hostileSubject,
        text: "Code: 222222\nsecond line",
        html: `<p>Hi</p><script>alert("in html")</script>`,
        sentAt: expect.any(String),
      },
      {
        to: "bob@example.com",
        subject: "For Bob",
        text: "Hello <b>Bob</b>",
        html: null,
        sentAt: expect.any(String),
      },
      {
        to: "alice@example.com",
        subject: "First for Alice",
        text: "Code: 111111",
        html: null,
        sentAt: expect.any(String),
      },
    ]);
  });

  it("GET /dev/mailbox.json?to= filters by address, case-insensitively, newest first", async () => {
    const body = (await (await app.request("/dev/mailbox.json?to=alice%40EXAMPLE.com")).json()) as {
      text: string;
    }[];
    expect(body.map((m) => m.text)).toEqual(["Code: 222222\nsecond line", "Code: 111111"]);
  });

  it("GET /dev/mailbox.json?limit=1 returns only the newest", async () => {
    const body = (await (await app.request("/dev/mailbox.json?limit=1")).json()) as { subject: string }[];
    expect(body.map((m) => m.subject)).toEqual([hostileSubject]);
  });
});

describe("query validation", () => {
  const tooLong = `${"a".repeat(243)}@example.com`; // 255 characters
  it.each([
    ["/dev/mailbox.json", `to=${tooLong}`, "to"],
    ["/dev/mailbox", `to=${tooLong}`, "to"],
    ["/dev/mailbox.json", "to=a%40example.com&to=b%40example.com", "to"],
    ["/dev/mailbox.json", "limit=0", "limit"],
    ["/dev/mailbox.json", "limit=ten", "limit"],
  ])("GET %s?%s rejects a bad `%s` with a 400 JSON error", async (path, query, field) => {
    const res = await app.request(`${path}?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as {
      status: string;
      data: unknown;
      error: { code: number; message: string };
    };
    expect(body.status).toBe("FAILURE");
    expect(body.data).toBeNull();
    expect(body.error.code).toBe(40000001);
    expect(body.error.message.startsWith(`${field}: `)).toBe(true);
  });

  it("accepts a `to` of exactly 254 characters", async () => {
    const res = await app.request(`/dev/mailbox.json?to=${"a".repeat(242)}@example.com`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});
