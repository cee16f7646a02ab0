/**
 * SIGTERM with a chat request in flight: the real server process (server/index.ts) on PostgreSQL
 * answers it with its whole stream (the finish chunk and the end marker) and then exits 0 within
 * its 10 s budget. A plain request in flight at SIGTERM is proved by tests/e2e/start-smoke.ts.
 * Skipped without TEST_DATABASE_URL (the data is loaded here, then the server opens it).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromRoot } from "../../server/paths";
import { createTestStore, type TestStore, testDatabaseUrl } from "../helpers/backends";
import { loadTestUniverse } from "../helpers/universe";

describe.skipIf(!testDatabaseUrl)(
  testDatabaseUrl
    ? "SIGTERM with a chat request in flight (PostgreSQL)"
    : "SIGTERM with a chat request in flight (skipped: set TEST_DATABASE_URL)",
  () => {
    let backend: TestStore;
    let child: ChildProcess;
    let url: string;
    let exit: Promise<number | null>;
    let output = "";

    beforeAll(async () => {
      backend = await createTestStore({ backend: "postgres" });
      await loadTestUniverse(backend.store);
      child = spawn(process.execPath, ["--import", "tsx", fromRoot("server/index.ts")], {
        cwd: fromRoot("."),
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_URL: backend.databaseUrl,
          DATA_DIR: backend.dataDir,
          REDIS_URL: "",
          PORT: "0",
          LOG_LEVEL: "info",
          JWT_SECRET: "shutdown-test-secret-shutdown-test-secret-0123",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      exit = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
      url = await new Promise<string>((resolve, reject) => {
        let found: string | undefined;
        child.stdout!.on("data", (d: Buffer) => {
          output += d.toString();
          found ??= /FundPilot is ready: (http:\/\/[^\s"]+)/.exec(output)?.[1];
          // the intent engine is built in the background after "ready": wait for it too
          if (found && output.includes("Assistant ready")) resolve(found);
        });
        child.stderr!.on("data", (d: Buffer) => {
          output += d.toString();
        });
        void exit.then((code) => reject(new Error(`server exited with ${code}\n${output}`)));
      });
    }, 180_000);

    afterAll(async () => {
      if (child && child.exitCode === null) {
        child.kill("SIGKILL");
        await exit;
      }
      await backend?.cleanup();
    });

    it("a chat request in flight at SIGTERM gets its whole streamed answer, then the server exits 0", async () => {
      // the request's headers and first body byte go before the signal, the rest after: the answer
      // is computed and streamed entirely after SIGTERM
      const { hostname, port } = new URL(url);
      const body = JSON.stringify({
        id: "shutdown-1",
        messages: [{ id: "m1", role: "user", parts: [{ type: "text", text: "What is the Sharpe ratio?" }] }],
      });
      const socket = connect(Number(port), hostname);
      await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
      let answer = "";
      socket.on("data", (chunk: Buffer) => {
        answer += chunk.toString();
      });
      const answered = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      socket.write(
        `POST /api/chat?lang=en HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 1)}`,
      );
      await new Promise((r) => setTimeout(r, 200));
      const signalled = performance.now();
      child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
      socket.end(body.slice(1));
      await answered;
      expect(answer.startsWith("HTTP/1.1 200"), answer.slice(0, 300)).toBe(true);
      expect(answer).toContain('"type":"text-delta"');
      expect(answer).toContain('"type":"finish"');
      expect(answer).toContain("data: [DONE]");
      const code = await exit;
      const ms = performance.now() - signalled;
      console.info(
        `chat in flight at SIGTERM: answer complete, exit ${code} ${Math.round(ms)} ms after the signal`,
      );
      expect(code, output.slice(-2000)).toBe(0);
      expect(ms).toBeLessThan(10_000);
      expect(output).toContain("SIGTERM received, shutting down");
    }, 60_000);
  },
);
