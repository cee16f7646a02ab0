import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { fromRoot } from "../paths";

/** Inputs of the SPA build: when any is newer than dist/web/index.html, the build is stale. */
const SOURCES = ["web", "locales", "shared", "vite.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function webBuildIsStale(): boolean {
  const index = fromRoot("dist", "web", "index.html");
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(fromRoot(s)) > built);
}

/**
 * Builds the SPA with Vite's API (same config as `npm run build`) on a worker thread, so a first
 * start prepares its data on this one meanwhile. The served app is always a production build:
 * Vite keeps a NODE_ENV it finds set (`development`, the e2e server's `test`), and React, the
 * router and the scheduler would then ship their development builds (several times slower, with
 * dev-only checks), so the worker gets its own environment with NODE_ENV=production; the server
 * keeps its mode.
 */
export function buildWeb(): Promise<void> {
  const vite = import.meta.resolve("vite");
  const script = `
    const { parentPort, workerData } = require("node:worker_threads");
    import(workerData.vite)
      .then((v) => v.build({ configFile: workerData.configFile, logLevel: "warn" }))
      .then(() => parentPort.postMessage({ ok: true }), (err) => parentPort.postMessage({ error: String(err?.stack ?? err) }));
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      eval: true,
      workerData: { vite, configFile: fromRoot("vite.config.ts") },
      env: { ...process.env, NODE_ENV: "production" },
    });
    let settled = false;
    worker.once("message", (m: { ok?: true; error?: string }) => {
      settled = true;
      if (m.ok) resolve();
      else reject(new Error(`web build failed: ${m.error}`));
      void worker.terminate();
    });
    worker.once("error", (err) => {
      settled = true;
      reject(err);
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`web build worker exited with code ${code}`));
    });
  });
}
