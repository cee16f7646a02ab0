import { fork } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type autocannon from "autocannon";

/** What a run apart reports: autocannon's figures and how busy the server's own thread was. */
export interface ApartRun {
  requests: autocannon.Histogram & { total: number };
  latency: autocannon.Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Share of the run the client's event loop was busy (near 1: the client is the bottleneck). */
  clientBusy: number;
  /** Share of the run this process's main thread was busy serving (the server under test). */
  serverBusy: number;
  /** Main-thread busy time per request, µs: the server's cost of one request, whatever the client. */
  serverMicrosPerRequest: number;
}

/**
 * Runs autocannon in a process of its own against a server on this process's main thread.
 * In the server's process the client would share its event loop, and autocannon reads every
 * answer into a string: a larger answer would cost the server's thread the client's work too.
 * The server's busy time comes from its event-loop utilization over the run.
 */
export async function autocannonApart(options: autocannon.Options): Promise<ApartRun> {
  const child = fork(fileURLToPath(new URL("./autocannon-child.ts", import.meta.url)), {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("error", reject);
  });
  const before = performance.eventLoopUtilization();
  child.send(options);
  const result = await new Promise<Omit<ApartRun, "serverBusy" | "serverMicrosPerRequest">>(
    (resolve, reject) => {
      child.once("message", (m) => resolve(m as Omit<ApartRun, "serverBusy" | "serverMicrosPerRequest">));
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`autocannon child exited with ${code}`)));
    },
  );
  const server = performance.eventLoopUtilization(before);
  return {
    ...result,
    serverBusy: server.utilization,
    serverMicrosPerRequest: (server.active * 1000) / Math.max(1, result.requests.total),
  };
}
