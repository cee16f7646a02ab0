import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type AssistantTestApp,
  assistantTestApp,
  readChat,
  userMessage,
} from "../../server/assistant/tools/test-support";
import { submitTrialApplication } from "../../server/features/accounts/accounts.service";
import type { DevMailbox } from "../../server/platform/mail";
import { createServices } from "../../server/services";
import { conversations, institutions, trialApplications, users } from "../../server/store/schema";
import { mailedCode, requestCode, trialForm as validTrialForm } from "../helpers/accounts";

/**
 * The text rule over HTTP: a NUL or a lone surrogate in any text field is a 400 40000001 naming
 * the field, before anything is written, mailed or consumed — on PGlite and on PostgreSQL.
 */
let t: AssistantTestApp;
let owner: Record<string, string>;
let n = 0;
const newEmail = (tag: string) => `${tag}-${++n}-${Date.now().toString(36)}@example.com`;
const bads = [
  ["NUL", "\u0000"],
  ["a lone surrogate", "\ud800"],
] as const;

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await t.json(method, url, body, headers);
  return { status: res.status, body: (await res.json()) as any };
}
function expectRefused(res: { status: number; body: any }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toBe(40000001);
  expect(res.body.error.message).toContain(field);
}

beforeAll(async () => {
  t = await assistantTestApp();
  owner = await t.headers("premium", "u-text-rule");
  await readChat(
    await t.json(
      "POST",
      "/api/chat?lang=en",
      { id: "c-text", messages: [userMessage("What is NAV?")] },
      owner,
    ),
  );
}, 120_000);
afterAll(() => t?.close());

describe.each(bads)("with %s", (_, bad) => {
  it("check-email refuses it in the invitation code", async () => {
    const res = await call("POST", "/v1/pub/check-email", {
      email: newEmail("check"),
      invitationCode: `CODE${bad}`,
      registerType: "INDIVIDUAL_USER",
    });
    expectRefused(res, "invitationCode");
  });

  const trialForm = () => ({ ...validTrialForm(newEmail("trial")), invitationCode: "ANY" });
  it.each(["firstName", "lastName", "phone", "companyName", "jobTitle", "email", "invitationCode"])(
    "the trial application refuses it in %s, stores nothing and mails nobody",
    async (field) => {
      const form = trialForm();
      const mailer = t.deps.mailer as DevMailbox;
      const before = (await mailer.list({ to: t.config.TEAM_EMAIL })).length;
      const res = await call("POST", "/v1/pub/trial-application", {
        ...form,
        [field]: `${(form as Record<string, unknown>)[field]}${bad}`,
      });
      expectRefused(res, field);
      const rows = await t.deps.store.db
        .select()
        .from(trialApplications)
        .where(eq(trialApplications.email, form.email));
      expect(rows).toHaveLength(0);
      expect(await mailer.list({ to: t.config.TEAM_EMAIL })).toHaveLength(before);
    },
  );

  it.each(["firstName", "lastName", "invitationCode"])(
    "individual register refuses it in %s and keeps the code usable",
    async (field) => {
      const email = newEmail("reg");
      const code = await requestCode(t, email, "register");
      const res = await call("POST", "/v1/pub/individual/register", { email, code, [field]: `Ann${bad}` });
      expectRefused(res, field);
      expect(await t.deps.store.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      const again = await call("POST", "/v1/pub/individual/register", {
        email,
        code: await mailedCode(t, email),
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    },
  );

  it.each(["companyName", "firstName", "lastName", "invitationCode"])(
    "org register refuses it in %s and keeps the code usable",
    async (field) => {
      const email = newEmail("org");
      const code = await requestCode(t, email, "register");
      const companyName = `Org ${email}`;
      const res = await call("POST", "/v1/pub/org/register", {
        email,
        code,
        companyName,
        [field]: `${field === "companyName" ? companyName : "Ann"}${bad}`,
      });
      expectRefused(res, field);
      expect(await t.deps.store.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      expect(
        await t.deps.store.db.select().from(institutions).where(eq(institutions.name, companyName)),
      ).toHaveLength(0);
      const again = await call("POST", "/v1/pub/org/register", { email, code, companyName });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    },
  );

  it("conversation rename refuses it and keeps the title", async () => {
    const res = await call("PUT", "/v1/app/chat/conversations/c-text", { title: `New${bad}` }, owner);
    expectRefused(res, "title");
    const [row] = await t.deps.store.db.select().from(conversations).where(eq(conversations.id, "c-text"));
    expect(row!.title).not.toContain(bad);
  });

  it("a chat message is refused before streaming and nothing is stored", async () => {
    const id = `c-bad-${bad === "\u0000" ? "nul" : "sur"}`;
    const res = await call(
      "POST",
      "/api/chat?lang=en",
      { id, messages: [userMessage(`What is NAV${bad}?`)] },
      owner,
    );
    expectRefused(res, "messages.0.parts.0.text");
    expect(await t.deps.store.db.select().from(conversations).where(eq(conversations.id, id))).toHaveLength(
      0,
    );
  });
});

describe("the trial application", () => {
  it("is stored before the team is mailed; a failed mail keeps it and is logged", async () => {
    const { accounts } = createServices(t.deps);
    const log = { error: vi.fn() };
    const email = newEmail("trial-mailfail");
    const form = {
      firstName: "Ka Ming",
      lastName: "Wong",
      phone: "+852 9123 4567",
      country: "hong_kong" as const,
      companyName: "Peak Wealth",
      jobTitle: "Adviser",
      primaryFocus: "fund" as const,
      email,
      marketingOptIn: false,
    };
    const failing = {
      ...accounts,
      mailer: {
        ...accounts.mailer,
        send: async () => {
          throw new Error("SMTP down");
        },
      },
    };
    const { applicationId } = await submitTrialApplication(failing, { form, log });
    const rows = await t.deps.store.db
      .select()
      .from(trialApplications)
      .where(eq(trialApplications.email, email));
    expect(rows.map((r) => r.id)).toEqual([applicationId]);
    expect(log.error).toHaveBeenCalledOnce();
  });
});
