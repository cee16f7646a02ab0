/**
 * How soon a selector shows its first results after navigation, as a person sees it: headless
 * Chromium opens /en-HK/fundFilter, /ETF-Filter and /topPickFilters on the full demo universe
 * (a fresh browser context each time: nothing cached) and the time from navigation to the
 * first result row on screen is printed, median and worst of 5, against the 1 s target.
 * Set BENCH_DATA_DIR to reuse a directory holding the full universe.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { buildWeb, webBuildIsStale } from "../../server/cli/web-build";
import { chromiumArgs, findChromium } from "../e2e/chromium";
import { ensureFullUniverse, startServer } from "./support/server";

const TARGET_MS = 1000;
const RUNS = 5;
const screens = ["fundFilter", "ETF-Filter", "topPickFilters"];

if (webBuildIsStale()) await buildWeb();
const env = {
  ...process.env,
  DATA_DIR: process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "fp-bench-render-")),
  DEMO_UNIVERSE: "full",
  NODE_ENV: "development",
};
await ensureFullUniverse(env);
const { url, server } = await startServer(env);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

try {
  for (const screen of screens) {
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${url}/en-HK/${screen}`);
      await page.getByTestId("results-table").getByRole("row").nth(1).waitFor();
      // the first visit warms the server's caches and the disk: not counted
      if (run > 0) times.push(performance.now() - started);
      await context.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const worst = times.at(-1)!;

    console.log(
      `${screen.padEnd(16)} first results in ${median.toFixed(0)} ms median, ${worst.toFixed(0)} ms worst ` +
        `(target ≤ ${TARGET_MS} ms) ${median <= TARGET_MS ? "ok" : "MISSED"}`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
