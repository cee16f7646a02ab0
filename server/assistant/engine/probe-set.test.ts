/**
 * Held-out probe sets (fixtures/): broad cases in the dev format, written from the contracts'
 * canonical values and the evaluation rules (../README.md), scored by the eval's own score.mjs. Two
 * catalogs: the eval catalog (fixtures/probe.jsonl) and an invented one with near-duplicates,
 * word-like and number-like codes and three-language names (fixtures/probe-own.jsonl over
 * fixtures/probe-catalog.csv). Each set must score at least MIN_ACCURACY. Skipped, with a
 * message, where the eval folder (scorer, eval catalog) is not beside the project.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromRoot } from "../../paths";
import { createIntentEngine, readCatalogCsv } from ".";
import { scoreCaseFile } from "./test-support";

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
    const { cases, stdout, stderr } = scoreCaseFile({
      engine,
      casesPath: path.join(fixtures, file),
      scorer,
      today: TODAY,
    });
    const last = stdout.trim().split("\n").pop() ?? "";
    const m = /^accuracy: ([\d.]+) \((\d+)\/(\d+)\)$/.exec(last);
    expect(m, stdout).not.toBeNull();
    expect(Number(m![3])).toBe(cases);
    expect(Number(m![2]) / cases, stderr).toBeGreaterThanOrEqual(MIN_ACCURACY);
  });
});
