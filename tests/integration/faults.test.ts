import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromRoot } from "../../server/paths";
import { createRedisLimits } from "../../server/platform/limits";
import { errorCatalog } from "../../shared/api/errors";
import { bearer, signUp } from "../helpers/accounts";
import { testDatabaseUrl, testRedisUrl } from "../helpers/backends";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * What the app does when a backend goes away: PostgreSQL unreachable at start stops the
 * process with a message naming DATABASE_URL; PostgreSQL or Redis lost during operation gives
 * 503 envelopes (Redis: only where a limit must hold — codes, logins, quotas — while the
 * revocation cache falls back to the store) and heals by itself when the backend returns.
 */

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: number } }).error.code;

/** Polls until `probe` answers `status` (the app heals without a restart). */
async function eventually(
  probe: () => Promise<Response> | Response,
  status: number,
  timeoutMs = 20_000,
): Promise<Response> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await probe();
    if (res.status === status || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("PostgreSQL unreachable at start", () => {
  it("exits non-zero with a message naming DATABASE_URL and the reason", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "fundpilot-dbdown-"));
    try {
      const child = spawn(process.execPath, ["--import", "tsx", fromRoot("server/index.ts")], {
        cwd: fromRoot("."),
        env: {
          ...process.env,
          NODE_ENV: "development",
          DATA_DIR: dataDir,
          // a port nothing listens on
          DATABASE_URL: "postgres://fp:secret-pass@127.0.0.1:9/fundpilot",
          REDIS_URL: "",
          PORT: "0",
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (d) => {
        output += d;
      });
      child.stderr.on("data", (d) => {
        output += d;
      });
      const exitCode = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(exitCode).toBe(1);
      expect(output).toMatch(
        /Cannot connect to PostgreSQL at postgres:\/\/fp@127\.0\.0\.1:9\/fundpilot \(DATABASE_URL\)/,
      );
      expect(output).toMatch(/ECONNREFUSED/);
      expect(output).not.toContain("secret-pass");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(!testDatabaseUrl)("PostgreSQL lost during operation", () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(testDatabaseUrl as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await createTestApp({
      backend: "postgres",
      connectVia: (url) => {
        const u = new URL(url);
        u.hostname = "127.0.0.1";
        u.port = String(proxy.port);
        return u.toString();
      },
    });
  }, 60_000);
  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  it("answers a 503 envelope with Retry-After while it is gone and recovers by itself", async () => {
    const news = () => t.app.request("/v1/pub/news/top?lang=en");
    expect((await news()).status).toBe(200);

    await proxy.cut();
    const down = await news();
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    const body = (await down.json()) as {
      status: string;
      error: { code: number; message: string };
      innerMessage: string;
    };
    expect(body.status).toBe("FAILURE");
    expect(body.error.code).toBe(errorCatalog.serviceUnavailable.code);
    expect(body.innerMessage).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|select |127\.0\.0\.1/);

    await proxy.restore();
    expect((await eventually(news, 200)).status).toBe(200);
  }, 60_000);
});

describe.skipIf(!testDatabaseUrl || !testRedisUrl)("Redis lost during operation", () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(testRedisUrl as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const via = new URL(testRedisUrl as string);
    via.hostname = "127.0.0.1";
    via.port = String(proxy.port);
    const limits = await createRedisLimits(via.toString(), {
      keyPrefix: `fp-faults:${process.pid}:${Date.now().toString(36)}:`,
    });
    t = await createTestApp({ limits });
  }, 60_000);
  afterAll(async () => {
    await proxy?.restore();
    await t?.deps.limits.close();
    await t?.close();
    await proxy?.close();
  });

  it("fails closed for codes, fails open for the revocation cache, and heals", async () => {
    const { accessToken } = await signUp(t, "faults-redis@example.com");
    const me = () => t.app.request("/v1/app/user/info?lang=en", { headers: bearer(accessToken) });
    const code = () =>
      t.json("POST", "/v1/pub/verification-code?lang=en", {
        email: "faults-other@example.com",
        purpose: "register",
      });
    expect((await me()).status).toBe(200);

    await proxy.cut();
    // an e-mail code is an auth-sensitive limit: without Redis it is refused, never unlimited
    const refused = await code();
    expect(refused.status).toBe(503);
    expect(await errorCode(refused)).toBe(errorCatalog.serviceUnavailable.code);
    // the revocation cache falls back to the store: a signed-in session keeps working
    expect((await me()).status).toBe(200);

    await proxy.restore();
    expect((await eventually(code, 200)).status).toBe(200);
  }, 60_000);
});
