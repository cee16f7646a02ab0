/**
 * The AI macro model over HTTP on the small demo universe (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the ten assets, Premium gating of the latest views and the outlook, the
 * judged history and a track record that is recomputable from it, and an outlook whose numbers
 * all come from its own figures.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { macroAssets } from "../../../shared/domain/product";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";

let t: TestApp;
let premium: Record<string, string>;
let pro: Record<string, string>;

type Answer = { status: number; data: any; error: any };
async function get(url: string, headers: Record<string, string> = {}, lang?: string): Promise<Answer> {
  const res = await t.json("GET", url, undefined, lang ? { ...headers, "accept-language": lang } : headers);
  return { ...((await res.json()) as Omit<Answer, "status">), status: res.status };
}

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  premium = await bearerFor(t.deps.secrets.jwt, { authLevel: 2, licenseStatus: 2 });
  pro = await bearerFor(t.deps.secrets.jwt, { authLevel: 0, licenseStatus: 0 });
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const base = "/v1/pub/ai-marco";

describe("AI macro", () => {
  it("lists the ten asset classes to anyone", async () => {
    const r = await get(`${base}/region/views/asset-list`);
    expect(r.status).toBe(200);
    expect(r.data.map((a: { assetId: string }) => a.assetId)).toEqual([...macroAssets]);
    expect(r.data.find((a: any) => a.assetId === "japan_bond")).toMatchObject({ market: "JP", type: "bond" });
  });

  it("gives the latest views to Premium only (403 40300001 otherwise)", async () => {
    for (const headers of [{}, pro]) {
      const r = await get(`${base}/region/views/score-list`, headers);
      expect(r.status).toBe(403);
      expect(r.error.code).toBe(40300001);
      expect((await get(`${base}/forecast/report`, headers)).status).toBe(403);
    }
    const r = await get(`${base}/region/views/score-list`, premium);
    expect(r.status).toBe(200);
    expect(r.data.length).toBe(20);
    const months = new Set(r.data.map((s: { month: string }) => s.month));
    expect(months.size).toBe(1);
    for (const s of r.data) {
      expect(s.view).toBeGreaterThanOrEqual(-2);
      expect(s.view).toBeLessThanOrEqual(2);
      expect(s.label).toBe(
        ["Negative", "Moderately Negative", "Neutral", "Moderately Positive", "Positive"][s.view + 2],
      );
    }
  });

  it("shows non-Premium callers only judged history; Premium sees the pending views too", async () => {
    const open = await get(`${base}/region/views/month-list`);
    const full = await get(`${base}/region/views/month-list`, premium);
    expect(open.status).toBe(200);
    expect(open.data.every((v: any) => v.judged !== "Pending" && v.realizedExcessReturn !== null)).toBe(true);
    expect(full.data.some((v: any) => v.judged === "Pending" && v.realizedExcessReturn === null)).toBe(true);
    expect(full.data.length).toBeGreaterThan(open.data.length);
  });

  it("answers a track record that the judged history reproduces", async () => {
    const record = (await get(`${base}/track-record`)).data;
    const judged = (await get(`${base}/region/views/month-list`)).data;
    expect(record.months).toBe(judged.length);
    const correct = judged.filter((v: any) => v.judged === "Correct").length;
    expect(record.hitRate).toBeCloseTo(correct / judged.length, 4);
    expect(record.byAsset).toHaveLength(20);
    expect(record.byHorizon["1M"].months + record.byHorizon["3M"].months).toBe(record.months);
  });

  it("writes the outlook from its own figures, in the request's language, with tilts of at most 5 pp", async () => {
    const r = await get(`${base}/forecast/report`, premium, "zh-TW");
    expect(r.status).toBe(200);
    const { summary, perAsset, trackRecord, month } = r.data;
    expect(summary).toContain(`${month} 宏觀展望`);
    expect(perAsset).toHaveLength(10);
    const total = perAsset.reduce((s: number, a: any) => s + a.weight, 0);
    expect(total).toBeCloseTo(100, 1);
    for (const a of perAsset) expect(Math.abs(a.tilt)).toBeLessThanOrEqual(5);
    // every number in the text is one of the report's figures (formatted as the text shows them)
    const allowed = new Set<string>([
      ...month.split("-"),
      String(perAsset.length),
      String(trackRecord.months),
      ...[trackRecord.first, trackRecord.last].flatMap((m: string) => m.split("-")),
      ...[trackRecord.hitRate, ...Object.values(trackRecord.baselines)].map((x: any) => (x * 100).toFixed(1)),
      ...perAsset.flatMap((a: any) =>
        [a.weight, a.tilt, a.strategicWeight].map((x: number) => Math.abs(x).toFixed(1)),
      ),
      ...perAsset.flatMap((a: any) => (a.name.match(/\d+(?:\.\d+)?/g) ?? []) as string[]),
      "12",
      "1",
      "3",
    ]);
    const [y, m] = month.split("-").map(Number);
    const prev = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
    for (const p of prev.split("-")) allowed.add(p);
    for (const n of summary.match(/\d+(?:\.\d+)?/g) ?? []) expect(allowed, n).toContain(n);
  });
});
