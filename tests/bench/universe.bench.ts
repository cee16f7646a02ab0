/**
 * Demo universe generation, small and full, each in a fresh process so that its peak RSS is
 * its own: time, peak RSS and counts, next to the targets (full ≤ 35 s and ≤ 900 MB, so that
 * generation + derivation fit the 90 s pipeline and the 1 GB server).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describeBatch } from "../../server/data/batch";
import { generateUniverse, type UniverseSize } from "../../server/data/universe";

const TARGETS: Record<"small" | "full", { seconds: number; rssMb: number }> = {
  small: { seconds: 5, rssMb: 350 },
  full: { seconds: 35, rssMb: 900 },
};

function child(size: "small" | "full"): void {
  const started = performance.now();
  const batch = generateUniverse({ seed: 20_261_122, size: size as UniverseSize, asOf: "2026-06-30" });
  const seconds = (performance.now() - started) / 1000;
  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ seconds, rssMb, counts: describeBatch(batch) }));
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
    const { seconds, rssMb, counts } = JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}");
    const t = TARGETS[size];
    const verdict = seconds <= t.seconds && rssMb <= t.rssMb ? "meets" : "MISSES";
    if (verdict === "MISSES") missed++;
    console.log(
      `universe ${size.padEnd(5)} ${seconds.toFixed(1).padStart(5)} s  peak RSS ${rssMb.toFixed(0).padStart(4)} MB  ` +
        `(target ≤ ${t.seconds} s, ≤ ${t.rssMb} MB: ${verdict})`,
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
if (at >= 0) child(process.argv[at + 1] === "full" ? "full" : "small");
else parent();
