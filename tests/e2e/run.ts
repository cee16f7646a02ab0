/**
 * `npm run test:e2e`: finds Chromium, builds the web app when its sources changed, starts the
 * real server on a free port with a fresh data directory, runs Playwright against it, stops the
 * server and exits with Playwright's exit code.
 *
 *   npm run test:e2e                       # everything
 *   npm run test:e2e -- --screenshots      # also write tests/e2e/screenshots/*.png
 *   npm run test:e2e -- language.spec.ts   # extra arguments go to `playwright test`
 *   E2E_BASE_URL=http://localhost:5173 npm run test:e2e   # against a server you already run
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildWeb, webBuildIsStale } from "../../server/cli/web-build";
import { ensureChromium } from "./chromium";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const serverStartTimeoutMs = Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 300_000);

/** Rebuilds dist/web when anything it is built from is newer than the last build (same rule as npm start). */
async function buildWebIfStale(): Promise<void> {
  if (!webBuildIsStale()) {
    console.log("e2e: dist/web is up to date");
    return;
  }
  console.log("e2e: building the web app (vite build)…");
  await buildWeb();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + serverStartTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer GET /healthz within ${serverStartTimeoutMs} ms`);
}

async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void>; logFile: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fundpilot-e2e-"));
  const logFile = path.join(dataDir, "server.log");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      // The small universe keeps each e2e run quick; the full one is exercised by start-smoke.ts.
      DEMO_UNIVERSE: process.env.DEMO_UNIVERSE ?? "small",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = createWriteStream(logFile);
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const killer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    console.log(`e2e: starting the server on ${baseUrl} (DATA_DIR=${dataDir})…`);
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await new Promise((resolve) => log.end(resolve));
    const output = existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n") : "";
    await stop().catch(() => undefined);
    throw new Error(`${(error as Error).message}\n--- server output (last lines) ---\n${output}`);
  }
  return { baseUrl, stop, logFile };
}

function runPlaywright(
  baseUrl: string,
  chromium: string,
  args: string[],
  screenshots: boolean,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(bin("playwright"), ["test", "-c", "tests/e2e/playwright.config.ts", ...args], {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        BASE_URL: baseUrl,
        CHROMIUM_PATH: chromium,
        ...(screenshots ? { SCREENSHOTS: "1" } : {}),
      },
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const screenshots = argv.includes("--screenshots");
  const args = argv.filter((a) => a !== "--screenshots");
  const chromium = ensureChromium();
  console.log(`e2e: using ${chromium}`);

  const external = process.env.E2E_BASE_URL;
  if (external) return runPlaywright(external.replace(/\/$/, ""), chromium, args, screenshots);

  await buildWebIfStale();
  const server = await startServer();
  let code = 1;
  const interrupt = () => void server.stop().then(() => process.exit(130));
  process.once("SIGINT", interrupt);
  try {
    code = await runPlaywright(server.baseUrl, chromium, args, screenshots);
  } finally {
    process.off("SIGINT", interrupt);
    await server.stop();
  }
  console.log(code === 0 ? "e2e: all tests passed" : `e2e: Playwright exited with code ${code}`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
