import { afterAll, describe, expect, it } from "vitest";
import { testRedisUrl } from "../../tests/helpers/backends";
import { createMemoryLimits, createRedisLimits, type Limits } from "../platform/limits";
import { failureResponse, toAppError } from "./failure";
import { rateLimit } from "./rate-limit";
import { createRouter } from "./router";

const toClose: Limits[] = [];
afterAll(async () => {
  await Promise.all(toClose.map((l) => l.close()));
});

/** One server instance: a route limited to 5 calls per minute per caller. */
function instance(limits: Limits) {
  const app = createRouter();
  app.use("*", async (c, next) => {
    c.set("lang", "en");
    await next();
  });
  app.use(
    "/v1/pub/limited",
    rateLimit({
      limits,
      name: "probe",
      limit: 5,
      windowSeconds: 60,
      key: (c) => c.req.header("x-caller") ?? "anon",
    }),
  );
  app.get("/v1/pub/limited", (c) => c.json({ ok: true }));
  app.onError((err, c) => failureResponse(c, toAppError(err).appError));
  return app;
}

const scenarios: [string, () => Promise<[Limits, Limits]>][] = [
  [
    "memory (one process)",
    async () => {
      const l = createMemoryLimits();
      return [l, l];
    },
  ],
];
const redisUrl = testRedisUrl;
if (redisUrl) {
  scenarios.push([
    "Redis shared by two instances",
    async () => {
      const keyPrefix = `fp-test:rl:${process.pid}:${Date.now().toString(36)}:`;
      return [
        await createRedisLimits(redisUrl, { keyPrefix }),
        await createRedisLimits(redisUrl, { keyPrefix }),
      ];
    },
  ]);
}

describe.each(scenarios)("rateLimit on %s", (_name, make) => {
  it("admits the limit across instances, then answers 429 42900001 with Retry-After", async () => {
    const [a, b] = await make();
    toClose.push(...new Set([a, b]));
    const apps = [instance(a), instance(b)];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await apps[i % 2]!.request("/v1/pub/limited", { headers: { "x-caller": "alice" } });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
        const json = (await res.json()) as { error: { code: number }; innerMessage: string };
        expect(json.error.code).toBe(42900001);
        expect(json.innerMessage).toBe("Too many requests. Please try again in a moment.");
      } else {
        expect(res.headers.get("ratelimit-remaining")).toBe(String(4 - i));
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const other = await apps[0]!.request("/v1/pub/limited", { headers: { "x-caller": "bob" } });
    expect(other.status).toBe(200);
  });
});
