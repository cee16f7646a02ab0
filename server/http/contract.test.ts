import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Endpoint, endpointKeys, endpoints, httpMethods } from "../../shared/api/endpoints";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

type Operation = { requestBody?: unknown; parameters?: Array<{ in: string; name: string }> };
type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: OpenApiDoc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.app.request("/v1/openapi.json")).json()) as OpenApiDoc;
});
afterAll(async () => {
  await t?.close();
});

/** "METHOD /path" of every operation the app documents. */
function documentedKeys(): string[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => (httpMethods as readonly string[]).includes(method))
      .map((method) => `${method} ${path}`),
  );
}

describe("the web↔server contract (shared/api/endpoints.ts)", () => {
  it("/v1/openapi.json lists exactly the contract's endpoints", () => {
    expect(documentedKeys().sort()).toEqual([...endpointKeys].sort());
  });

  it("each documented operation takes the request parts its contract entry names", () => {
    for (const key of endpointKeys) {
      const [method, path] = key.split(" ") as [string, string];
      const op = doc.paths[path]![method.toLowerCase()]!;
      const entry: Endpoint = endpoints[key];
      const where = (place: string) => (op.parameters ?? []).filter((p) => p.in === place).map((p) => p.name);
      expect(op.requestBody !== undefined, `${key} body`).toBe(entry.body !== undefined);
      expect(where("path").sort(), `${key} path parameters`).toEqual(
        [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(),
      );
      if (entry.query === undefined) expect(where("query"), `${key} query`).toEqual([]);
      else expect(where("query").length, `${key} query`).toBeGreaterThan(0);
    }
  });
});
