import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AssistantTestApp, assistantTestApp, readChat, userMessage } from "./tools/test-support";

let t: AssistantTestApp;
let owner: Record<string, string>;
let other: Record<string, string>;

const call = async (method: string, url: string, headers: Record<string, string> = {}, body?: unknown) => {
  const res = await t.json(method, url, body, headers);
  return { status: res.status, body: (await res.json()) as any };
};

beforeAll(async () => {
  t = await assistantTestApp();
  owner = await t.headers("premium", "u-conv-owner");
  other = await t.headers("pro", "u-conv-other");
  for (const [id, text] of [
    ["c-old", "What is NAV?"],
    ["c-new", "What is the Sharpe ratio?"],
  ] as const)
    await readChat(await t.json("POST", "/api/chat?lang=en", { id, messages: [userMessage(text)] }, owner));
}, 120_000);
afterAll(() => t?.close());

describe("conversations API", () => {
  it("GET /v1/app/chat/conversations lists mine, newest first", async () => {
    const { status, body } = await call("GET", "/v1/app/chat/conversations", owner);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, page: 1, pageSize: 30 });
    expect(body.data.items.map((c: any) => [c.id, c.title, c.shared])).toEqual([
      ["c-new", "What is the Sharpe ratio?", false],
      ["c-old", "What is NAV?", false],
    ]);
    expect((await call("GET", "/v1/app/chat/conversations", other)).body.data.total).toBe(0);
    expect(
      (await call("GET", "/v1/app/chat/conversations?pageSize=1&page=2", owner)).body.data.items[0].id,
    ).toBe("c-old");
  });

  it("GET /v1/app/chat/conversations/{id} returns stored messages with tool outputs", async () => {
    const { body } = await call("GET", "/v1/app/chat/conversations/c-old", owner);
    const tool = body.data.messages[1].parts.find((p: any) => p.type === "tool-explainTerm");
    expect(tool.output).toMatchObject({ status: "ok", term: "nav" });
  });

  it("scopes every call by owner: another user gets 404", async () => {
    for (const [method, url, body] of [
      ["GET", "/v1/app/chat/conversations/c-old"],
      ["PUT", "/v1/app/chat/conversations/c-old", { title: "mine now" }],
      ["DELETE", "/v1/app/chat/conversations/c-old"],
      ["POST", "/v1/app/chat/conversations/c-old/share"],
    ] as const) {
      const res = await call(method, url, other, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.error.code).toBe(40400001);
    }
    expect((await call("GET", "/v1/app/chat/conversations/c-old", owner)).body.data.title).toBe(
      "What is NAV?",
    );
  });

  it("PUT renames (1..80 characters), else 400 40000001", async () => {
    const ok = await call("PUT", "/v1/app/chat/conversations/c-old", owner, { title: "  NAV basics  " });
    expect(ok.body.data.title).toBe("NAV basics");
    for (const title of ["", "   ", "x".repeat(81)]) {
      const bad = await call("PUT", "/v1/app/chat/conversations/c-old", owner, { title });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe(40000001);
    }
    expect((await call("PUT", "/v1/app/chat/conversations/c-old", owner, {})).status).toBe(400);
  });

  it("shares read-only by hash, the same link until unshared", async () => {
    const first = await call("POST", "/v1/app/chat/conversations/c-new/share", owner);
    expect(first.body.data.url).toBe(`${t.config.APP_URL}/chat/share/${first.body.data.hash}`);
    const again = await call("POST", "/v1/app/chat/conversations/c-new/share", owner);
    expect(again.body.data.hash).toBe(first.body.data.hash);
    const shared = await call("GET", `/v1/pub/chat/share/${first.body.data.hash}`);
    expect(shared.status).toBe(200);
    expect(shared.body.data.title).toBe("What is the Sharpe ratio?");
    expect(shared.body.data.messages).toHaveLength(2);
    expect(shared.body.data).not.toHaveProperty("userId");
    expect((await call("GET", "/v1/app/chat/conversations", owner)).body.data.items[0].shared).toBe(true);
    await call("DELETE", "/v1/app/chat/conversations/c-new/share", owner);
    expect((await call("GET", `/v1/pub/chat/share/${first.body.data.hash}`)).status).toBe(404);
  });

  it("DELETE removes the conversation and its messages", async () => {
    expect((await call("DELETE", "/v1/app/chat/conversations/c-old", owner)).status).toBe(200);
    expect((await call("GET", "/v1/app/chat/conversations/c-old", owner)).status).toBe(404);
    expect((await call("DELETE", "/v1/app/chat/conversations/c-old", owner)).status).toBe(404);
  });

  it("needs a token, and rejects a bad id or paging with 400", async () => {
    expect((await call("GET", "/v1/app/chat/conversations")).status).toBe(401);
    expect((await call("GET", "/v1/app/chat/conversations/bad%20id", owner)).status).toBe(400);
    expect((await call("GET", "/v1/app/chat/conversations?pageSize=500", owner)).status).toBe(400);
  });
});
