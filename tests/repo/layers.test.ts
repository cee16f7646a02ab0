import { describe, expect, it } from "vitest";
import { projectRoot } from "../../server/paths";
import { type ImportEdge, importsOf, layerViolations, readImportGraph } from "./import-graph";

const edge = (from: string, to: string): ImportEdge => ({ from, to, typeOnly: false });

describe("layer rules", () => {
  it("every import of server/, web/ and shared/ goes down the layers", () => {
    const edges = readImportGraph(projectRoot);
    expect(edges.length).toBeGreaterThan(500);
    expect(layerViolations(edges)).toEqual([]);
  });

  it.each([
    ["platform → http", edge("server/platform/ai/index.ts", "server/http/failure")],
    [
      "features → assistant",
      edge("server/features/products/products.service.ts", "server/assistant/context"),
    ],
    ["data → features", edge("server/data/jobs/derive.ts", "server/features/search")],
    ["assistant → app", edge("server/assistant/context.ts", "server/services")],
    [
      "a feature's inside from another feature",
      edge("server/features/comparison/x.ts", "server/features/products/product-context"),
    ],
    ["shared → server", edge("shared/api/x.ts", "server/http/app-error")],
    ["web → server", edge("web/lib/api.ts", "server/app")],
    ["lib → features (web)", edge("web/lib/api.ts", "web/features/auth/session")],
    ["components → app (web)", edge("web/components/x.tsx", "web/app/routes")],
  ])("flags an upward import: %s", (_, e) => {
    expect(layerViolations([e])).toHaveLength(1);
  });

  it.each([
    ["assistant → features (index)", edge("server/assistant/tools/x.ts", "server/features/products")],
    [
      "feature → another feature's index",
      edge("server/features/comparison/x.ts", "server/features/backtest/index"),
    ],
    ["features → http", edge("server/features/products/x.ts", "server/http/app-error")],
    ["app → services", edge("server/app.ts", "server/services")],
    ["web features → lib", edge("web/features/chat/x.tsx", "web/lib/api")],
  ])("allows a downward import: %s", (_, e) => {
    expect(layerViolations([e])).toEqual([]);
  });

  it("reads static, re-export, type-only and dynamic imports, and the web's aliases", () => {
    const source = [
      'import { a } from "../http/app-error";',
      'import type { B } from "./b";',
      'export { c } from "../features/products";',
      'const d = await import("./d");',
      'import x from "zod";',
      'import { e } from "@/lib/api";',
      'import { f } from "@shared/api/envelope";',
    ].join("\n");
    expect(importsOf("server/assistant/tools/t.ts", source)).toEqual([
      { from: "server/assistant/tools/t.ts", to: "server/assistant/http/app-error", typeOnly: false },
      { from: "server/assistant/tools/t.ts", to: "server/assistant/tools/b", typeOnly: true },
      { from: "server/assistant/tools/t.ts", to: "server/assistant/features/products", typeOnly: false },
      { from: "server/assistant/tools/t.ts", to: "server/assistant/tools/d", typeOnly: false },
      { from: "server/assistant/tools/t.ts", to: "web/lib/api", typeOnly: false },
      { from: "server/assistant/tools/t.ts", to: "shared/api/envelope", typeOnly: false },
    ]);
  });
});
