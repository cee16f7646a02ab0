/**
 * `npm start` as a new user runs it, on a fresh DATA_DIR and any free port, in its own process
 * group (so a test can stop npm alone, or the whole group). Used by the start smoke test and the
 * first-start bench.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function spawnNpmStart(root: string, prefix: string): { child: ChildProcess; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const child = spawn("npm", ["start"], {
    cwd: root,
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, NODE_ENV: "development", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  return { child, dataDir };
}
