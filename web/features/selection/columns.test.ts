import { describe, expect, it } from "vitest";
import { defaultColumns, readColumns } from "./columns";

describe("columns", () => {
  it.each([
    [null, [...defaultColumns]],
    ["not json", [...defaultColumns]],
    ['{"a":1}', [...defaultColumns]],
    ['["return1y","nope","aumUsd"]', ["aumUsd", "return1y"]],
    ["[]", []],
  ])("reads the stored choice %s", (stored, expected) => {
    expect(readColumns(stored)).toEqual(expected);
  });
});
