import { describe, expect, it } from "vitest";
import { fillJson, JSON_HOLE, jsonTemplate } from "./json-text";

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
});
