/**
 * The report PDFs as a reader sees them: every page is drawn to an image (pdf.js on a Skia
 * canvas) and judged by its pixels — how many pages, a cover that is not blank and names the
 * adviser and the institution, and Chinese text drawn as glyphs (each character its own shape:
 * a missing font would leave the places empty or draw the same "tofu" box for every character).
 * With REPORT_PNG_DIR set, the page images are written there to look at.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { institutions, users } from "../../store/schema";

/** Pixels per PDF point: A4 becomes 1191 × 1684 pixels. */
const SCALE = 2;
/** Grey levels (0 black – 255 white) below which a pixel counts as ink. */
const INK = 160;
const CJK = /^[\u3400-\u9fff\uf900-\ufaff]+$/;

type TextItem = { str: string; x: number; y: number; width: number; fontSize: number };
type RenderedPage = { width: number; height: number; grey: Uint8Array; png: Buffer; items: TextItem[] };
type Box = { left: number; top: number; width: number; height: number };

/** Opens a PDF and draws every page, with its text items and their positions (PDF points). */
async function renderPdf(bytes: Uint8Array): Promise<RenderedPage[]> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: RenderedPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: SCALE });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const rgba = context.getImageData(0, 0, width, height).data;
    const grey = new Uint8Array(width * height);
    for (let i = 0; i < grey.length; i++)
      grey[i] = Math.round(0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      "str" in item && item.str.trim() !== ""
        ? [
            {
              str: item.str,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              width: item.width,
              fontSize: Math.hypot(item.transform[2] as number, item.transform[3] as number),
            },
          ]
        : [],
    );
    // PDF y grows upwards from the page's foot; the image's grows downwards from its head.
    const pageHeight = viewport.height / SCALE;
    pages.push({
      width,
      height,
      grey,
      png: canvas.toBuffer("image/png"),
      items: items.map((i) => ({ ...i, y: pageHeight - i.y })),
    });
  }
  return pages;
}

/** The pixel box of a text run (from a little above the ascender to below the baseline). */
const boxOf = (item: TextItem, from = 0, to = item.width): Box => ({
  left: Math.floor((item.x + from) * SCALE),
  top: Math.floor((item.y - item.fontSize * 0.95) * SCALE),
  width: Math.floor((to - from) * SCALE),
  height: Math.ceil(item.fontSize * 1.2 * SCALE),
});

function pixels(page: RenderedPage, box: Box): number[] {
  const out: number[] = [];
  for (let y = box.top; y < box.top + box.height; y++)
    for (let x = box.left; x < box.left + box.width; x++) out.push(page.grey[y * page.width + x]!);
  return out;
}

const inkShare = (values: number[]) => values.filter((v) => v < INK).length / values.length;

function stdev(values: ArrayLike<number>): number {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    squares += values[i]! * values[i]!;
  }
  const mean = sum / values.length;
  return Math.sqrt(squares / values.length - mean * mean);
}

/**
 * The character cells of a run of Chinese text (full-width: the run's width split evenly): each
 * must carry ink, and two different characters must not look alike (mean grey difference).
 */
function cjkCells(page: RenderedPage, item: TextItem): { ink: number[]; leastDifference: number } {
  const chars = [...item.str];
  const step = item.width / chars.length;
  const cells = chars.map((_, i) => pixels(page, boxOf(item, i * step, (i + 1) * step)));
  let leastDifference = Number.POSITIVE_INFINITY;
  for (let a = 0; a < cells.length; a++)
    for (let b = a + 1; b < cells.length; b++) {
      if (chars[a] === chars[b]) continue;
      const n = Math.min(cells[a]!.length, cells[b]!.length);
      let diff = 0;
      for (let i = 0; i < n; i++) diff += Math.abs(cells[a]![i]! - cells[b]![i]!);
      leastDifference = Math.min(leastDifference, diff / n);
    }
  return { ink: cells.map(inkShare), leastDifference };
}

function savePages(name: string, pages: RenderedPage[]) {
  const dir = process.env.REPORT_PNG_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  pages.forEach((p, i) => {
    writeFileSync(path.join(dir, `${name}-${i + 1}.png`), p.png);
  });
}

let t: TestApp;
let adviserPages: RenderedPage[];
let personalPages: RenderedPage[];
let personalTitle: string;

async function reportPdf(userId: string, audience: "adviser" | "personal", code: string) {
  const h = await bearerFor(t.deps.secrets.jwt, {
    userId,
    email: `${userId}@example.com`,
    authLevel: 2,
    licenseStatus: 2,
  });
  const made = await t.json(
    "POST",
    "/v1/app/reports?lang=zh_TW",
    { fundCode: code, audience, disclaimerAccepted: true },
    h,
  );
  expect(made.status).toBe(200);
  const report = ((await made.json()) as { data: { id: string; title: string } }).data;
  const pdf = await t.json("GET", `/v1/app/reports/${report.id}/pdf`, undefined, h);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  return { report, bytes: new Uint8Array(await pdf.arrayBuffer()) };
}

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  const table = await t.deps.metrics.get();
  const [code] = [...table.rowOf.entries()].find(
    ([, row]) => table.text.category[row] && !Number.isNaN(table.numeric.return1y[row]!),
  )!;
  const db = t.deps.store.db;
  const [inst] = await db.insert(institutions).values({ name: "Harbour Wealth Partners" }).returning();
  for (const id of ["u-pdf-adviser", "u-pdf-personal"])
    await db
      .insert(users)
      .values({ id, email: `${id}@example.com`, authLevel: 2, licenseStatus: 2 })
      .onConflictDoNothing();
  await db
    .update(users)
    .set({ firstName: "Mei", lastName: "Chan", institutionId: inst!.id })
    .where(eq(users.id, "u-pdf-adviser"));
  const adviser = await reportPdf("u-pdf-adviser", "adviser", code);
  const personal = await reportPdf("u-pdf-personal", "personal", code);
  adviserPages = await renderPdf(adviser.bytes);
  personalPages = await renderPdf(personal.bytes);
  personalTitle = personal.report.title;
  savePages("adviser-zh_TW", adviserPages);
  savePages("personal-zh_TW", personalPages);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const textOf = (page: RenderedPage) => page.items.map((i) => i.str).join("");
const itemOn = (page: RenderedPage, text: string) => page.items.find((i) => i.str.includes(text));

describe("report PDFs drawn as page images (Traditional Chinese)", () => {
  it("the adviser PDF has a cover and body pages, each numbered 'page n of N'", () => {
    expect(adviserPages.length).toBeGreaterThanOrEqual(2);
    adviserPages.forEach((page, i) => {
      expect(textOf(page).replace(/\s+/g, "")).toContain(`第${i + 1}頁，共${adviserPages.length}頁`);
      expect([page.width, page.height]).toEqual([1191, 1684]);
    });
  });

  it("the cover is not blank and shows the adviser, the institution and the report kind", () => {
    const cover = adviserPages[0]!;
    // a blank page is one grey level everywhere; the cover has a tinted band, a title and lines
    expect(stdev(cover.grey)).toBeGreaterThan(20);
    expect(inkShare(Array.from(cover.grey))).toBeGreaterThan(0.005);
    for (const text of ["Mei Chan", "Harbour Wealth Partners", "客戶會談報告"]) {
      const item = itemOn(cover, text);
      expect(item, text).toBeDefined();
      expect(inkShare(pixels(cover, boxOf(item!))), text).toBeGreaterThan(0.05);
    }
    // the body follows on its own page, not on the cover
    expect(textOf(cover)).not.toContain("摘要");
    expect(textOf(adviserPages[1]!)).toContain("摘要");
  });

  it("draws Chinese characters as glyphs on the cover and in the body (not empty, not tofu)", () => {
    const kind = cjkCells(adviserPages[0]!, itemOn(adviserPages[0]!, "客戶會談報告")!);
    for (const ink of kind.ink) expect(ink).toBeGreaterThan(0.03);
    expect(kind.leastDifference).toBeGreaterThan(8);
    const heading = adviserPages[1]!.items.find((i) => CJK.test(i.str) && new Set(i.str).size >= 4);
    expect(heading).toBeDefined();
    const body = cjkCells(adviserPages[1]!, heading!);
    for (const ink of body.ink) expect(ink).toBeGreaterThan(0.03);
    expect(body.leastDifference).toBeGreaterThan(8);
  });

  it("the personal PDF has no cover: its first page opens with the title and Chinese text drawn", () => {
    expect(personalPages.length).toBeGreaterThanOrEqual(1);
    expect(personalPages.length).toBeLessThan(adviserPages.length);
    const first = personalPages[0]!;
    expect(textOf(first)).toContain(personalTitle);
    expect(textOf(first)).not.toContain("Mei Chan");
    expect(stdev(first.grey)).toBeGreaterThan(20);
    const run = first.items.find((i) => CJK.test(i.str) && new Set(i.str).size >= 4);
    expect(run).toBeDefined();
    const cells = cjkCells(first, run!);
    for (const ink of cells.ink) expect(ink).toBeGreaterThan(0.03);
    expect(cells.leastDifference).toBeGreaterThan(8);
    const last = personalPages.at(-1)!;
    expect(textOf(last).replace(/\s+/g, "")).toContain("免責聲明");
  });
});
