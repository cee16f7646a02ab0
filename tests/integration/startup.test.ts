/**
 * The first start's readiness gate: while the data is prepared, the SPA shell (marked for the
 * status page), /healthz, GET /v1/pub/startup and the API reference answer; every data call
 * answers 503 with the FAILURE envelope and Retry-After; once ready, everything answers as usual.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStartupStatus, type StartupStatus } from "../../server/data/startup";
import { errorCatalog } from "../../shared/api/errors";
import { startupSchema } from "../../shared/api/startup";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { loadTestUniverse } from "../helpers/universe";

let t: TestApp;
let startup: StartupStatus;
beforeAll(async () => {
  startup = createStartupStatus();
  t = await createTestApp({ startup });
});
afterAll(async () => {
  await t?.close();
});

const body = async (res: Response) => (await res.json()) as Record<string, any>;
const dataCalls = [
  ["POST", "/v1/pub/fund/selection/list?lang=en", {}],
  ["GET", "/v1/pub/fund/resouce/dictionary/company?lang=en", undefined],
  ["GET", "/v1/pub/oauth/providers?lang=en", undefined],
  ["POST", "/api/chat?lang=en", { messages: [] }],
] as const;

describe("while the data is prepared", () => {
  it("GET /v1/pub/startup answers the state, step and progress", async () => {
    const progress = startup.progress({ update: () => {}, done: () => {} });
    progress.update(1200, 15000, "Deriving metrics");
    const res = await t.app.request("/v1/pub/startup?lang=en");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const json = await body(res);
    expect(json.status).toBe("SUCCESS");
    expect(startupSchema.parse(json.data)).toMatchObject({
      state: "building",
      step: "derive",
      done: 1200,
      total: 15000,
    });
  });

  it.each(dataCalls)(
    "%s %s answers 503 serviceUnavailable with Retry-After",
    async (method, path, payload) => {
      const res = await t.json(method, path, payload);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      const json = await body(res);
      expect(json).toMatchObject({
        status: "FAILURE",
        data: null,
        error: { code: errorCatalog.serviceUnavailable.code, details: { startup: { state: "building" } } },
      });
      expect(json.innerMessage).toBe(
        "FundPilot is still preparing its data. Please try again in a few seconds.",
      );
    },
  );

  it("localizes the message", async () => {
    const json = await body(await t.app.request("/v1/pub/fund/resouce/dictionary/company?lang=zh_CN"));
    expect(json.innerMessage).toBe("FundPilot 仍在准备数据，请于数秒后再试。");
  });

  it("/healthz answers 503 with status starting and the start-up state", async () => {
    const res = await t.app.request("/healthz");
    expect(res.status).toBe(503);
    const json = await body(res);
    expect(json.status).toBe("starting");
    expect(json.startup).toMatchObject({ state: "building", step: "derive" });
  });

  it("serves the SPA shell marked for the status page, and the API reference", async () => {
    const shell = await t.app.request("/en-HK/fundFilter");
    expect(shell.status).toBe(200);
    const html = await shell.text();
    expect(html).toContain('id="root"');
    expect(html).toContain('<meta name="fundpilot-startup" content="building">');
    expect((await t.app.request("/v1/openapi.json")).status).toBe(200);
  });

  it("reports a failure as failed, and data calls keep answering 503", async () => {
    const failing = createStartupStatus();
    failing.failed();
    const f = await createTestApp({ startup: failing });
    try {
      const res = await f.app.request("/v1/pub/fund/resouce/dictionary/company?lang=en");
      expect(res.status).toBe(503);
      expect((await body(res)).innerMessage).toBe(
        "FundPilot could not prepare its data. Please try again later.",
      );
      expect((await body(await f.app.request("/v1/pub/startup"))).data.state).toBe("failed");
    } finally {
      await f.close();
    }
  });
});

describe("once the data is ready", () => {
  beforeAll(async () => {
    await loadTestUniverse(t.backend.store);
    startup.ready();
  });

  it("data calls answer 200 and the status says ready", async () => {
    const res = await t.json("POST", "/v1/pub/fund/selection/list?lang=en", {});
    expect(res.status).toBe(200);
    expect(res.headers.get("retry-after")).toBeNull();
    const json = await body(await t.app.request("/v1/pub/startup"));
    expect(json.data).toMatchObject({ state: "ready", step: null });
  });

  it("/healthz answers 200 with the data, and the shell is unmarked", async () => {
    const res = await t.app.request("/healthz");
    expect(res.status).toBe(200);
    const json = await body(res);
    expect(json.startup.state).toBe("ready");
    expect(json.data.products).toBeGreaterThan(0);
    // the data served and the stored prices, both dated
    expect(json.data.universeAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(json.data.universeAsOf).toBe(json.data.asOf);
    expect(await (await t.app.request("/en-HK/fundFilter")).text()).not.toContain("fundpilot-startup");
  });
});
