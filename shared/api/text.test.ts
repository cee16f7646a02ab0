import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { toolDefs } from "../tools";
import { type Endpoint, endpointKeys, endpoints } from "./endpoints";
import { hasTextRule, isStorableText, unsafeTextPaths } from "./text";

type Path = (string | number)[];
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every place a schema accepts a string, as a path (a loose object's extra keys as "extra"). */
function stringPaths(schema: z.ZodType, path: Path = [], depth = 0): Path[] {
  if (depth > 12) return [];
  const def = defOf(schema);
  const next = (s: z.ZodType, p: Path) => stringPaths(s, p, depth + 1);
  switch (def.type) {
    case "string":
      return [path];
    case "object": {
      const fields = Object.entries(def.shape ?? {}).flatMap(([k, s]) => next(s, [...path, k]));
      const extra = def.catchall && defOf(def.catchall).type !== "never" ? [[...path, "extra"]] : [];
      return [...fields, ...extra];
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
      return def.innerType ? next(def.innerType, path) : [];
    case "array":
      return def.element ? next(def.element, [...path, 0]) : [];
    case "pipe":
      return def.in ? next(def.in, path) : [];
    case "union":
      return (def.options ?? []).flatMap((o) => next(o, path));
    case "tuple":
      return (def.items ?? []).flatMap((s, i) => next(s, [...path, i]));
    case "record":
      return def.valueType ? next(def.valueType, [...path, "key"]) : [];
    case "lazy":
      return def.getter ? next(def.getter(), path) : [];
    case "unknown":
    case "any":
      return [path];
    default:
      return [];
  }
}

/** A value holding `text` at `path` and nothing else (objects and arrays built on the way). */
function valueAt(path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  const inner = valueAt(rest, text);
  return typeof head === "number" ? [inner] : { [head as string]: inner };
}

/** The request schemas of the contract and the chat tools' inputs, named. */
const requestSchemas: [string, z.ZodType][] = [
  ...endpointKeys.flatMap((key) =>
    (["query", "params", "body"] as const).flatMap((part) => {
      const schema = (endpoints[key] as Endpoint)[part];
      return schema ? [[`${key} ${part}`, schema] as [string, z.ZodType]] : [];
    }),
  ),
  ...Object.entries(toolDefs).map(
    ([name, def]) => [`tool ${name} input`, def.inputSchema] as [string, z.ZodType],
  ),
];

const cases = requestSchemas.flatMap(([name, schema]) =>
  stringPaths(schema).flatMap((path) =>
    ["\u0000", "\ud800", "\udc00"].map((bad) => ({ name, schema, path, bad })),
  ),
);

describe("the text rule", () => {
  it("tells storable text from NUL and lone surrogates", () => {
    expect(isStorableText("Peak Wealth 資產 😀")).toBe(true);
    for (const bad of ["a\u0000b", "a\ud800", "\udc00a", "\ud83d"]) expect(isStorableText(bad)).toBe(false);
    expect(unsafeTextPaths({ a: [{ b: "x\u0000" }], "k\ud800": 1 })).toEqual([["a", 0, "b"], ["k\ud800"]]);
  });

  it.each(requestSchemas)("guards %s", (_, schema) => {
    expect(hasTextRule(schema)).toBe(true);
  });

  it("finds string fields in the contract", () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases.map((c) => [c.name, c.path.join("."), JSON.stringify(c.bad), c] as const))(
    "%s refuses %s holding %s",
    (_, __, ___, { schema, path, bad }) => {
      const result = schema.safeParse(valueAt(path, `x${bad}y`));
      expect(result.success).toBe(false);
      const atPath = result.error?.issues.filter((i) => i.path.join(".") === path.join(".")) ?? [];
      // Refused at that field: by the text rule, or by the field's own format (enum, regex, …).
      expect(atPath.length).toBeGreaterThan(0);
    },
  );
});
