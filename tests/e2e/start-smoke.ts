/**
 * The README's first command as a new user runs it: `npm start` on an empty DATA_DIR (and, with
 * --fresh, without a web build) must serve the start-up status page while the data is built
 * (the shell marked for it, /healthz with the start-up state, data calls 503 with Retry-After),
 * print progress and a URL, then serve /healthz and the app shell. The time to the status page
 * is printed here; its target (10 s) is measured by `npm run bench` (first-start), not asserted. Then it is stopped as a supervisor stops it — SIGTERM to the `npm start` process
 * alone — while a request is in flight: the request must be answered, and npm and the server
 * must have exited (the port closed) within 10 s. The web build it made must be a production build
 * (no React development code), though npm start runs here with NODE_ENV=development. Used by .ci/run; prints the time to ready and to stop.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawnNpmStart } from "../helpers/npm-start";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
if (process.argv.includes("--fresh")) rmSync(path.join(root, "dist"), { recursive: true, force: true });

const started = Date.now();
const { child, dataDir } = spawnNpmStart(root, "fp-start-");
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

let statusChecked: Promise<string | null> | undefined;

/** Why the start-up status page failed, or null: checked as soon as the server says it serves. */
async function checkStatusPage(url: string): Promise<string | null> {
  const page = await fetch(`${url}/en-HK/fundFilter`);
  const html = await page.text();
  const served = Date.now() - started;
  const health = (await (await fetch(`${url}/healthz`)).json()) as {
    startup?: { state?: string; step?: string };
  };
  console.log(
    `start-smoke: status page served ${(served / 1000).toFixed(1)} s after npm start ` +
      `(healthz startup: ${health.startup?.state}/${health.startup?.step})`,
  );
  if (page.status !== 200 || !html.includes("fundpilot-startup"))
    return `the start-up status page was not served (${page.status})`;
  if (health.startup?.state !== "building")
    return `/healthz did not report building: ${JSON.stringify(health)}`;
  const data = await fetch(`${url}/v1/pub/fund/selection/list?lang=en`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (data.status !== 503 || !data.headers.get("retry-after"))
    return `a data call answered ${data.status} while starting, not 503 with Retry-After`;
  return null;
}

const onData = async (chunk: Buffer) => {
  output += chunk.toString();
  const serving = /FundPilot is serving at (http:\/\/[^\s"]+)/.exec(output)?.[1];
  if (serving && !statusChecked) statusChecked = checkStatusPage(serving);
  const url = /FundPilot is ready: (http:\/\/[^\s"]+)/.exec(output)?.[1];
  if (!url) return;
  child.stdout?.off("data", onData);
  clearTimeout(timer);
  const ready = Date.now() - started;
  if (!statusChecked) return fail("the server never said it was serving before it was ready");
  const statusFailure = await statusChecked;
  if (statusFailure) return fail(statusFailure);
  const health = await fetch(`${url}/healthz`);
  const shell = await fetch(`${url}/en-HK/fundFilter`);
  const html = await shell.text();
  if (health.status !== 200) return fail(`/healthz answered ${health.status}`);
  if (shell.status !== 200 || !html.includes('id="root"')) return fail("the app shell was not served");
  const devBuild = developmentScripts();
  if (devBuild.length > 0)
    return fail(`npm start (NODE_ENV=development) built React's development build: ${devBuild.join(", ")}`);
  console.log(
    `start-smoke: npm start ready in ${(ready / 1000).toFixed(1)} s at ${url}; /healthz 200; shell served`,
  );
  child.removeAllListeners("exit");
  const stopped = await stopsOnSigterm(url);
  if (typeof stopped === "string") return fail(stopped);
  console.log(
    `start-smoke: SIGTERM answered the in-flight request and stopped npm and the server in ${stopped} ms`,
  );
  stop(0);
};

/**
 * The web build's scripts that hold React's development build (its DevTools hint is left out of
 * the production build): the served app must be a production build whatever NODE_ENV the server
 * runs with, and spawnNpmStart starts it with NODE_ENV=development.
 */
function developmentScripts(): string[] {
  const assets = path.join(root, "dist", "web", "assets");
  return readdirSync(assets)
    .filter(
      (f) =>
        f.endsWith(".js") &&
        readFileSync(path.join(assets, f), "utf8").includes("Download the React DevTools"),
    )
    .sort();
}

/**
 * Ms from SIGTERM (to npm's pid only) until npm and the server have exited, or why the stop
 * failed. A request is in flight when the signal arrives: its headers and the first byte of its
 * body are sent before, the rest after, and it must still be answered.
 */
async function stopsOnSigterm(url: string): Promise<number | string> {
  const { hostname, port } = new URL(url);
  const body = "{}";
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let answer = "";
  socket.on("data", (chunk: Buffer) => {
    answer += chunk.toString();
  });
  const answered = new Promise<void>((resolve) => socket.once("end", resolve).once("close", () => resolve()));
  socket.write(
    `POST /v1/pub/fund/selection/list?lang=en HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 1)}`,
  );
  await new Promise((r) => setTimeout(r, 200));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalled = Date.now();
  process.kill(child.pid!, "SIGTERM");
  await new Promise((r) => setTimeout(r, 300));
  socket.end(body.slice(1));
  await answered;
  if (!answer.startsWith("HTTP/1.1 200"))
    return `the in-flight request was not answered: ${answer.slice(0, 200)}`;
  const deadline = new Promise<"late">((r) => setTimeout(() => r("late"), 10_000));
  if ((await Promise.race([exited, deadline])) === "late")
    return "npm start had not exited 10 s after SIGTERM";
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
