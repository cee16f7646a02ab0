/**
 * `npm run nlu:score`: runs the intent engine on the public development set beside the checkout
 * (../shared/eval/dev.jsonl with its catalog, --today 2026-11-20, as that set's README says) and
 * prints the scorer's report. Failures are listed on stderr by the scorer. Exits non-zero
 * only when something crashes, never for a low score.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fromRoot } from "../paths";

const EVAL_TODAY = "2026-11-20";
const evalDir = path.resolve(fromRoot(".."), "shared", "eval");
const files = ["dev.jsonl", "catalog.csv", "score.mjs"].map((f) => path.join(evalDir, f));
const missing = files.filter((f) => !existsSync(f));
if (missing.length > 0) {
  console.error(
    `nlu:score: the evaluation set is missing (${missing.join(", ")}); expected ../shared/eval beside the project`,
  );
  process.exit(1);
}
const [dev, catalog, scorer] = files as [string, string, string];

const nlu = spawnSync(
  process.execPath,
  [
    "--import",
    "tsx",
    fromRoot("server/cli/nlu.ts"),
    "--catalog",
    catalog,
    "--input",
    dev,
    "--today",
    EVAL_TODAY,
  ],
  { encoding: "utf8", maxBuffer: 64 * 2 ** 20, stdio: ["ignore", "pipe", "inherit"] },
);
if (nlu.status !== 0) {
  console.error(`nlu:score: the nlu command failed (exit ${nlu.status})`);
  process.exit(1);
}
const dir = mkdtempSync(path.join(tmpdir(), "fp-nlu-"));
const predictions = path.join(dir, "dev.pred.jsonl");
try {
  writeFileSync(predictions, nlu.stdout);
  const score = spawnSync(process.execPath, [scorer, dev, predictions], { stdio: "inherit" });
  if (score.status !== 0) process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
