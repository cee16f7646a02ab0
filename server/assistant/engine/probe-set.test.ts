/**
 * Held-out probe sets (fixtures/): broad cases in the dev format, written by ASSISTANT.md's
 * canonical values and the eval README's rules, scored by the eval's own score.mjs. Two
 * catalogs: the eval catalog (fixtures/probe.jsonl) and an invented one with near-duplicates,
 * word-like and number-like codes and three-language names (fixtures/probe-own.jsonl over
 * fixtures/probe-catalog.csv). Each set must score at least MIN_ACCURACY. Skipped, with a
 * message, where the eval folder (scorer, eval catalog) is not beside the project.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toolDefs } from "../../../shared/tools";
import { fromRoot } from "../../paths";
import { createIntentEngine, type EngineLang, readCatalogCsv } from ".";

const MIN_ACCURACY = 0.97;
const TODAY = "2026-11-20";
const evalDir = path.resolve(fromRoot(".."), "shared", "eval");
const fixtures = path.join(import.meta.dirname, "fixtures");
const scorer = path.join(evalDir, "score.mjs");
const present = existsSync(scorer) && existsSync(path.join(evalDir, "catalog.csv"));
if (!present) console.warn(`probe-set test skipped: ${evalDir} (score.mjs, catalog.csv) not found`);

const SETS = [
  {
    name: "probe.jsonl over the eval catalog",
    cases: "probe.jsonl",
    catalog: path.join(evalDir, "catalog.csv"),
  },
  {
    name: "probe-own.jsonl over probe-catalog.csv",
    cases: "probe-own.jsonl",
    catalog: path.join(fixtures, "probe-catalog.csv"),
  },
];

describe.skipIf(!present)("held-out probe sets", () => {
  it.each(SETS)("$name scores at least 0.97 with the eval's scorer", ({ cases: file, catalog }) => {
    const engine = createIntentEngine(readCatalogCsv(catalog));
    const casesPath = path.join(fixtures, file);
    const cases = readFileSync(casesPath, "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { id: string; lang: EngineLang; turns: string[] });
    const lines = cases.map(({ id, lang, turns }) => {
      const { toolCalls } = engine.parse({
        lang,
        today: TODAY,
        history: turns.slice(0, -1).map((text) => ({ text })),
        message: turns[turns.length - 1]!,
      });
      for (const c of toolCalls) expect(toolDefs[c.name].inputSchema.safeParse(c.args).success).toBe(true);
      return JSON.stringify({ id, toolCalls });
    });
    const dir = mkdtempSync(path.join(tmpdir(), "fp-probe-"));
    try {
      const pred = path.join(dir, "pred.jsonl");
      writeFileSync(pred, `${lines.join("\n")}\n`);
      const run = spawnSync(process.execPath, [scorer, casesPath, pred], { encoding: "utf8" });
      const last = run.stdout.trim().split("\n").pop() ?? "";
      const m = /^accuracy: ([\d.]+) \((\d+)\/(\d+)\)$/.exec(last);
      expect(m, run.stdout).not.toBeNull();
      expect(Number(m![3])).toBe(cases.length);
      expect(Number(m![2]) / cases.length, run.stderr).toBeGreaterThanOrEqual(MIN_ACCURACY);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
