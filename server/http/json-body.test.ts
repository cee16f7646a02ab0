import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./env";
import { declaredBodyLimit, jsonBody } from "./json-body";

const app = new Hono<AppEnv>()
  .use(
    declaredBodyLimit({
      maxSize: 64,
      onError: (c) => c.text("too large", 413),
    }),
  )
  .use(jsonBody())
  .post("/echo", async (c) => {
    const [a, b] = [await c.req.json(), await c.req.json()];
    return c.json({ same: a === b, body: a });
  });

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request("/echo", { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

/** A body without a declared length: it arrives as a stream. */
const streamed = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

describe("jsonBody and declaredBodyLimit", () => {
  it("parses the body once: c.req.json() answers the parsed value every time", async () => {
    const res = await post(JSON.stringify({ page: 2 }));
    expect(await res.json()).toEqual({ same: true, body: { page: 2 } });
  });

  it("judges a declared length by its header, and a streamed body as it arrives", async () => {
    const big = JSON.stringify({ text: "x".repeat(100) });
    expect((await post(big, { "content-length": String(big.length) })).status).toBe(413);
    const init = {
      method: "POST",
      body: streamed(big),
      duplex: "half",
      headers: { "content-type": "application/json" },
    };
    expect((await app.request("/echo", init as RequestInit)).status).toBe(413);
    const small = JSON.stringify({ page: 1 });
    const ok = { ...init, body: streamed(small) };
    expect(await (await app.request("/echo", ok as RequestInit)).json()).toEqual({
      same: true,
      body: { page: 1 },
    });
  });
});
