import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { type AssistantTestApp, assistantTestApp } from "../../server/assistant/tools/test-support";
import {
  type Endpoint,
  type EndpointKey,
  endpointKeys,
  endpoints,
  splitEndpointKey,
} from "../../shared/api/endpoints";

/**
 * A seeded fuzzer over every route of the contract: malformed paths, queries, bodies and tokens
 * (wrong types, huge strings, deep JSON, unicode edge cases, negative/NaN/huge numbers, missing
 * and extra fields, bad enums, SQL/HTML/JS payloads, path traversal). Every answer must be below
 * 500; a failure is the FAILURE envelope with a 4xx and a message without a stack trace or SQL;
 * a success is a SUCCESS envelope (or the route's file, stream or redirect).
 * Reproduce a run with FUZZ_SEED=<seed printed> npx vitest run tests/integration/fuzz.test.ts.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** At least 20,000 in CI; FUZZ_TOTAL changes it for a local look. */
const TOTAL = Number(process.env.FUZZ_TOTAL ?? 20_000);
const CONCURRENCY = 8;

let t: AssistantTestApp;
let premium: Record<string, string>;
let pro: Record<string, string>;
let knownCode = "";

beforeAll(async () => {
  t = await assistantTestApp();
  premium = await t.headers("premium", "u-fuzz-premium");
  pro = await t.headers("pro", "u-fuzz-pro");
  const table = await t.deps.metrics.get();
  knownCode = table.text.code[0] ?? "";
  if (process.env.FUZZ_LOG) t.deps.logger.level = "error";
}, 120_000);
afterAll(() => t?.close());

// ---- generators ----

const huge = "A".repeat(200_000);
const hugeCjk = "環球".repeat(50_000);
const payloads = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT password FROM users --",
  "%' AND 1=CAST((SELECT version()) AS int) --",
  "$1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(document.cookie)",
  "{{constructor.constructor('return process')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, sent as text
  "${7*7}",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "....//....//etc/passwd",
  "/dev/zero",
  "\u0000",
  "abc\u0000def",
  "\ud800",
  "\udfff x",
  "\u202e\u202d",
  "\u200b\u200c\u200d\ufeff",
  "𝓕𝓾𝓷𝓭",
  "👨‍👩‍👧‍👦",
  "ﷺ",
  "e\u0301\u0301\u0301\u0301",
  "Ω≈ç√∫",
  "環球",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "-0",
  "9007199254740993",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  " ",
  "",
  "\n\r\t",
  huge,
  hugeCjk,
  "mp-1",
  "2026-02-30",
  "9999-12-31",
  "0000-00-00",
];
const numbers = [
  -1,
  0,
  -0,
  1.5,
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31),
  0.000001,
  101,
  1000000,
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...payloads) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const nastyScalar = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom(...numbers) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** The field names of an object schema (or of a union of them), for bodies and queries close to real ones. */
function keysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape && typeof shape === "object") return Object.keys(shape);
  if (Array.isArray(def.options)) return [...new Set(def.options.flatMap((o) => keysOf(o as z.ZodType)))];
  for (const inner of ["in", "innerType", "schema"]) if (def[inner]) return keysOf(def[inner] as z.ZodType);
  return [];
}

/** An object with some of the schema's fields (any value), and sometimes extra ones. */
function objectNear(keys: string[]) {
  const fields = keys.length
    ? fc
        .subarray(keys)
        .chain((picked) => fc.tuple(...picked.map(() => nastyValue)).map((v) => ({ picked, v })))
    : fc.constant({ picked: [] as string[], v: [] as unknown[] });
  return fc
    .tuple(
      fields,
      fc.dictionary(fc.constantFrom("__proto__", "constructor", "extra", "$where", "id"), nastyValue, {
        maxKeys: 2,
      }),
    )
    .map(([{ picked, v }, extra]) => {
      const out: Record<string, unknown> = Object.fromEntries(picked.map((k, i) => [k, v[i]]));
      for (const [k, value] of Object.entries(extra)) out[k] = value;
      return out;
    });
}

/** A raw body: JSON of a value, or text that is not what the server expects. */
function bodyOf(keys: string[]): fc.Arbitrary<{ text?: string; type?: string }> {
  const json = (value: unknown) => ({ text: JSON.stringify(value), type: "application/json" });
  return fc.oneof(
    { weight: 8, arbitrary: objectNear(keys).map(json) },
    { weight: 2, arbitrary: nastyValue.map(json) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 60_000 }).map((depth) => ({
        text: `${"[".repeat(depth)}${"]".repeat(depth)}`,
        type: "application/json",
      })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 30_000 }).map((depth) => ({
        text: `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
        type: "application/json",
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { text: "{", type: "application/json" },
        { text: '{"a":1,}', type: "application/json" },
        { text: "NaN", type: "application/json" },
        { text: "a=1&b=2", type: "application/x-www-form-urlencoded" },
        { text: "<xml/>", type: "text/xml" },
        { text: JSON.stringify({ a: huge.repeat(6) }), type: "application/json" },
        { text: "", type: "application/json" },
        {},
      ),
    },
  );
}

/** A URL-safe rendering of any string: lone surrogates become the invalid UTF-8 bytes a client could send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\ud800-\udfff]/g, "\u0000")
      .split("\u0000")
      .map((part) => encodeURIComponent(part))
      .join("%ED%A0%80");
  }
}

interface FuzzRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function requestOf(key: EndpointKey): fc.Arbitrary<FuzzRequest> {
  const entry: Endpoint = endpoints[key];
  const { method, path } = splitEndpointKey(key);
  const paramNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const queryKeys = [...keysOf(entry.query), "lang"];
  const param = fc.oneof(
    { weight: 5, arbitrary: nastyString.map(encode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("..", "../..", "%2e%2e", "..%2f..%2fetc%2fpasswd", "%00", knownCode),
    },
  );
  const query = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...queryKeys), nastyString),
      fc.oneof(nastyString, fc.constantFrom(...numbers).map(String)),
    ),
    { maxLength: 5 },
  );
  const auth = fc.constantFrom<"premium" | "pro" | "none" | "garbage">(
    "premium",
    "premium",
    "pro",
    "none",
    "garbage",
  );
  const body: fc.Arbitrary<{ text?: string; type?: string }> =
    method === "GET" ? fc.constant({}) : bodyOf(keysOf(entry.body));
  return fc
    .record({
      params: fc.tuple(...paramNames.map(() => param)),
      query,
      auth,
      body,
      ip: fc.ipV4(),
    })
    .map(({ params, query, auth, body, ip }) => {
      let i = 0;
      const filled = path.replace(/\{\w+\}/g, () => params[i++] || "x");
      const search = query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");
      const headers: Record<string, string> = { "x-forwarded-for": ip };
      if (auth === "premium") Object.assign(headers, premium);
      if (auth === "pro") Object.assign(headers, pro);
      if (auth === "garbage") headers.authorization = "Bearer eyJhbGciOiJub25lIn0.e30.";
      if (body.type) headers["content-type"] = body.type;
      return { url: `${filled}${search ? `?${search}` : ""}`, method, headers, body: body.text };
    });
}

// ---- checks ----

const STACK = /\n\s+at |node_modules|\.ts:\d+|\.js:\d+|file:\/\//;
const SQL =
  /\b(select|insert|update|delete)\b[^.]*\b(from|into|set|where)\b|syntax error at|relation "|violates|duplicate key|pglite|postgres/i;

/** How many answers had each status, printed with the count. */
const statuses = new Map<number, number>();

async function problemOf(key: EndpointKey, req: FuzzRequest): Promise<string | undefined> {
  let res: Response;
  try {
    res = await t.app.request(req.url, { method: req.method, headers: req.headers, body: req.body });
  } catch (err) {
    return `threw ${String(err).slice(0, 200)}`;
  }
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  const entry: Endpoint = endpoints[key];
  const type = res.headers.get("content-type") ?? "";
  const readable = type.includes("json") || res.status >= 400;
  // a file or stream is read to its end (a stream that fails half-way throws here)
  const text = readable ? await res.text() : "";
  if (!readable) await res.arrayBuffer();
  if (res.status >= 500) return `${res.status} ${text.slice(0, 300)}`;
  if (res.status >= 300 && res.status < 400)
    return entry.answer === "redirect" ? undefined : `${res.status} redirect`;
  if (res.status >= 400 || entry.answer === undefined) {
    let json: { status?: string; error?: { code?: unknown; message?: unknown }; innerMessage?: unknown };
    try {
      json = JSON.parse(text);
    } catch {
      return `${res.status} not JSON: ${text.slice(0, 200)}`;
    }
    if (res.status >= 400) {
      if (json.status !== "FAILURE" || typeof json.error?.code !== "number")
        return `${res.status} not a FAILURE envelope`;
      // a message may quote the caller's own input (an unknown id): that is not a leak
      const said = payloads.reduce(
        (text, payload) => (payload ? text.split(payload).join("") : text),
        `${String(json.error.message)} ${String(json.innerMessage)}`,
      );
      if (STACK.test(said)) return `${res.status} leaks a stack: ${said.slice(0, 300)}`;
      if (SQL.test(said)) return `${res.status} leaks SQL: ${said.slice(0, 300)}`;
    } else if (json.status !== "SUCCESS") return `${res.status} not a SUCCESS envelope`;
  }
  return undefined;
}

describe("fuzzing every route of the contract", () => {
  it(`answers ${TOTAL} malformed requests without a 5xx, each with a 4xx FAILURE envelope or a valid success`, async () => {
    const keys = endpointKeys;
    const perRoute = Math.ceil(TOTAL / keys.length);
    const queue: { key: EndpointKey; req: FuzzRequest; index: number }[] = [];
    keys.forEach((key, k) => {
      const samples = fc.sample(requestOf(key), { seed: SEED + k, numRuns: perRoute });
      samples.forEach((req, index) => {
        queue.push({ key, req, index });
      });
    });
    const started = performance.now();
    const problems: string[] = [];
    let next = 0;
    let sent = 0;
    const worker = async () => {
      while (next < queue.length) {
        const { key, req, index } = queue[next++]!;
        const problem = await problemOf(key, req);
        sent++;
        if (problem && problems.length < 30)
          problems.push(
            `${key} (seed ${SEED + endpointKeys.indexOf(key)}, sample ${index}) ${req.method} ${req.url.slice(0, 160)}: ${problem}`,
          );
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `fuzz: ${sent} requests over ${keys.length} routes in ${seconds.toFixed(1)} s (seed ${SEED}, ${CONCURRENCY} at a time); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    expect(problems).toEqual([]);
  }, 900_000);
});
