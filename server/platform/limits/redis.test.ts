import { randomUUID } from "node:crypto";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLimits } from "./index";
import { describeLimitsContract } from "./limits.contract";
import { createRedisLimits } from "./redis";

/** Runs against the real Redis named by TEST_REDIS_URL (.ci/run sets redis://127.0.0.1:6379). */
const redisUrl = process.env.TEST_REDIS_URL;
/** One prefix per run, so parallel runs never see each other's keys; afterAll deletes them. */
const prefix = `fp-test:${randomUUID()}:`;

describe.skipIf(!redisUrl)("redis limits", () => {
  const url = redisUrl ?? "";

  afterAll(async () => {
    const raw = new Redis(url);
    let cursor = "0";
    do {
      const [next, keys] = await raw.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length > 0) await raw.del(...keys);
      cursor = next;
    } while (cursor !== "0");
    await raw.quit();
  });

  describeLimitsContract("redis", () => createRedisLimits(url, { keyPrefix: prefix }));

  describe("across instances", () => {
    let a: Awaited<ReturnType<typeof createRedisLimits>>;
    let b: Awaited<ReturnType<typeof createRedisLimits>>;
    beforeAll(async () => {
      [a, b] = await Promise.all([
        createRedisLimits(url, { keyPrefix: prefix }),
        createRedisLimits(url, { keyPrefix: prefix }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    it("two client instances hitting one key give exact totals", async () => {
      const key = `multi:${randomUUID()}`;
      const hits = Array.from({ length: 200 }, (_, i) =>
        (i % 2 === 0 ? a : b).hit(key, { limit: 120, windowSeconds: 60 }),
      );
      const results = await Promise.all(hits);
      expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 200 }, (_, i) => i + 1),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(120);
      expect((await a.peek(key, { limit: 120, windowSeconds: 60 })).count).toBe(200);
      expect((await b.peek(key, { limit: 120, windowSeconds: 60 })).count).toBe(200);
    });

    it("setIfAbsent has one winner across instances", async () => {
      const key = `once:${randomUUID()}`;
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).setIfAbsent(key, `v${i}`, 60)),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
    });

    it("namespaces keys with keyPrefix", async () => {
      const key = `prefixed:${randomUUID()}`;
      await a.set(key, "here", 60);
      const raw = new Redis(url);
      try {
        expect(await raw.get(`${prefix}${key}`)).toBe("here");
        expect(await raw.get(key)).toBeNull();
      } finally {
        await raw.quit();
      }
    });
  });

  it("createLimits picks Redis when REDIS_URL is set", async () => {
    const limits = await createLimits({ REDIS_URL: url });
    try {
      expect(limits.kind).toBe("redis");
      await limits.ping();
    } finally {
      await limits.close();
    }
  });

  it("fails fast while Redis is gone after start-up, and heals when it returns", async () => {
    const target = new URL(url);
    const proxy = await startProxy(Number(target.port || 6379), target.hostname);
    const proxied = new URL(url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const limits = await createRedisLimits(proxied.toString(), { keyPrefix: prefix, logger });
    try {
      const key = `outage:${randomUUID()}`;
      expect((await limits.hit(key, { limit: 5, windowSeconds: 60 })).count).toBe(1);

      await proxy.stop();
      const started = Date.now();
      await expect(limits.hit(key, { limit: 5, windowSeconds: 60 })).rejects.toThrow(/Redis hit failed/);
      expect(Date.now() - started).toBeLessThan(3_000);

      await proxy.restart();
      const healed = await eventually(() => limits.hit(key, { limit: 5, windowSeconds: 60 }), 8_000);
      expect(healed.count).toBe(2);
      // One warning per outage, however many reconnect attempts failed, then one recovery line.
      expect(lines.filter((l) => l.level === 40).map((l) => l.msg)).toEqual([
        "Redis unreachable; limits calls fail until it is back",
      ]);
      expect(lines.at(-1)?.msg).toBe("Redis reachable again");
    } finally {
      await limits.close();
      await proxy.stop();
    }
  });
});

// Needs no Redis at all, so it runs everywhere.
describe("redis limits without a server", () => {
  it("a dead Redis URL fails fast with a clear error and no credentials", async () => {
    const started = Date.now();
    const error = await createRedisLimits("redis://fp:hunter2secret@127.0.0.1:1/0").then(
      () => null,
      (err: unknown) => err,
    );
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(/^Cannot connect to Redis at redis:\/\/127\.0\.0\.1:1\/0 \(REDIS_URL\): /);
    expect(message).toMatch(/ECONNREFUSED/);
    expect(message).not.toContain("hunter2secret");
  });
});

async function eventually<T>(run: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await run();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(100);
    }
  }
}

/** A TCP relay in front of the real Redis, so a test can cut and restore "Redis" at will. */
async function startProxy(targetPort: number, targetHost: string) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on("close", () => sockets.delete(sock));
          sock.on("error", () => sock.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async stop() {
      const s = server;
      server = undefined;
      for (const sock of sockets) sock.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    restart: listen,
  };
}
