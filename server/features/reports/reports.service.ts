/**
 * AI reports: generate (entitlement, daily quota, facts, text, grounding check, store), list,
 * read with "what changed" against my previous report on the same product and audience, the
 * PDF, and the read-only view the sharing feature shows. Every query is scoped by the owner's
 * id: another user's report answers 404 like a missing one.
 *
 * With an LLM configured, it rewrites the built-in draft with the facts in the prompt; a
 * rewrite that fails, times out or states a number the facts do not hold is discarded and the
 * built-in text is stored (generator "template"). The stored text always passed the check.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { generateText } from "ai";
import { and, desc, eq, lt } from "drizzle-orm";
import type {
  CreateReportRequest,
  Report,
  ReportChange,
  ReportFacts,
  ReportList,
  ReportSummary,
} from "../../../shared/api/reports";
import type { Plan } from "../../../shared/entitlements";
import type { ApiLang } from "../../../shared/locales";
import { AppError } from "../../http/app-error";
import { accessOf } from "../../http/entitlements";
import { translate } from "../../i18n";
import { fromRoot } from "../../paths";
import { type Clock, systemClock } from "../../platform/clock";
import type { Limits } from "../../platform/limits/limits";
import { chargeDailyQuota, quotaResetsAt } from "../../platform/limits/quota";
import type { Db } from "../../store/db";
import { institutions, reports, users } from "../../store/schema";
import { type ProductContext, resolveProduct } from "../products";
import { composeReport, fixedCopy, reportTitle } from "./compose";
import { buildFacts } from "./facts";
import { percent } from "./format";
import { checkGrounding } from "./grounding";
import { audienceKeys, changeKeys } from "./labels";
import { reportPdf } from "./report-pdf";

type Row = typeof reports.$inferSelect;

export interface ReportsDeps {
  db: Db;
  products: ProductContext;
  limits: Limits;
  /** The one clock: today's quota and the report's date. */
  clock?: Clock;
  /** The configured OpenAI-compatible model, or null: the built-in templates write alone. */
  llm?: LanguageModelV3 | null;
  /** How long the LLM may take before the built-in text is kept. */
  llmTimeoutMs?: number;
}

const newReportId = () => `r_${randomBytes(12).toString("base64url")}`;
const reportNotFound = (id: string) => new AppError("notFound", `No report ${id}`, { id });
const languageName: Record<ApiLang, string> = {
  en: "English",
  zh_TW: "Traditional Chinese (Hong Kong)",
  zh_CN: "Simplified Chinese",
};

/** The figures compared between two reports, as they are shown. */
function keyFigures(f: ReportFacts): Array<Pick<ReportChange, "key" | "format"> & { value: number | null }> {
  const period = (p: string) => f.performance.periods.find((x) => x.period === p)?.return ?? null;
  return [
    { key: "return1y", format: "percent", value: period("1Y") },
    { key: "return3y", format: "percent", value: period("3Y") },
    { key: "volatility", format: "percent", value: f.risk.volatility },
    { key: "maxDrawdown", format: "percent", value: f.risk.maxDrawdown },
    { key: "sharpe", format: "number", value: f.risk.sharpe },
    { key: "riskLevel", format: "integer", value: f.risk.riskLevel },
    { key: "totalExpenseRatio", format: "percent", value: f.fees.totalExpenseRatio },
    { key: "concentrationTop10", format: "percent", value: f.holdings.concentrationTop10 },
    { key: "alerts", format: "integer", value: f.alerts.length },
  ];
}

/** Key figures of two reports' facts, older first; every figure is listed, changed or not. */
export function compareFacts(before: ReportFacts, after: ReportFacts): ReportChange[] {
  const old = keyFigures(before);
  return keyFigures(after).map((a, i) => ({
    key: a.key,
    format: a.format,
    before: old[i]!.value,
    after: a.value,
  }));
}

export function createReportService(deps: ReportsDeps) {
  const { db, products, limits } = deps;
  const now = () => (deps.clock ?? systemClock).now();
  let llmPrompt: string | undefined;

  const summary = (row: Row): ReportSummary => {
    const facts = row.facts as ReportFacts;
    return {
      id: row.id,
      fundCode: row.fundCode,
      title: row.title,
      productName: facts.product.name,
      audience: row.audience as ReportSummary["audience"],
      lang: row.lang,
      generator: row.generator as ReportSummary["generator"],
      factsVersion: row.factsVersion,
      dataAsOf: row.dataAsOf,
      createdAt: row.createdAt.toISOString(),
    };
  };

  async function own(userId: string, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(reports)
      .where(and(eq(reports.id, id), eq(reports.userId, userId)));
    if (!row) throw reportNotFound(id);
    return row;
  }

  async function detail(row: Row): Promise<Report> {
    const [previous] = await db
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.userId, row.userId),
          eq(reports.fundCode, row.fundCode),
          eq(reports.audience, row.audience),
          lt(reports.createdAt, row.createdAt),
        ),
      )
      .orderBy(desc(reports.createdAt))
      .limit(1);
    return {
      ...summary(row),
      markdown: row.markdown,
      facts: row.facts as ReportFacts,
      changes: previous
        ? {
            previousId: previous.id,
            previousCreatedAt: previous.createdAt.toISOString(),
            previousDataAsOf: previous.dataAsOf,
            items: compareFacts(previous.facts as ReportFacts, row.facts as ReportFacts),
          }
        : null,
    };
  }

  /** The LLM's rewrite of the draft, or null when there is no model or its text fails the check. */
  async function rewrite(facts: ReportFacts, draft: string, lang: ApiLang): Promise<string | null> {
    if (!deps.llm) return null;
    llmPrompt ??= readFileSync(fromRoot("prompts", "report-llm.md"), "utf8");
    const prompt = llmPrompt
      .replace("{{language}}", languageName[lang])
      .replace("{{audience}}", facts.audience === "adviser" ? "professional adviser" : "personal investor")
      .replace("{{facts}}", JSON.stringify(facts))
      .replace("{{draft}}", draft);
    try {
      const { text } = await generateText({
        model: deps.llm,
        prompt,
        abortSignal: AbortSignal.timeout(deps.llmTimeoutMs ?? 30_000),
        maxRetries: 0,
      });
      const out = text.trim();
      if (!out || !checkGrounding(out, facts, fixedCopy(lang)).ok) return null;
      return `${out}\n`;
    } catch {
      return null;
    }
  }

  return {
    /**
     * A new report. Checks in order: the plan (403 40300001; the HTTP route's gate has already
     * asked the same question), the disclaimer (400 40000021), the product (404 80610001), then
     * charges today's quota atomically on the platform limits (429 42900002 once spent).
     */
    async generate(userId: string, plan: Plan, input: CreateReportRequest, lang: ApiLang): Promise<Report> {
      const access = accessOf(plan, "aiReport");
      if (!access.ok) throw access.error;
      const { entitlement } = access;
      if (input.disclaimerAccepted !== true)
        throw new AppError("reportDisclaimerRequired", "disclaimerAccepted must be true", {
          field: "disclaimerAccepted",
        });
      const product = await resolveProduct(products, { fundCode: input.fundCode });
      if (entitlement.limit !== undefined) {
        const at = now();
        const hit = await chargeDailyQuota(limits, {
          name: "aiReport",
          userId,
          limit: entitlement.limit,
          now: at,
        });
        if (!hit.allowed)
          throw new AppError("aiReportDailyLimit", `aiReport quota of ${entitlement.limit} spent`, {
            capability: "aiReport",
            limit: entitlement.limit,
            resetsAt: quotaResetsAt(at).toISOString(),
          });
      }
      const facts = await buildFacts(products, product, input.audience, lang);
      const draft = composeReport(facts, lang);
      const check = checkGrounding(draft, facts, fixedCopy(lang));
      if (!check.ok) throw new Error(`report draft not grounded: ${check.unknown.join(", ")}`);
      const rewritten = await rewrite(facts, draft, lang);
      const [row] = await db
        .insert(reports)
        .values({
          id: newReportId(),
          userId,
          fundCode: facts.product.code,
          audience: input.audience,
          lang,
          title: reportTitle(facts, lang),
          markdown: rewritten ?? draft,
          facts,
          factsVersion: facts.version,
          dataAsOf: facts.dataAsOf,
          generator: rewritten ? "llm" : "template",
        })
        .returning();
      return detail(row!);
    },

    async list(userId: string): Promise<ReportList> {
      const rows = await db
        .select()
        .from(reports)
        .where(eq(reports.userId, userId))
        .orderBy(desc(reports.createdAt))
        .limit(200);
      return { reports: rows.map(summary) };
    },

    async get(userId: string, id: string): Promise<Report> {
      return detail(await own(userId, id));
    },

    /** The report as a PDF; the adviser version opens with a cover naming me and my institution. */
    async pdf(userId: string, id: string): Promise<{ bytes: Buffer; filename: string }> {
      const row = await own(userId, id);
      const report = await detail(row);
      let adviser: { name: string; institution: string | null } | undefined;
      if (row.audience === "adviser") {
        const [who] = await db
          .select({
            first: users.firstName,
            last: users.lastName,
            email: users.email,
            institution: institutions.name,
          })
          .from(users)
          .leftJoin(institutions, eq(institutions.id, users.institutionId))
          .where(eq(users.id, userId));
        const name = [who?.first, who?.last].filter(Boolean).join(" ").trim();
        adviser = { name: name || who?.email || "", institution: who?.institution ?? null };
      }
      const bytes = await reportPdf(report, row.lang as ApiLang, adviser);
      return { bytes, filename: `${row.fundCode}-${row.id}.pdf` };
    },

    /**
     * What a share link shows of one of my reports: title, key figures, the calendar-year
     * returns as a small chart and the text; null when it is not mine. No owner data.
     */
    async shareView(
      userId: string,
      reportId: string,
      lang?: ApiLang,
    ): Promise<{
      title: string;
      subtitle?: string;
      figures: { label: string; value: string }[];
      chart?: [string, number][];
      markdown?: string;
    } | null> {
      const [row] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.id, reportId), eq(reports.userId, userId)));
      if (!row) return null;
      const facts = row.facts as ReportFacts;
      const l = lang ?? (row.lang as ApiLang);
      const figures = keyFigures(facts)
        .filter((f) => f.value !== null && f.key !== "alerts")
        .slice(0, 4)
        .map((f) => ({
          label: translate(l, changeKeys[f.key]),
          value:
            f.format === "percent"
              ? percent(f.value!)
              : f.format === "number"
                ? f.value!.toFixed(2)
                : String(f.value),
        }));
      return {
        title: row.title,
        subtitle: translate(l, "reports:share.subtitle", {
          audience: translate(l, audienceKeys[row.audience as "personal" | "adviser"]),
          date: facts.dataAsOf ?? row.createdAt.toISOString().slice(0, 10),
        }),
        figures,
        chart: facts.performance.calendarYears.map((y) => [String(y.year), y.return]),
        markdown: row.markdown,
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
