import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../helpers/test-app";
import { bearerFor } from "../helpers/tokens";
import { loadTestUniverse } from "../helpers/universe";

/**
 * The security headers on every kind of answer — JSON (envelope and plain), the SPA's HTML, a
 * static asset, 404s, 413s (JSON and upload), a 401, a 429 and a file download — and the body limits:
 * JSON over 1 MiB and uploads over 5 MB are 413 envelopes. HSTS only when the public URL is https.
 */
let https: TestApp;
let http: TestApp;
let fundCode = "";

beforeAll(async () => {
  https = await createTestApp({ env: { APP_URL: "https://fundpilot.example", TRUST_PROXY: "true" } });
  http = await createTestApp();
  await loadTestUniverse(https.deps.store);
  const table = await https.deps.metrics.get();
  fundCode = table.text.code[0]!;
}, 120_000);
afterAll(async () => {
  await https?.close();
  await http?.close();
});

const MiB = 1024 * 1024;

function multipart(bytes: number): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = "----fuzzboundary";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes + tail.length);
  body.set(head, 0);
  body.set(tail, head.length + bytes);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** A request as `app.request` and `fetch` take it. */
type Call = [path: string, init?: RequestInit];

/** Every answer kind, as [name, expected status, request]. */
const kinds: [string, number, (t: TestApp) => Call | Promise<Call>][] = [
  ["a JSON envelope", 200, () => ["/v1/pub/benchmarks?lang=en"]],
  ["plain JSON (/healthz)", 200, () => ["/healthz"]],
  ["the SPA's HTML", 200, () => ["/en-HK/fundFilter"]],
  ["a static asset", 200, () => ["/assets/app-abc123.js"]],
  ["the API reference", 200, () => ["/v1/docs"]],
  ["an API 404", 404, () => ["/v1/pub/no-such-route"]],
  ["a page 404", 404, () => ["/no/such/page"]],
  ["a missing asset 404", 404, () => ["/assets/missing-123.js"]],
  ["a 401", 401, () => ["/v1/app/user/info"]],
  [
    "a signed-in JSON answer",
    200,
    async (t) => ["/v1/app/alerts/count", { headers: await bearerFor(t.deps.secrets.jwt) }],
  ],
  [
    "a JSON body over 1 MiB (413)",
    413,
    () => [
      "/v1/pub/check-email",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "a".repeat(MiB) }),
      },
    ],
  ],
  [
    "an upload over 5 MB (413)",
    413,
    () => {
      const { body, type } = multipart(5 * MiB + 200 * 1024);
      return ["/v1/pub/upload/image", { method: "POST", headers: { "content-type": type }, body }];
    },
  ],
];

/** Through the app in process (`app.request`: Hono's own headers). */
const inProcess = async (t: TestApp, call: Call | Promise<Call>) => t.app.request(...(await call));

/**
 * Over a socket to the app served as `npm start` serves it (the headers every answer carries go
 * onto Node's response there). Node's client, which reads the answer even when the server closes
 * before the whole body is sent (a 413).
 */
async function overSocket(
  url: string,
  call: Call | Promise<Call>,
): Promise<{ status: number; headers: Headers }> {
  const [path, init = {}] = await call;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}${path}`,
      { method: init.method ?? "GET", headers: init.headers as Record<string, string> | undefined },
      (res) => {
        res.resume();
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
        resolve({ status: res.statusCode ?? 0, headers });
      },
    );
    req.on("error", reject);
    req.end(init.body as string | Uint8Array | undefined);
  });
}

/** What the transport adds or varies per answer: left out when answers are compared. */
const TRANSPORT = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "x-request-id",
]);
const headerList = (headers: Headers) => [...headers].filter(([name]) => !TRANSPORT.has(name));

function expectSecurityHeaders(res: { headers: Headers }, hsts: boolean) {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  if (hsts) expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
  else expect(res.headers.get("strict-transport-security")).toBeNull();
}

describe("security headers on every kind of answer", () => {
  it.each(kinds)("behind https: %s", async (_, status, request) => {
    const res = await inProcess(https, request(https));
    expect(res.status).toBe(status);
    expectSecurityHeaders(res, true);
  });

  it.each(kinds)("over plain http, no HSTS: %s", async (_, status, request) => {
    const res = await inProcess(http, request(http));
    expect(res.status).toBe(status);
    expectSecurityHeaders(res, false);
  });

  it("a file download (a product's factsheet PDF) carries them, with its own type", async () => {
    const res = await https.app.request(
      `/v1/pub/factsheet/${encodeURIComponent(fundCode)}?type=factsheet&lang=en`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/pdf");
    expectSecurityHeaders(res, true);
  });

  it("a 429 carries them, with Retry-After", async () => {
    let res: Response | undefined;
    for (let i = 0; i < 25 && res?.status !== 429; i++)
      res = await https.app.request("/v1/pub/check-email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.77" },
        body: "{}",
      });
    expect(res?.status).toBe(429);
    expect(res?.headers.get("retry-after")).toMatch(/^\d+$/);
    expectSecurityHeaders(res!, true);
  });

  it.each(kinds)("served over a socket, the same headers as in process: %s", async (_, status, request) => {
    const served = await listen(https.app);
    try {
      const res = await overSocket(served.url, request(https));
      expect(res.status).toBe(status);
      expectSecurityHeaders(res, true);
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      const same = await inProcess(https, request(https));
      expect(headerList(res.headers)).toEqual(headerList(same.headers));
    } finally {
      await served.close();
    }
  });

  it("served over a socket, a rate-limited answer carries its figures and a 429 its Retry-After", async () => {
    const served = await listen(https.app);
    try {
      const list: Call = [
        "/v1/pub/fund/selection/list?lang=en",
        {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.78" },
          body: JSON.stringify({ page: 1, pageSize: 5 }),
        },
      ];
      const listed = await overSocket(served.url, list);
      expect(listed.status).toBe(200);
      expect(listed.headers.get("ratelimit-limit")).toBe("300");
      expect(listed.headers.get("ratelimit-remaining")).toBe("299");
      expectSecurityHeaders(listed, true);
      let res: { status: number; headers: Headers } | undefined;
      for (let i = 0; i < 25 && res?.status !== 429; i++)
        res = await overSocket(served.url, [
          "/v1/pub/check-email",
          {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.79" },
            body: "{}",
          },
        ]);
      expect(res?.status).toBe(429);
      expect(res?.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(res?.headers.get("ratelimit-remaining")).toBe("0");
      expectSecurityHeaders(res!, true);
      const mine = await overSocket(served.url, [
        "/v1/app/alerts/count",
        { headers: await bearerFor(https.deps.secrets.jwt) },
      ]);
      expect(mine.status).toBe(200);
      expect(mine.headers.get("cache-control")).toBe("no-store");
    } finally {
      await served.close();
    }
  });

  it("413 answers are FAILURE envelopes that close the connection", async () => {
    for (const [name, , request] of kinds.filter(([, status]) => status === 413)) {
      const res = await inProcess(http, request(http));
      const json = (await res.json()) as { status: string; error: { code: number } };
      expect(json.status, name).toBe("FAILURE");
      expect(String(json.error.code)).toMatch(/^413/);
      expect(res.headers.get("connection"), name).toBe("close");
    }
  });
});
