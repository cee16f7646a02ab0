import { describe, expect, it } from "vitest";
import { success } from "../../shared/api/envelope";
import type { JsonBytes } from "../../shared/api/json-text";
import { successWithItemsBytes } from "./openapi";

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
