/**
 * `npm run bench`: runs every tests/bench/*.bench.ts in turn (or those named on the command
 * line) and prints their figures against the targets. Benchmarks are never part of `npm test`.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ["--import", "tsx", path.join(here, file)], { stdio: "inherit" });
  if (run.status !== 0) failed++;
}
console.log(`\n${files.length - failed} benchmark file(s) ran, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
