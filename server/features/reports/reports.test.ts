/**
 * AI reports over HTTP on the small demo universe (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * the disclaimer gate, plan and quota (the trial's sixth report of the day is refused with the
 * spec's message), grounded text in three languages, owner scoping, "what changed", the PDF
 * with the adviser's cover, and the view the sharing feature shows.
 */
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { createProductReader } from "../../data/load/read-product";
import { institutions, users } from "../../store/schema";
import { fixedCopy } from "./compose";
import { checkGrounding } from "./grounding";
import { createReportService } from "./reports.service";

let t: TestApp;
let code: string;
let other: string;
const plans = { pro: [0, 0], trial: [2, 1], premium: [2, 2] } as const;
const headers = new Map<string, Record<string, string>>();

async function user(id: string, plan: keyof typeof plans = "premium"): Promise<Record<string, string>> {
  const known = headers.get(id);
  if (known) return known;
  const [authLevel, licenseStatus] = plans[plan];
  await t.deps.store.db
    .insert(users)
    .values({ id, email: `${id}@example.com`, authLevel, licenseStatus })
    .onConflictDoNothing();
  const h = await bearerFor(t.deps.secrets.jwt, {
    userId: id,
    email: `${id}@example.com`,
    authLevel,
    licenseStatus,
  });
  headers.set(id, h);
  return h;
}

type Answer = { status: number; data: any; error: any; innerMessage: string | null };
async function call(
  method: string,
  url: string,
  who: string | null,
  body?: unknown,
  plan?: keyof typeof plans,
) {
  const res = await t.json(method, url, body, who ? await user(who, plan) : {});
  const json = (await res.json()) as Omit<Answer, "status">;
  return { ...json, status: res.status } as Answer;
}

const service = () =>
  createReportService({
    db: t.deps.store.db,
    products: { metrics: t.deps.metrics, reader: createProductReader(t.deps.store.db) },
    limits: t.deps.limits,
  });

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  const table = await t.deps.metrics.get();
  const rows = [...table.rowOf.entries()].filter(
    ([, row]) => table.text.category[row] && !Number.isNaN(table.numeric.return1y[row]!),
  );
  code = rows[0]![0];
  other = rows[1]![0];
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe("POST /v1/app/reports", () => {
  it("refuses without the disclaimer accepted, in the request's language", async () => {
    const missing = await call("POST", "/v1/app/reports?lang=zh_TW", "u-gate", {
      fundCode: code,
      audience: "personal",
    });
    expect(missing.status).toBe(400);
    expect(missing.error.code).toBe(40000021);
    expect(missing.innerMessage).toContain("免責聲明");
    const refused = await call("POST", "/v1/app/reports?lang=en", "u-gate", {
      fundCode: code,
      audience: "personal",
      disclaimerAccepted: false,
    });
    expect(refused.status).toBe(400);
    expect((await call("GET", "/v1/app/reports", "u-gate")).data.reports).toHaveLength(0);
  });

  it("needs a plan with AI reports (Pro: 403) and a known product (404)", async () => {
    const body = { fundCode: code, audience: "personal", disclaimerAccepted: true };
    expect((await call("POST", "/v1/app/reports", "u-pro", body, "pro")).status).toBe(403);
    const unknown = await call("POST", "/v1/app/reports", "u-404", { ...body, fundCode: "NOPE123" });
    expect([unknown.status, unknown.error.code]).toEqual([404, 80610001]);
    expect((await call("POST", "/v1/app/reports", "u-400", { ...body, audience: "boss" })).status).toBe(400);
  });

  it("writes a grounded personal report in each language, stored with its facts", async () => {
    for (const [lang, word] of [
      ["en", "Disclaimer"],
      ["zh_TW", "免責聲明"],
      ["zh_CN", "免责声明"],
    ] as const) {
      const res = await call("POST", `/v1/app/reports?lang=${lang}`, "u-langs", {
        fundCode: code,
        audience: "personal",
        disclaimerAccepted: true,
      });
      expect(res.status).toBe(200);
      const r = res.data;
      expect(r).toMatchObject({
        fundCode: code,
        audience: "personal",
        lang,
        generator: "template",
        factsVersion: 1,
      });
      expect(r.markdown).toContain(word);
      expect(r.facts.product.code).toBe(code);
      expect(r.facts.peers).toBeUndefined();
      expect(checkGrounding(r.markdown, r.facts, fixedCopy(lang)).ok).toBe(true);
      const r1y = r.facts.performance.periods.find((p: any) => p.period === "1Y").return;
      expect(r.markdown).toContain(`${(r1y * 100).toFixed(2)}%`);
    }
    expect((await call("GET", "/v1/app/reports", "u-langs")).data.reports).toHaveLength(3);
  });

  it("rejects a tampered number: the checker fails on a figure the facts do not hold", async () => {
    const r = (
      await call("POST", "/v1/app/reports?lang=en", "u-tamper", {
        fundCode: code,
        audience: "personal",
        disclaimerAccepted: true,
      })
    ).data;
    const r1y = r.facts.performance.periods.find((p: any) => p.period === "1Y").return as number;
    const shown = `${(r1y * 100).toFixed(2)}%`;
    const tampered = r.markdown.replace(shown, `${(r1y * 100 + 1.11).toFixed(2)}%`);
    expect(tampered).not.toBe(r.markdown);
    const check = checkGrounding(tampered, r.facts, fixedCopy("en"));
    expect(check.ok).toBe(false);
    expect(check.unknown).toContain(Math.abs(r1y * 100 + 1.11).toFixed(2));
    expect(
      checkGrounding(`${r.markdown}\nIt will return 42.42% next year.`, r.facts, fixedCopy("en")).ok,
    ).toBe(false);
  });

  it("starts the Premium trial once for a Pro account (the tokens then carry it)", async () => {
    const first = await call("POST", "/v1/app/subscription/trial", "u-start-trial", undefined, "pro");
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ authLevel: 2, licenseStatus: 1, remainDays: 15 });
    const again = await call("POST", "/v1/app/subscription/trial?lang=en", "u-start-trial", undefined, "pro");
    expect([again.status, again.error.code]).toEqual([409, 40900021]);
  });

  it("gives the trial 5 reports a day; the sixth answers 429 with the trial limit message", async () => {
    const body = { fundCode: code, audience: "personal", disclaimerAccepted: true };
    for (let i = 0; i < 5; i++)
      expect((await call("POST", "/v1/app/reports", "u-trial", body, "trial")).status).toBe(200);
    const sixth = await call("POST", "/v1/app/reports?lang=en", "u-trial", body, "trial");
    expect(sixth.status).toBe(429);
    expect(sixth.error.code).toBe(42900002);
    expect(sixth.innerMessage).toBe("Oops! You have reached AI report trial limits (5 times/day)");
    expect((await call("GET", "/v1/app/reports", "u-trial", undefined, "trial")).data.reports).toHaveLength(
      5,
    );
  });
});

describe("reading reports", () => {
  it("lists and reads only my own reports; another user's is 404", async () => {
    const made = (
      await call("POST", "/v1/app/reports", "u-owner", {
        fundCode: code,
        audience: "personal",
        disclaimerAccepted: true,
      })
    ).data;
    expect((await call("GET", `/v1/app/reports/${made.id}`, "u-owner")).data.id).toBe(made.id);
    const stranger = await call("GET", `/v1/app/reports/${made.id}`, "u-stranger");
    expect(stranger.status).toBe(404);
    expect(
      (await t.json("GET", `/v1/app/reports/${made.id}/pdf`, undefined, await user("u-stranger"))).status,
    ).toBe(404);
    expect((await call("GET", "/v1/app/reports", "u-stranger")).data.reports).toHaveLength(0);
    expect(await service().shareView("u-stranger", made.id)).toBeNull();
  });

  it("compares a report with my previous one on the same product and audience", async () => {
    const body = { fundCode: other, audience: "personal", disclaimerAccepted: true };
    const first = (await call("POST", "/v1/app/reports", "u-changes", body)).data;
    expect(first.changes).toBeNull();
    const second = (await call("POST", "/v1/app/reports", "u-changes", body)).data;
    expect(second.changes.previousId).toBe(first.id);
    const r1y = second.changes.items.find((i: any) => i.key === "return1y");
    expect(r1y.format).toBe("percent");
    expect(r1y.before).toBe(r1y.after);
    const adviser = (await call("POST", "/v1/app/reports", "u-changes", { ...body, audience: "adviser" }))
      .data;
    expect(adviser.changes).toBeNull();
  });

  it("exports the adviser report as a PDF with a cover naming the adviser and institution", async () => {
    const db = t.deps.store.db;
    const h = await user("u-adviser");
    const [inst] = await db.insert(institutions).values({ name: "Harbour Wealth Partners" }).returning();
    await db
      .update(users)
      .set({ firstName: "Mei", lastName: "Chan", institutionId: inst!.id })
      .where(eq(users.id, "u-adviser"));
    const made = (
      await call("POST", "/v1/app/reports?lang=zh_TW", "u-adviser", {
        fundCode: code,
        audience: "adviser",
        disclaimerAccepted: true,
      })
    ).data;
    expect(made.facts.peers.length).toBeGreaterThan(0);
    expect(made.markdown).toContain("會談要點");
    expect(made.markdown).toContain("合規提示");
    const res = await t.json("GET", `/v1/app/reports/${made.id}/pdf`, undefined, h);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const pdf = await getDocumentProxy(bytes.slice());
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(2);
    const cover = (text as string[])[0]!.replace(/\s+/g, "");
    expect(cover).toContain("MeiChan");
    expect(cover).toContain("HarbourWealthPartners");
    expect(cover).toContain("客戶會談報告");
    const body = (text as string[]).slice(1).join("").replace(/\s+/g, "");
    expect(body).toContain("免責聲明");
    expect(body).toContain(made.facts.product.code);
    if (process.env.REPORT_PDF_OUT) {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(process.env.REPORT_PDF_OUT, bytes);
    }
  });

  it("gives the sharing feature a view of my report without owner data", async () => {
    const made = (
      await call("POST", "/v1/app/reports?lang=en", "u-share", {
        fundCode: code,
        audience: "personal",
        disclaimerAccepted: true,
      })
    ).data;
    const view = await service().shareView("u-share", made.id, "en");
    expect(view!.title).toBe(made.title);
    expect(view!.figures.length).toBeGreaterThan(0);
    expect(JSON.stringify(view)).not.toContain("u-share");
    expect(await service().shareView("u-share", "r_missing")).toBeNull();
  });
});
