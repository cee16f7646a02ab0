import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { signAccessToken } from "../../../server/platform/identity/access-token";

/** The project root, for benches that start the server or the data CLI in a child process. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Starts the real server (server/index.ts) in its own process on a free port with `env`, and
 * resolves with its URL once it prints "FundPilot is ready". Its stdout keeps being drained so
 * the pipe never fills; stop it with `server.kill()`. With `cpuProfileDir` the server runs under
 * `node --cpu-prof` and writes its profile there when it exits.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  options: { cpuProfileDir?: string } = {},
): Promise<{ url: string; server: ChildProcess }> {
  const profile = options.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const server = spawn(process.execPath, [...profile, "--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: { ...env, PORT: "0", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      if (out.length < 100_000) out += chunk.toString();
      const m = /FundPilot is ready: (http:\/\/[^\s"]+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    server.on("exit", (code) => reject(new Error(`server exited with ${code}\n${out}`)));
  });
  return { url, server };
}

/**
 * Makes sure the store of `env` (DATA_DIR, or DATABASE_URL) holds the full demo universe: loads
 * it with `npm run data -- demo --size full` when it holds none. Exits the bench on failure.
 */
export async function ensureFullUniverse(env: NodeJS.ProcessEnv): Promise<void> {
  const { openStore } = await import("../../../server/store/db");
  const { readUniverseMeta } = await import("../../../server/data/load/read-universe");
  const options = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR! };
  const store = await openStore(options);
  const loaded = (await readUniverseMeta(store.db)) !== null;
  await store.close();
  if (loaded) return;
  const started = Date.now();
  const { spawnSync } = await import("node:child_process");
  const load = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/cli/data.ts", "demo", "--size", "full"],
    {
      cwd: root,
      env: { ...env, LOG_LEVEL: "warn" },
      encoding: "utf8",
    },
  );
  if (load.status !== 0) {
    console.error(load.stderr);
    process.exit(1);
  }
  console.log(`full demo universe loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** An access token of a paid Premium user (authLevel 2, licence active) for benches that call Premium routes. */
export function premiumBenchToken(secret: string): Promise<string> {
  return signAccessToken(secret, {
    userId: "bench",
    email: "bench@example.com",
    authLevel: 2,
    licenseStatus: 2,
    institutionId: null,
  });
}
