/**
 * Share links, posters and image uploads over HTTP on the small demo universe (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): owner checks, privacy of the public view, revocation,
 * the poster's PNG, and uploads judged by their content.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "../../../shared/api/sharing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { users } from "../../store/schema";
import { POSTER_HEIGHT, POSTER_WIDTH } from "./poster";

let t: TestApp;
let codes: string[];
const headers = new Map<string, Record<string, string>>();

async function user(id: string): Promise<Record<string, string>> {
  const known = headers.get(id);
  if (known) return known;
  await t.deps.store.db
    .insert(users)
    .values({ id, email: `${id}@example.com` })
    .onConflictDoNothing();
  const h = await bearerFor(t.deps.secrets.jwt, {
    userId: id,
    email: `${id}@example.com`,
    authLevel: 2,
    licenseStatus: 2,
  });
  headers.set(id, h);
  return h;
}

type Answer = { status: number; data: any; error: any; innerMessage: string | null; raw: string };
async function call(method: string, url: string, who: string | null, body?: unknown): Promise<Answer> {
  const res = await t.json(method, url, body, who ? await user(who) : {});
  const raw = await res.text();
  return { ...(JSON.parse(raw) as Omit<Answer, "status" | "raw">), status: res.status, raw };
}

async function upload(bytes: Uint8Array, name: string, type: string, lang = "en") {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  const res = await t.app.request(`/v1/pub/upload/image?lang=${lang}`, { method: "POST", body: form });
  const json = (await res.json()) as { data: any; error: any; innerMessage: string };
  return { ...json, status: res.status, rateLimit: res.headers.get("RateLimit-Limit") };
}

/** PNG width and height from the IHDR chunk. */
const pngSize = (b: Uint8Array) => {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: v.getUint32(16), height: v.getUint32(20) };
};
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let portfolioId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: "https://fundpilot.example" } });
  await loadTestUniverse(t.deps.store);
  const table = await t.deps.metrics.get();
  codes = [];
  for (let row = 0; row < table.size && codes.length < 2; row++)
    if (
      table.text.productType[row] === "fund" &&
      table.text.currency[row] === "USD" &&
      table.flags.isStrategy[row] !== 1
    )
      codes.push(table.text.code[row]!);
  const made = await call("POST", "/v1/app/portfolios", "u-owner", {
    name: "Retirement core",
    createMethod: "diy",
    productType: "fund",
    holdings: [
      { fundCode: codes[0], weight: 60 },
      { fundCode: codes[1], weight: 40 },
    ],
    settings: { rebalance: "none" },
  });
  expect(made.status).toBe(200);
  portfolioId = made.data.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("share links", () => {
  it("answers 401 without a token", async () => {
    expect((await call("POST", "/v1/app/share", null, { kind: "fund", id: codes[0] })).status).toBe(401);
    expect((await call("GET", "/v1/app/share", null)).status).toBe(401);
  });

  it("shares a portfolio; the public view has its figures and no private data", async () => {
    const made = await call("POST", "/v1/app/share?lang=en", "u-owner", {
      kind: "portfolio",
      id: portfolioId,
    });
    expect(made.status).toBe(200);
    expect(made.data.url).toBe(`/s/${made.data.hash}`);
    expect(made.data.posterPngUrl).toBe(`/v1/pub/share/${made.data.hash}/poster.png?lang=en`);
    expect(made.data.hash).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const view = await call("GET", `/v1/pub/share/${made.data.hash}?lang=en`, null);
    expect(view.status).toBe(200);
    expect(view.data).toMatchObject({ kind: "portfolio", title: "Retirement core" });
    expect(view.data.figures.map((f: { label: string }) => f.label)).toContain("Annualized return");
    expect(view.data.chart.length).toBeGreaterThan(10);
    expect(view.data.markdown).toContain("| Product | Weight |");
    expect(view.data.disclaimer).toMatch(/not investment advice/);
    // nothing of the owner, and no internal id but the hash
    expect(view.raw).not.toContain("u-owner");
    expect(view.raw).not.toContain("@example.com");
    expect(view.raw).not.toContain(portfolioId);
    expect(Object.keys(view.data).sort()).toEqual(
      ["chart", "chartLabel", "disclaimer", "figures", "kind", "markdown", "subtitle", "title"].sort(),
    );

    const limited = await t.app.request(`/v1/pub/share/${made.data.hash}`);
    expect(limited.headers.get("RateLimit-Limit")).toBe("300");

    const tw = await call("GET", `/v1/pub/share/${made.data.hash}?lang=zh_TW`, null);
    expect(tw.data.figures.map((f: { label: string }) => f.label)).toContain("年化回報");
  });

  it("shares a product for any user, in the request's language", async () => {
    const made = await call("POST", "/v1/app/share?lang=zh_CN", "u-reader", { kind: "fund", id: codes[0] });
    expect(made.status).toBe(200);
    const view = await call("GET", `/v1/pub/share/${made.data.hash}?lang=zh_CN`, null);
    expect(view.status).toBe(200);
    expect(view.data.kind).toBe("fund");
    expect(view.data.subtitle).toContain(codes[0]);
    expect(view.data.figures[0].label).toBe("1 年回报");
    expect(view.data.chart[0][1]).toBeCloseTo(100, 6);
    expect(view.raw).not.toContain("u-reader");
    // the same product in the same language keeps one link
    const again = await call("POST", "/v1/app/share?lang=zh_CN", "u-reader", { kind: "fund", id: codes[0] });
    expect(again.data.hash).toBe(made.data.hash);
  });

  it("answers 404 for another user's portfolio, an unknown product and an unknown kind's id", async () => {
    const other = await call("POST", "/v1/app/share?lang=en", "u-intruder", {
      kind: "portfolio",
      id: portfolioId,
    });
    expect(other.status).toBe(404);
    expect(other.error.code).toBe(40400001);
    const product = await call("POST", "/v1/app/share?lang=en", "u-intruder", {
      kind: "fund",
      id: "NOPE0000",
    });
    expect(product.status).toBe(404);
    expect(product.error.code).toBe(80610001);
    const report = await call("POST", "/v1/app/share?lang=en", "u-owner", {
      kind: "report",
      id: "rp_missing",
    });
    expect(report.status).toBe(404);
    const bad = await call("POST", "/v1/app/share?lang=en", "u-owner", { kind: "chart", id: "x" });
    expect(bad.status).toBe(400);
  });

  it("lists my links only, and revokes: the page and the poster answer 404 after", async () => {
    const made = await call("POST", "/v1/app/share?lang=en", "u-revoker", { kind: "fund", id: codes[1] });
    const mine = await call("GET", "/v1/app/share", "u-revoker");
    expect(mine.data.map((s: { hash: string }) => s.hash)).toEqual([made.data.hash]);
    expect(mine.data[0]).toMatchObject({ kind: "fund", url: made.data.url });
    expect((await call("GET", "/v1/app/share", "u-intruder")).data).toEqual([]);

    // another user cannot revoke it
    expect((await call("DELETE", `/v1/app/share/${made.data.hash}`, "u-intruder")).status).toBe(404);
    expect((await call("GET", `/v1/pub/share/${made.data.hash}`, null)).status).toBe(200);

    expect((await call("DELETE", `/v1/app/share/${made.data.hash}`, "u-revoker")).status).toBe(200);
    const gone = await call("GET", `/v1/pub/share/${made.data.hash}?lang=en`, null);
    expect(gone.status).toBe(404);
    expect(gone.innerMessage).toBeTruthy();
    expect((await t.app.request(`/v1/pub/share/${made.data.hash}/poster.png`)).status).toBe(404);
    expect((await call("GET", "/v1/app/share", "u-revoker")).data).toEqual([]);
    expect((await call("GET", "/v1/pub/share/unknownhash1234", null)).status).toBe(404);
  });
});

describe("poster", () => {
  it("is a 1080×1350 PNG in the share's language", async () => {
    const made = await call("POST", "/v1/app/share?lang=zh_TW", "u-owner", {
      kind: "portfolio",
      id: portfolioId,
    });
    const res = await t.app.request(made.data.posterPngUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = new Uint8Array(await res.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: POSTER_WIDTH, height: POSTER_HEIGHT });
    expect({ width: POSTER_WIDTH, height: POSTER_HEIGHT }).toEqual({ width: 1080, height: 1350 });
    // not a blank page: the poster carries text, chart and QR code in several tones
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! < 100) dark++;
    expect(dark / (info.width * info.height)).toBeGreaterThan(0.02);
  }, 60_000);
});

describe("image upload", () => {
  it("accepts a PNG, re-encodes it within the size limit, and serves it", async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const res = await upload(new Uint8Array(big), "avatar.png", "image/png");
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ contentType: "image/png", width: 2048, height: 1024 });
    expect(res.rateLimit).toBe("30");
    const served = await t.app.request(res.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 2048, 1024]);
  });

  it("judges by content: a JPEG named .png is stored as a JPEG", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#aa0000" } })
      .jpeg()
      .toBuffer();
    const res = await upload(new Uint8Array(jpeg), "photo.png", "image/png");
    expect(res.status).toBe(200);
    expect(res.data.contentType).toBe("image/jpeg");
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#00aa00" } })
      .webp()
      .toBuffer();
    const w = await upload(new Uint8Array(webp), "photo.jpg", "image/jpeg");
    expect(w.data).toMatchObject({ contentType: "image/webp", width: 40, height: 30 });
  });

  it("rejects a renamed non-image with a localized 415", async () => {
    const text = new TextEncoder().encode("#!/bin/sh\necho not an image\n".repeat(20));
    const en = await upload(text, "cat.png", "image/png", "en");
    expect(en.status).toBe(415);
    expect(en.error.code).toBe(41500002);
    expect(en.innerMessage).toBe("Only PNG, JPEG or WebP images can be uploaded.");
    const tw = await upload(text, "cat.jpg", "image/jpeg", "zh_TW");
    expect(tw.innerMessage).toBe("只可上載 PNG、JPEG 或 WebP 圖片。");
    // a PNG signature over garbage does not decode
    const fake = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...new Uint8Array(200).fill(7),
    ]);
    expect((await upload(fake, "x.png", "image/png")).status).toBe(415);
    // a GIF is not accepted
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect((await upload(new Uint8Array(gif), "x.gif", "image/gif")).error.code).toBe(41500002);
  });

  it("rejects a file over 5 MB with a localized 413", async () => {
    const huge = new Uint8Array(IMAGE_MAX_BYTES + 1);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(huge, "big.png", "image/png", "zh_CN");
    expect(res.status).toBe(413);
    expect(res.error.code).toBe(41300002);
    expect(res.innerMessage).toBe("图片大于 5 MB。");
  });

  it("answers 400 without a file and 404 for an unknown image", async () => {
    const form = new FormData();
    form.append("note", "no file");
    const res = await t.app.request("/v1/pub/upload/image", { method: "POST", body: form });
    expect(res.status).toBe(400);
    expect((await t.app.request("/v1/pub/upload/image/unknownimage123")).status).toBe(404);
  });
});
