import { writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentRow, Product } from "../../../data/batch";
import {
  call,
  expectUnknownProduct,
  type ProductTestApp,
  pickCode,
  productTestApp,
  storedDocs,
  storedProduct,
} from "../test-support";
import { reportPeriod } from "./document.service";
import { isOpenableDocument } from "./document-links";

let t: ProductTestApp;
let hkFund: string;
let sgFund: string;
let etf: string;
beforeAll(async () => {
  t = await productTestApp();
  hkFund = await pickCode(
    t,
    sql`p.is_demo and p.product_type = 'fund' and (p.data->>'sfcAuthorised')::boolean`,
  );
  sgFund = await pickCode(
    t,
    sql`p.is_demo and (p.data->>'masRecognised')::boolean and not coalesce((p.data->>'sfcAuthorised')::boolean, false)`,
  );
  etf = await pickCode(t, sql`p.is_demo and p.product_type = 'etf'`);
});
afterAll(async () => {
  await t?.close();
});

/** The document at a listed URL, timed, with its text. */
async function open(url: string) {
  const started = performance.now();
  const res = await t.app.request(url);
  const ms = performance.now() - started;
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, ms };
}

async function textOf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(bytes.slice());
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, " ") };
}

/** Chinese text may come out of the PDF with spaces between runs; compare without any. */
const squeeze = (s: string) => s.replace(/\s+/g, "");

const HEADINGS: Record<string, Record<string, string>> = {
  factsheet: { en: "Trailing returns", zh_TW: "往績回報", zh_CN: "历史回报" },
  keyFacts: { en: "What are the key risks?", zh_TW: "主要風險是甚麼？", zh_CN: "主要风险是什么？" },
  prospectus: { en: "Risk disclosure", zh_TW: "風險披露", zh_CN: "风险披露" },
  annual: { en: "Distributions paid in the period", zh_TW: "期內派發的股息", zh_CN: "期内派发的股息" },
  semiannual: { en: "Distributions paid in the period", zh_TW: "期內派發的股息", zh_CN: "期内派发的股息" },
};

describe("GET /v1/pub/factsheet/{code}", () => {
  it("answers every listed document of a few products as a PDF in its language", async () => {
    const figures: string[] = [];
    for (const code of [hkFund, sgFund, etf]) {
      const { product } = await storedProduct(t, code);
      const listed = await call(t, "GET", `/v1/app/fund/document?fundCode=${code}&lang=en`);
      expect(listed.status).toBe(200);
      expect(listed.data.length).toBeGreaterThan(0);
      for (const doc of listed.data as DocumentRow[]) {
        const { res, bytes, ms } = await open(doc.url);
        expect(res.status, doc.url).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/pdf");
        expect(res.headers.get("content-disposition")).toBe(
          `inline; filename="${code}-${doc.type}-${doc.lang}.pdf"`,
        );
        expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
        const { pages, text } = await textOf(bytes);
        expect(pages).toBeGreaterThan(0);
        const name =
          doc.lang === "en"
            ? product.name
            : doc.lang === "zh_TW"
              ? product.name_zh_hant
              : product.name_zh_hans;
        expect(squeeze(text), `${doc.url} names the product`).toContain(squeeze(name ?? product.name));
        expect(text).toContain(code);
        expect(squeeze(text), `${doc.url} heading`).toContain(squeeze(HEADINGS[doc.type]![doc.lang]!));
        figures.push(`${doc.type}/${doc.lang} ${(bytes.length / 1024).toFixed(0)} KB ${ms.toFixed(0)} ms`);
        if (process.env.DOCS_OUT)
          writeFileSync(`${process.env.DOCS_OUT}/${code}-${doc.type}-${doc.lang}.pdf`, bytes);
      }
    }
    console.info(`documents generated (size, first request):\n${figures.join("\n")}`);
  });

  it("serves a document again from the cache", async () => {
    const url = `/v1/pub/factsheet/${hkFund}?type=factsheet&lang=zh_TW`;
    const first = await open(url);
    const again = await open(url);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it("answers 404 80610001 for an unknown product, in the request's language", async () => {
    const res = await t.app.request("/v1/pub/factsheet/NOPE123?type=factsheet&lang=zh_TW");
    const body = (await res.json()) as { status: string; error: { code: number }; innerMessage: string };
    expect(res.status).toBe(404);
    expect(body.status).toBe("FAILURE");
    expect(body.error.code).toBe(80610001);
    expect(body.innerMessage).toBe("找不到此產品。");
  });

  it("answers 404 40400001 for a type or language the product does not list", async () => {
    // an SG-only product lists no Chinese documents; no product lists a Chinese prospectus in zh_CN
    for (const url of [
      `/v1/pub/factsheet/${sgFund}?type=factsheet&lang=zh_TW`,
      `/v1/pub/factsheet/${hkFund}?type=prospectus&lang=zh_CN`,
    ]) {
      const res = await t.app.request(url);
      const body = (await res.json()) as { error: { code: number }; innerMessage: string };
      expect(res.status, url).toBe(404);
      expect(body.error.code).toBe(40400001);
      expect(body.innerMessage.length).toBeGreaterThan(0);
    }
  });

  it("answers 400 for a type that is not a document type", async () => {
    const res = await t.app.request(`/v1/pub/factsheet/${hkFund}?type=brochure&lang=en`);
    expect(res.status).toBe(400);
    expectUnknownProduct(await call(t, "GET", "/v1/app/fund/document?fundCode=NOPE123"));
  });
});

describe("the API reference", () => {
  it("describes the document route's answer as application/pdf, and its failures as envelopes", async () => {
    const doc = (await (await t.app.request("/v1/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>
      >;
    };
    const op = doc.paths["/v1/pub/factsheet/{code}"]!.get!;
    expect(op.responses["200"]!.content).toEqual({
      "application/pdf": { schema: { type: "string", format: "binary" } },
    });
    expect(Object.keys(op.responses["404"]!.content)).toEqual(["application/json"]);
  });
});

describe("GET /v1/app/fund/document", () => {
  it("lists only documents that open: ours for demo products, external URLs otherwise", async () => {
    const rows = await storedDocs<DocumentRow[]>(t, "documents");
    const withOthers = rows.find((r) => r.data.length > 0)!;
    const listed = await call(t, "GET", `/v1/app/fund/document?fundCode=${withOthers.code}`);
    for (const d of listed.data as DocumentRow[])
      expect(d.url.startsWith(`/v1/pub/factsheet/${withOthers.code}?`)).toBe(true);
    const { product } = await storedProduct(t, withOthers.code);
    expect((product as Product).isDemo).toBe(true);
    expect(listed.data).toHaveLength(withOthers.data.length);
  });
});

describe("reportPeriod", () => {
  it.each([
    ["annual", "2026-04-30", "2024-12-31", "2025-12-31"],
    ["semiannual", "2026-08-29", "2025-12-31", "2026-06-30"],
    ["semiannual", "2026-03-01", "2024-12-31", "2025-06-30"],
  ] as const)("%s published %s covers %s to %s", (type, published, start, end) => {
    expect(reportPeriod(type, published)).toEqual({ start, end });
  });
});

describe("isOpenableDocument", () => {
  const ours = { type: "factsheet", lang: "en", url: "/v1/pub/factsheet/F1?type=factsheet&lang=en" } as const;
  it.each([
    [
      "an imported document with an external URL",
      { ...ours, url: "https://example.com/f1.pdf" },
      false,
      true,
    ],
    ["an imported document with a relative URL", { ...ours, url: "/docs/f1.pdf" }, false, false],
    ["a demo document this server generates", ours, true, true],
    ["our path on a product that is not a demo one", ours, false, false],
    ["our path with another language than the row's", { ...ours, lang: "zh_TW" }, true, false],
  ] as const)("%s", (_, row, isDemo, expected) => {
    expect(isOpenableDocument(row, "F1", isDemo)).toBe(expected);
  });
});
