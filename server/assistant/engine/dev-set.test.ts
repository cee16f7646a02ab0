/**
 * The public development set end to end (the evaluation rules are in ../README.md): every case of
 * ../shared/eval/dev.jsonl, one of the public data sets beside the checkout, through the engine,
 * scored by the eval's own score.mjs, must be correct. Skipped, with a message, where the eval
 * folder is not beside the project.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromRoot } from "../../paths";
import { createIntentEngine, readCatalogCsv } from ".";
import { scoreCaseFile } from "./test-support";

const evalDir = path.resolve(fromRoot(".."), "shared", "eval");
const present = ["dev.jsonl", "catalog.csv", "score.mjs"].every((f) => existsSync(path.join(evalDir, f)));
if (!present) console.warn(`dev-set test skipped: ${evalDir} (dev.jsonl, catalog.csv, score.mjs) not found`);

describe.skipIf(!present)("public development set", () => {
  it("scores 1.000 with the eval's scorer, and every call parses with its contract", () => {
    const engine = createIntentEngine(readCatalogCsv(path.join(evalDir, "catalog.csv")));
    const { cases, stdout, stderr } = scoreCaseFile({
      engine,
      casesPath: path.join(evalDir, "dev.jsonl"),
      scorer: path.join(evalDir, "score.mjs"),
      today: "2026-11-20",
    });
    const accuracy = stdout.trim().split("\n").pop();
    expect(stderr, stderr).toBe("");
    expect(accuracy).toBe(`accuracy: 1.000 (${cases}/${cases})`);
  });
});
