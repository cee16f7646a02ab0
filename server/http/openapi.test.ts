import { describe, expect, it } from "vitest";
import { z } from "zod";
import { success } from "../../shared/api/envelope";
import type { JsonBytes } from "../../shared/api/json-text";
import { parsedSyncFirst, successWithItemsBytes } from "./openapi";

describe("successWithItemsBytes", () => {
  it.each([
    ["a page of rows", { total: 2, page: 1, pageSize: 30, items: [{ code: "A" }, { code: "B", x: 0.5 }] }],
    ["an empty page", { total: 0, page: 3, pageSize: 5, items: [] }],
    [
      "a page with a field after its items",
      { total: 1, page: 1, items: [{ q: "環球" }], preview: { rows: 5 } },
    ],
  ])("of %s is the UTF-8 of JSON.stringify(success(page))", (_, page) => {
    const items = page.items.map((item) => Buffer.from(JSON.stringify(item)) as JsonBytes<typeof item>);
    const bytes = successWithItemsBytes({ ...page, items });
    expect(Buffer.from(bytes).toString("utf8")).toBe(JSON.stringify(success(page)));
  });
});

describe("parsedSyncFirst", () => {
  it("answers the route validator's async parse as zod's async parse would", async () => {
    const shape = { page: z.number().int().min(1).default(1), tags: z.array(z.enum(["a", "b"])).optional() };
    const plain = z.strictObject(shape);
    const patched = parsedSyncFirst(z.strictObject(shape));
    for (const input of [
      {},
      { page: 2, tags: ["a"] },
      { page: 0 },
      { tags: ["c"] },
      { extra: 1 },
      "x",
      null,
    ]) {
      expect(JSON.stringify(await patched.safeParseAsync(input))).toBe(
        JSON.stringify(await plain.safeParseAsync(input)),
      );
    }
  });

  it("falls back to the async parse for a schema with an asynchronous check", async () => {
    const schema = parsedSyncFirst(
      z.object({ code: z.string() }).refine(async (v) => v.code !== "taken", { message: "taken" }),
    );
    expect(() => schema.safeParse({ code: "free" })).toThrow(z.core.$ZodAsyncError);
    expect((await schema.safeParseAsync({ code: "free" })).success).toBe(true);
    const refused = await schema.safeParseAsync({ code: "taken" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("taken");
  });

  it("patches a schema once, however many routes share it", async () => {
    const schema = z.object({ n: z.number() });
    parsedSyncFirst(schema);
    const once = schema.safeParseAsync;
    parsedSyncFirst(schema);
    expect(schema.safeParseAsync).toBe(once);
    expect((await schema.safeParseAsync({ n: "1" })).success).toBe(false);
  });
});
