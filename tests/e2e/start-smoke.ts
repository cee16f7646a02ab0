/**
 * The README's first command as a new user runs it: `npm start` on an empty DATA_DIR (and, with
 * --fresh, without a web build) must print progress and a URL, then serve /healthz and the app
 * shell. Then it is stopped as a supervisor stops it — SIGTERM to the `npm start` process
 * alone — while a chat answer is streaming: the answer must finish and every process must be
 * gone (the port closed) within 10 s. Used by .ci/run; prints the time to ready and to stop.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "fp-start-"));
if (process.argv.includes("--fresh")) rmSync(path.join(root, "dist"), { recursive: true, force: true });

const started = Date.now();
const child = spawn("npm", ["start"], {
  cwd: root,
  env: { ...process.env, PORT: "0", DATA_DIR: dataDir, NODE_ENV: "development", LOG_LEVEL: "info" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let output = "";
const stop = (code: number) => {
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
};
const fail = (why: string) => {
  console.error(`start-smoke: ${why}\n--- npm start output ---\n${output}`);
  stop(1);
};
const timer = setTimeout(() => fail("no 'FundPilot is ready' within 240 s"), 240_000);
child.on("exit", (code) => fail(`npm start exited early with code ${code}`));

const onData = async (chunk: Buffer) => {
  output += chunk.toString();
  const url = /FundPilot is ready: (http:\/\/[^\s"]+)/.exec(output)?.[1];
  if (!url) return;
  child.stdout?.off("data", onData);
  clearTimeout(timer);
  const ready = Date.now() - started;
  const health = await fetch(`${url}/healthz`);
  const shell = await fetch(`${url}/en-HK/fundFilter`);
  const html = await shell.text();
  if (health.status !== 200) return fail(`/healthz answered ${health.status}`);
  if (shell.status !== 200 || !html.includes('id="root"')) return fail("the app shell was not served");
  console.log(
    `start-smoke: npm start ready in ${(ready / 1000).toFixed(1)} s at ${url}; /healthz 200; shell served`,
  );
  child.removeAllListeners("exit");
  const stopped = await stopsOnSigterm(url);
  if (typeof stopped === "string") return fail(stopped);
  console.log(
    `start-smoke: SIGTERM finished the streaming answer and stopped every process in ${stopped} ms`,
  );
  stop(0);
};

/** Ms from SIGTERM (to npm's pid only) until the port is closed, or why the stop failed. */
async function stopsOnSigterm(url: string): Promise<number | string> {
  const answer = await fetch(`${url}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      id: "smoke",
      lang: "en",
      messages: [{ id: "m1", role: "user", parts: [{ type: "text", text: "What is a Sharpe ratio?" }] }],
    }),
  });
  if (answer.status !== 200) return `POST /api/chat answered ${answer.status}`;
  const signalled = Date.now();
  process.kill(child.pid!, "SIGTERM");
  const body = await answer.text().catch((err: Error) => `ERROR ${err.message}`);
  if (!body.includes('"type":"finish"')) return `the in-flight chat answer was cut off: ${body.slice(-300)}`;
  while (Date.now() - signalled < 10_000) {
    const open = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (!open) return Date.now() - signalled;
    await new Promise((r) => setTimeout(r, 100));
  }
  return "the server still answered 10 s after SIGTERM to npm start";
}
child.stdout?.on("data", onData);
child.stderr?.on("data", (chunk: Buffer) => {
  output += chunk.toString();
});
