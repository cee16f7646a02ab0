/**
 * Demo universe generation and derivation (the in-memory half of `npm run data -- demo`), small
 * and full, each in a fresh process so that its peak RSS is its own: times, peak RSS and counts,
 * next to the targets (generation + derivation of the full universe ≤ 90 s).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describeBatch } from "../../server/data/batch";
import { deriveFromBatch } from "../../server/data/jobs/derive";
import { generateUniverse, type UniverseSize } from "../../server/data/universe";

/** The target is the full pipeline (≤ 90 s); the small one is scaled from it. */
const TARGETS: Record<"small" | "full", { seconds: number }> = {
  small: { seconds: 9 },
  full: { seconds: 90 },
};

async function child(size: "small" | "full"): Promise<void> {
  const started = performance.now();
  const batch = generateUniverse({ seed: 20_261_122, size: size as UniverseSize, asOf: "2026-06-30" });
  const generated = performance.now();
  const derived = await deriveFromBatch(batch);
  const seconds = (performance.now() - started) / 1000;
  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    JSON.stringify({
      seconds,
      generateSeconds: (generated - started) / 1000,
      deriveSeconds: (performance.now() - generated) / 1000,
      perProductMs: (performance.now() - generated) / derived.products.length,
      rssMb,
      counts: describeBatch(batch),
    }),
  );
}

function parent(): void {
  let missed = 0;
  for (const size of ["small", "full"] as const) {
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", fileURLToPath(import.meta.url), "--child", size],
      {
        encoding: "utf8",
        maxBuffer: 1 << 20,
      },
    );
    if (run.status !== 0) {
      console.error(run.stderr);
      missed++;
      continue;
    }
    const { seconds, generateSeconds, deriveSeconds, perProductMs, rssMb, counts } = JSON.parse(
      run.stdout.trim().split("\n").at(-1) ?? "{}",
    );
    const t = TARGETS[size];
    const verdict = seconds <= t.seconds ? "meets" : "MISSES";
    if (verdict === "MISSES") missed++;
    console.log(
      `universe ${size.padEnd(5)} generate + derive ${seconds.toFixed(1).padStart(5)} s ` +
        `(generate ${generateSeconds.toFixed(1)} s, derive ${deriveSeconds.toFixed(1)} s = ${perProductMs.toFixed(2)} ms/product)  ` +
        `peak RSS ${rssMb.toFixed(0).padStart(4)} MB  (target ≤ ${t.seconds} s: ${verdict})`,
    );
    console.log(
      `  ${counts.products} products (${counts.funds} funds, ${counts.sfcAuthorisedFunds} SFC-authorised, ` +
        `${counts.etfs} ETFs, ${counts.strategyEtfs} strategy), ${counts.companies} companies, ${counts.managers} managers, ` +
        `${(counts.navPoints / 1e6).toFixed(1)}M NAV points, ${counts.dividends} dividends, ${counts.holdings} holdings, ` +
        `${counts.distributionRows} distribution rows, ${counts.documents} documents, ${counts.benchmarks} benchmarks`,
    );
  }
  process.exit(missed > 0 ? 1 : 0);
}

const at = process.argv.indexOf("--child");
if (at >= 0) await child(process.argv[at + 1] === "full" ? "full" : "small");
else parent();
