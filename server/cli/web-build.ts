import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
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
 * Builds the SPA with Vite's API (same config as `npm run build`). Vite sets
 * process.env.NODE_ENV=production while it builds; the caller's value is put back so a server
 * started in the same process keeps its own mode.
 */
export async function buildWeb(): Promise<void> {
  const { build } = await import("vite");
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile: fromRoot("vite.config.ts"), logLevel: "warn" });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
