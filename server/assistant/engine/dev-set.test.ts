/**
 * The public development set end to end (ASSISTANT.md "Evaluation contract"): every case of
 * ../shared/eval/dev.jsonl through the engine, scored by the eval's own score.mjs, must be
 * correct. Skipped, with a message, where the eval folder is not beside the project.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toolDefs } from "../../../shared/tools";
import { fromRoot } from "../../paths";
import { createIntentEngine, type EngineLang, readCatalogCsv } from ".";

const evalDir = path.resolve(fromRoot(".."), "shared", "eval");
const present = ["dev.jsonl", "catalog.csv", "score.mjs"].every((f) => existsSync(path.join(evalDir, f)));
if (!present) console.warn(`dev-set test skipped: ${evalDir} (dev.jsonl, catalog.csv, score.mjs) not found`);

describe.skipIf(!present)("public development set", () => {
  it("scores 1.000 with the eval's scorer, and every call parses with its contract", () => {
    const engine = createIntentEngine(readCatalogCsv(path.join(evalDir, "catalog.csv")));
    const cases = readFileSync(path.join(evalDir, "dev.jsonl"), "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { id: string; lang: EngineLang; turns: string[] });
    const lines = cases.map(({ id, lang, turns }) => {
      const { toolCalls } = engine.parse({
        lang,
        today: "2026-11-20",
        history: turns.slice(0, -1).map((text) => ({ text })),
        message: turns[turns.length - 1]!,
      });
      for (const c of toolCalls) expect(toolDefs[c.name].inputSchema.safeParse(c.args).success).toBe(true);
      return JSON.stringify({ id, toolCalls });
    });
    const dir = mkdtempSync(path.join(tmpdir(), "fp-dev-set-"));
    try {
      const pred = path.join(dir, "pred.jsonl");
      writeFileSync(pred, `${lines.join("\n")}\n`);
      const run = spawnSync(
        process.execPath,
        [path.join(evalDir, "score.mjs"), path.join(evalDir, "dev.jsonl"), pred],
        {
          encoding: "utf8",
        },
      );
      const accuracy = run.stdout.trim().split("\n").pop();
      expect(run.stderr, run.stderr).toBe("");
      expect(accuracy).toBe(`accuracy: 1.000 (${cases.length}/${cases.length})`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
