import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root, for benches that start the server or the data CLI in a child process. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Starts the real server (server/index.ts) in its own process on a free port with `env`, and
 * resolves with its URL once it prints "FundPilot is ready". Its stdout keeps being drained so
 * the pipe never fills; stop it with `server.kill()`.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
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
