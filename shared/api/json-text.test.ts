import { describe, expect, it } from "vitest";
import { success } from "./envelope-types";
import { fillJson, JSON_HOLE, type JsonText, jsonTemplate, successWithItemsJson } from "./json-text";

describe("JSON templates", () => {
  it("fills the holes in document order with JSON text, as JSON.stringify of the whole would write it", () => {
    const template = jsonTemplate({ a: 1, name: JSON_HOLE, nested: { list: JSON_HOLE, z: "x" } });
    expect(template).toHaveLength(3);
    const text = fillJson(template, [JSON.stringify('環球 "q"'), JSON.stringify([1, null, 0.1 + 0.2])]);
    expect(text).toBe(
      JSON.stringify({ a: 1, name: '環球 "q"', nested: { list: [1, null, 0.1 + 0.2], z: "x" } }),
    );
  });

  it("refuses a number of values other than the holes'", () => {
    expect(() => fillJson(jsonTemplate({ a: JSON_HOLE }), [])).toThrow(/1 holes given 0/);
  });

  it.each([
    ["a page of rows", { total: 2, page: 1, pageSize: 30, items: [{ code: "A" }, { code: "B", x: 0.5 }] }],
    ["an empty page", { total: 0, page: 3, pageSize: 5, items: [] }],
    [
      "a page with a field after its items",
      { total: 1, page: 1, items: [{ q: "環" }], preview: { rows: 5 } },
    ],
  ])("successWithItemsJson of %s is JSON.stringify(success(page))", (_, page) => {
    const items = page.items.map((item) => JSON.stringify(item) as JsonText<typeof item>);
    expect(successWithItemsJson({ ...page, items })).toBe(JSON.stringify(success(page)));
  });
});
