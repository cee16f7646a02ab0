import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCatalog } from "../../shared/api/errors";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor } from "../helpers/tokens";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const body = async (res: Response) => (await res.json()) as Record<string, any>;

describe("envelope and errors", () => {
  it("GET /v1/anything-unknown answers a 404 FAILURE envelope", async () => {
    const res = await t.app.request("/v1/anything-unknown");
    expect(res.status).toBe(404);
    const json = await body(res);
    expect(json).toMatchObject({
      status: "FAILURE",
      data: null,
      error: { code: errorCatalog.notFound.code },
    });
    expect(json.error.message).toContain("/v1/anything-unknown");
    expect(json.innerMessage).toBe("找不到所請求的資源。"); // default lang zh_TW
  });

  it.each([
    ["en", "The requested resource was not found."],
    ["zh_CN", "找不到所请求的资源。"],
    ["zh_TW", "找不到所請求的資源。"],
    ["xx", "找不到所請求的資源。"],
  ])("localizes innerMessage for lang=%s", async (lang, message) => {
    const json = await body(await t.app.request(`/v1/pub/nothing?lang=${lang}`));
    expect(json.innerMessage).toBe(message);
  });

  it("unknown /api and /algo-api paths are 404 envelopes too, for any method", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["DELETE", "/algo-api/nope"],
      ["POST", "/v1/pub/nope"],
    ] as const) {
      const res = await t.app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await body(res)).status).toBe("FAILURE");
    }
  });

  it.each(["/v1/pub/fund/selection/list", "/v1/anything", "/api/chat"])(
    "a malformed JSON body to %s is a 400 FAILURE envelope",
    async (path) => {
      const res = await t.json("POST", `${path}?lang=en`, '{"fundSortType": "aum_desc",');
      expect(res.status).toBe(400);
      const json = await body(res);
      expect(json.error.code).toBe(errorCatalog.validationFailed.code);
      expect(json.error.message).toBe("body: malformed JSON");
      expect(json.innerMessage).toBe("The request body is not valid JSON.");
    },
  );

  it("a non-JSON body is a 415 envelope", async () => {
    const res = await t.app.request("/v1/anything?lang=en", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(res.status).toBe(415);
    expect((await body(res)).error.code).toBe(errorCatalog.unsupportedMediaType.code);
  });

  it("a body over 1 MiB is a 413 envelope", async () => {
    const res = await t.json("POST", "/v1/anything", JSON.stringify({ x: "a".repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    expect((await body(res)).error.code).toBe(errorCatalog.payloadTooLarge.code);
  });

  it("over a socket, a 413 says the connection closes (the unread body is not drained)", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            port,
            host: "127.0.0.1",
            method: "POST",
            path: "/v1/pub/check-email",
            headers: { "content-type": "application/json", connection: "keep-alive" },
          },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode, connection: res.headers.connection });
          },
        );
        req.on("error", reject);
        req.end(JSON.stringify({ email: "a".repeat(2 * 1024 * 1024) }));
      });
      expect(answer).toEqual({ status: 413, connection: "close" });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("request context and headers", () => {
  it("echoes a sane X-Request-Id and mints one otherwise", async () => {
    const mine = await t.app.request("/healthz", { headers: { "x-request-id": "req-12345678" } });
    expect(mine.headers.get("x-request-id")).toBe("req-12345678");
    const bad = await t.app.request("/healthz", { headers: { "x-request-id": "<script>" } });
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends a CSP that allows the app itself only", async () => {
    const res = await t.app.request("/en-HK/fundFilter");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // the legacy header agrees with frame-ancestors 'none'
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("marks a signed-in caller's answers no-store, public data cacheable as before", async () => {
    const mine = await t.app.request("/v1/app/user/info?lang=en", {
      headers: await bearerFor(t.deps.secrets.jwt),
    });
    expect(mine.headers.get("cache-control")).toBe("no-store");
    const shared = await t.app.request("/v1/pub/benchmarks?lang=en");
    expect(shared.status).toBe(200);
    expect(shared.headers.get("cache-control")).toBeNull();
  });
});

describe("GET /healthz", () => {
  it("reports every backend up", async () => {
    const res = await t.app.request("/healthz");
    expect(res.status).toBe(200);
    const json = await body(res);
    expect(json.status).toBe("ok");
    expect(json.checks.store).toEqual({ status: "ok", backend: t.deps.store.kind });
    expect(json.checks.limits).toEqual({ status: "ok", backend: t.deps.limits.kind });
    expect(json.checks.mail.backend).toBe("dev-mailbox");
  });
});

describe("the SPA", () => {
  it.each([
    "/",
    "/home",
    "/en-HK/fundFilter",
    "/zh-Hant-HK/ETF-Filter",
    "/fundDetail",
    "/FUNDFILTER/",
    "/xx-YY/fundFilter",
    "/news/abc-1",
    "/zh-Hans-HK/chat/share/h4sh",
  ])("serves index.html for the web route %s", async (path) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain('<div id="root">');
  });

  it.each(["/no/such/page", "/xx-YY/whatever", "/en-HK/fundFilter/extra", "/chat", "/%E0%A4%A"])(
    "answers the unknown page %s with the app (its Page Not Found page) and a 404",
    async (path) => {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it("serves hashed assets with a long cache and 404s a missing file", async () => {
    const asset = await t.app.request("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await t.app.request("/assets/missing-123.js")).status).toBe(404);
    expect((await t.app.request("/logo-missing.png")).status).toBe(404);
  });
});

describe("API reference", () => {
  it("GET /v1/openapi.json documents the routes with the envelope schemas", async () => {
    const res = await t.app.request("/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = await body(res);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("FundPilot API");
    expect(doc.paths["/healthz"].get).toBeDefined();
    expect(doc.components.schemas.Health).toBeDefined();
  });

  it("GET /v1/openapi.json lists every code of the error catalogue with its HTTP status", async () => {
    const doc = await body(await t.app.request("/v1/openapi.json"));
    const description = doc.info.description as string;
    for (const [name, { code, httpStatus }] of Object.entries(errorCatalog)) {
      expect(description, name).toContain(`| ${code} | \`${name}\` | ${httpStatus} |`);
    }
    expect(description).not.toContain("errors:codes."); // every code has its en-HK message
  });

  it("GET /v1/docs renders Swagger UI from this origin only", async () => {
    const page = await (await t.app.request("/v1/docs")).text();
    expect(page).toContain('<div id="swagger-ui">');
    expect(page).not.toMatch(/https?:\/\//);
    for (const src of [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)) {
      const res = await t.app.request(src);
      expect(res.status, src).toBe(200);
    }
  });
});
