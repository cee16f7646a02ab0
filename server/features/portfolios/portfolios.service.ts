/**
 * Saved portfolios, the auto builder and model-portfolio subscriptions (README.md in this
 * folder). Every query is scoped by the caller's user id, so another user's portfolio answers
 * 404 like a missing one. Writes check everything first (codes, types, the backtest window, the
 * plan's cap) and then write in one transaction holding the user's row lock, so two concurrent
 * creates are counted one after the other and nothing is half written.
 */
import { randomBytes } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import {
  type AutoPortfolioRequest,
  type AutoPortfolioResult,
  type BaseCurrency,
  type CreatePortfolioRequest,
  DEFAULT_RISK_LEVEL,
  DRIFT_ALERT_THRESHOLD_PP,
  type ModelPortfolioItem,
  type PortfolioComparison,
  type PortfolioDetail,
  type PortfolioDrift,
  type PortfolioList,
  type PortfolioPreview,
  type PortfolioRecord,
  type PortfolioSettings,
  type PortfolioSummary,
  type PreviewPortfolioRequest,
  portfolioSettingsSchema,
  type RebalancePlan,
  type UpdatePortfolioRequest,
} from "../../../shared/api/portfolio";
import type { GoalType } from "../../../shared/domain/assistant";
import type { ProductType } from "../../../shared/domain/product";
import { type Capability, entitlementOf, type Plan } from "../../../shared/entitlements";
import type { ApiLang } from "../../../shared/locales";
import type { MessageKey } from "../../../shared/messages";
import {
  addMonths,
  DEFAULT_INITIAL_AMOUNT,
  driftPoints,
  holdingsOverlap,
  isoDate,
  parseIsoDate,
  splitNewMoney,
  targetWeights,
} from "../../analytics";
import type { MetricTable, MetricTableSource } from "../../data/metric-table";
import { nameIn } from "../../data/product-summary";
import { AppError } from "../../http/app-error";
import { accessOf } from "../../http/entitlements";
import { translate } from "../../i18n";
import type { Db } from "../../store/db";
import { modelPortfolioSubscriptions, portfolios, users } from "../../store/schema";
import {
  type AutoPickReason,
  type BacktestDeps,
  backtestBody,
  invalid,
  MODEL_PORTFOLIOS,
  type ModelPortfolioDef,
  modelPortfolioBacktest,
  modelPortfolioDef,
  proposePortfolio,
  resolveModelPortfolio,
  type SleeveId,
  VOLATILITY_BANDS,
} from "../backtest";
import { type ProductContext, versionOf as productVersionOf } from "../products";
import type { StoredAlert } from "../watchlist";
import { type PortfolioLine, type PortfolioRun, type RunSettings, runPortfolio } from "./portfolio-backtest";

type Row = typeof portfolios.$inferSelect;
type Query = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
type StoredHolding = { fundCode: string; weight: number };
type Level = 1 | 2 | 3 | 4 | 5;

export interface PortfolioDeps {
  db: Db;
  metrics: MetricTableSource;
  backtest: BacktestDeps;
  products: ProductContext;
  /**
   * The user's digital-twin risk level (1–5), or null: the auto builder's default. The twin
   * feature owns the table and answers it (`planning.twinRiskLevel`, wired in server/services.ts).
   */
  twinRiskLevel: (userId: string) => Promise<number | null>;
}

/** The auto builder's words (locales/<locale>/assistant.json `portfolioBuilder`). */
const reasonKeys = {
  highestRated: "assistant:portfolioBuilder.reasons.highestRated",
  cheapest: "assistant:portfolioBuilder.reasons.cheapest",
  largest: "assistant:portfolioBuilder.reasons.largest",
  onlyCandidate: "assistant:portfolioBuilder.reasons.onlyCandidate",
} as const satisfies Record<AutoPickReason, MessageKey<"assistant">>;
const sleeveKeys = {
  cash: "assistant:portfolioBuilder.sleeves.cash",
  coreBond: "assistant:portfolioBuilder.sleeves.coreBond",
  asiaBond: "assistant:portfolioBuilder.sleeves.asiaBond",
  globalEquity: "assistant:portfolioBuilder.sleeves.globalEquity",
  asiaEquity: "assistant:portfolioBuilder.sleeves.asiaEquity",
} as const satisfies Record<SleeveId, MessageKey<"assistant">>;
const goalKeys = {
  purchase_property: "assistant:portfolioBuilder.goals.purchase_property",
  children_education: "assistant:portfolioBuilder.goals.children_education",
  retirement: "assistant:portfolioBuilder.goals.retirement",
  supporting_parents: "assistant:portfolioBuilder.goals.supporting_parents",
  wealth_accumulation: "assistant:portfolioBuilder.goals.wealth_accumulation",
  wealth_preservation: "assistant:portfolioBuilder.goals.wealth_preservation",
  custom: "assistant:portfolioBuilder.goals.custom",
} as const satisfies Record<GoalType, MessageKey<"assistant">>;

const notFound = (id: string) => new AppError("notFound", `No portfolio ${id}`, { id });
const newId = () => `pf_${randomBytes(12).toString("base64url")}`;
const isModelId = (id: string) => modelPortfolioDef(id) !== undefined;
/** Cached runs kept per data version (list rows, detail, rebalance): a few hundred portfolios. */
const RUN_CACHE_SIZE = 256;

function limitError(capability: Capability, limit: number, used: number): AppError {
  const name = capability === "diyPortfolios" ? "diyPortfolioLimit" : "portfolioSubscriptionLimit";
  return new AppError(name, `${capability}: the plan allows ${limit}`, { capability, limit, used });
}

/** The plan's cap on a capability: null when unlimited; 403 when the plan lacks it (the routes' gate asks first). */
function capOf(plan: Plan, capability: Capability): number | null {
  const access = accessOf(plan, capability);
  if (!access.ok) throw access.error;
  return access.entitlement.limit ?? null;
}

/** The cap shown next to a count: 0 without the capability, null when unlimited. */
function capLimit(plan: Plan, capability: Capability): number | null {
  const e = entitlementOf(plan, capability);
  return e.access === "none" ? 0 : (e.limit ?? null);
}

/** Weights rounded to 2 decimals that still add up to exactly 100 (the largest absorbs the rest). */
function roundedWeights(weights: readonly number[]): number[] {
  const out = weights.map((w) => Math.round(w * 100) / 100);
  const rest = Math.round((100 - out.reduce((s, w) => s + w, 0)) * 100) / 100;
  let top = 0;
  for (let j = 1; j < out.length; j++) if (out[j]! > out[top]!) top = j;
  out[top] = Math.round((out[top]! + rest) * 100) / 100;
  return out;
}

export function createPortfolioService(deps: PortfolioDeps) {
  const { db, metrics } = deps;
  const runs = new Map<string, Promise<PortfolioRun>>();
  const models = new Map<string, Promise<ModelPortfolioItem[]>>();

  /** Runs cached per data version and portfolio version (list, detail, new money and drift alerts share one). */
  function remember(full: string, run: Promise<PortfolioRun>): Promise<PortfolioRun> {
    run.catch(() => runs.delete(full));
    if (runs.size >= RUN_CACHE_SIZE) runs.delete(runs.keys().next().value!);
    runs.set(full, run);
    return run;
  }

  const runKey = (table: MetricTable, row: Row) =>
    `${table.version ?? "none"}|${row.id}@${row.updatedAt.getTime()}`;

  /** Resolves holdings on the table: unknown → 80610001, another product type → 400. */
  function resolve(
    table: MetricTable,
    holdings: ReadonlyArray<{ fundCode: string; weight?: number }>,
    productType: ProductType | "any",
  ): PortfolioLine[] {
    return holdings.map((h, i) => {
      const field = `holdings.${i}.fundCode`;
      const row = table.rowOf.get(h.fundCode) ?? table.rowOf.get(h.fundCode.toUpperCase());
      if (row === undefined)
        throw new AppError("fundNotFound", `${field}: no product ${h.fundCode}`, {
          field,
          fundCode: h.fundCode,
        });
      if (productType !== "any" && table.text.productType[row] !== productType)
        throw invalid(field, `${h.fundCode} is not ${productType === "etf" ? "an ETF" : "a fund"}`);
      return { code: table.text.code[row]!, row, weight: h.weight ?? 0, field };
    });
  }

  /** Lines of a stored row on the current table (a product that left the universe is a 400 on read). */
  function linesOf(table: MetricTable, row: Row): PortfolioLine[] {
    return resolve(table, row.holdings as StoredHolding[], "any");
  }

  const settingsOf = (row: Row): PortfolioSettings => portfolioSettingsSchema.parse(row.settings);

  function runOf(table: MetricTable, row: Row): Promise<PortfolioRun> {
    const key = runKey(table, row);
    return (
      runs.get(key) ?? remember(key, runPortfolio(deps.backtest, table, linesOf(table, row), settingsOf(row)))
    );
  }

  async function owned(q: Query, userId: string, id: string): Promise<Row> {
    const [row] = await q
      .select()
      .from(portfolios)
      .where(and(eq(portfolios.id, id), eq(portfolios.userId, userId)));
    if (!row) throw notFound(id);
    return row;
  }

  function record(table: MetricTable, row: Row, lang: ApiLang): PortfolioRecord {
    return {
      id: row.id,
      name: row.name,
      createMethod: row.createMethod as PortfolioRecord["createMethod"],
      productType: row.productType as ProductType,
      riskProfile: row.riskProfile,
      holdings: (row.holdings as StoredHolding[]).map((h) => {
        const r = table.rowOf.get(h.fundCode);
        return {
          fundCode: h.fundCode,
          fundName: r === undefined ? null : nameIn(table, r, lang),
          weight: h.weight,
        };
      }),
      settings: settingsOf(row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function driftOf(run: PortfolioRun): PortfolioDrift {
    const { result } = run;
    const targets = result.targetWeights.map((w) => w.weight);
    const current = result.finalWeights.map((w) => w.weight);
    const has = result.metrics !== null;
    const pp = has ? driftPoints(targets, current) : targets.map(() => 0);
    const maxAbs = has ? Math.max(...pp.map(Math.abs)) : null;
    return {
      asOf: result.endDate,
      thresholdPp: DRIFT_ALERT_THRESHOLD_PP,
      maxAbsDriftPp: maxAbs,
      alert: maxAbs !== null && maxAbs > DRIFT_ALERT_THRESHOLD_PP,
      holdings: result.targetWeights.map((t, j) => ({
        fundCode: t.fundCode,
        targetWeight: t.weight * 100,
        currentWeight: current[j]! * 100,
        driftPp: pp[j]!,
      })),
    };
  }

  /**
   * The body as it will be stored: target weights fixed now (`equal` 100/n, `marketCap` by the
   * latest AUM, `custom` as entered), every code as the universe spells it, and a backtest run
   * to prove it can be run (its window, its benchmarks, its currency).
   */
  async function validated(
    table: MetricTable,
    body: CreatePortfolioRequest | UpdatePortfolioRequest | PreviewPortfolioRequest,
  ) {
    const lines = resolve(table, body.holdings, body.productType);
    const weighting = body.settings.weighting;
    if (weighting !== "custom") {
      const { weights } = targetWeights(
        lines.map((l) => {
          const aum = table.numeric.aumUsd[l.row]!;
          return {
            fundCode: l.code,
            weight: 1,
            series: { days: new Int32Array(0), values: new Float64Array(0) },
            aumUsd: Number.isNaN(aum) ? null : aum,
          };
        }),
        weighting,
      );
      const pct = roundedWeights([...weights].map((w) => w * 100));
      lines.forEach((l, j) => {
        l.weight = pct[j]!;
      });
    }
    // the save's own run: it proves the portfolio can be run, and serves the first detail read
    const run = await runPortfolio(deps.backtest, table, lines, body.settings);
    return {
      holdings: lines.map((l) => ({ fundCode: l.code, weight: l.weight })),
      settings: body.settings,
      run,
    };
  }

  /** Locks the user's row for the rest of the transaction (limits are counted one writer at a time). */
  async function lockUser(tx: Query, userId: string): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  }

  async function diyCount(q: Query, userId: string): Promise<number> {
    const [r] = await q
      .select({ n: count() })
      .from(portfolios)
      .where(and(eq(portfolios.userId, userId), eq(portfolios.createMethod, "diy")));
    return Number(r?.n ?? 0);
  }

  async function subscriptionRows(q: Query, userId: string) {
    return q
      .select()
      .from(modelPortfolioSubscriptions)
      .where(eq(modelPortfolioSubscriptions.userId, userId))
      .orderBy(desc(modelPortfolioSubscriptions.subscribedAt), modelPortfolioSubscriptions.modelPortfolioId);
  }

  /** The five model portfolios with whole-history headline figures, per data version and language. */
  function modelList(table: MetricTable, lang: ApiLang): Promise<ModelPortfolioItem[]> {
    const key = `${table.version ?? "none"}|${lang}`;
    let hit = models.get(key);
    if (!hit) {
      hit = (async () => {
        const out: ModelPortfolioItem[] = [];
        for (const def of MODEL_PORTFOLIOS) {
          if (resolveModelPortfolio(table, def).length === 0) continue;
          const { modelPortfolio, backtest } = await modelPortfolioBacktest(deps.backtest, {
            modelPortfolioId: def.id,
            lang,
          });
          const m = backtest.metrics;
          out.push({
            ...modelPortfolio,
            headline: {
              startDate: backtest.startDate,
              endDate: backtest.endDate,
              cumulativeReturn: m?.cumulativeReturn ?? null,
              annualizedReturn: m?.annualizedReturn ?? null,
              volatility: m?.volatility ?? null,
              maxDrawdown: m?.maxDrawdown ?? null,
              sharpe: m?.sharpe ?? null,
            },
          });
        }
        return out;
      })();
      hit.catch(() => models.delete(key));
      // entries of an earlier data version are never asked for again
      for (const k of models.keys()) if (!k.startsWith(`${table.version ?? "none"}|`)) models.delete(k);
      models.set(key, hit);
    }
    return hit;
  }

  function summaryOf(row: Row, run: PortfolioRun | null): PortfolioSummary {
    const drift = run ? driftOf(run) : null;
    const r = run?.result;
    return {
      id: row.id,
      name: row.name,
      createMethod: row.createMethod as PortfolioSummary["createMethod"],
      productType: row.productType as ProductType,
      riskProfile: row.riskProfile,
      baseCurrency: settingsOf(row).baseCurrency,
      holdingsCount: (row.holdings as StoredHolding[]).length,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      asOf: r?.endDate ?? null,
      latestValue: r?.finalValue ?? null,
      cumulativeReturn: r?.timeWeightedReturn.cumulative ?? null,
      annualizedReturn: r?.timeWeightedReturn.annualized ?? null,
      maxAbsDriftPp: drift?.maxAbsDriftPp ?? null,
      driftAlert: drift?.alert ?? false,
    };
  }

  /** A model portfolio's lines (ETFs of the current table, strategic weights in percent). */
  function modelLines(table: MetricTable, def: ModelPortfolioDef): PortfolioLine[] {
    return resolveModelPortfolio(table, def).map((h, i) => ({
      code: h.code,
      row: h.row,
      weight: h.weight,
      field: `ids.${i}`,
    }));
  }

  function riskName(level: number, lang: ApiLang): string {
    return MODEL_PORTFOLIOS.find((p) => p.riskLevel === level)!.names[lang];
  }

  return {
    /** GET /v1/app/portfolios: mine newest first with their latest figures, and my subscriptions. */
    async list(userId: string, plan: Plan, lang: ApiLang): Promise<PortfolioList> {
      const table = await metrics.get();
      const rows = await db
        .select()
        .from(portfolios)
        .where(eq(portfolios.userId, userId))
        .orderBy(desc(portfolios.createdAt), portfolios.id);
      const summaries = await Promise.all(
        rows.map(async (row) => {
          // a portfolio whose product left the universe still lists, without figures
          const run = await runOf(table, row).catch((err) => {
            if (err instanceof AppError && err.httpStatus < 500) return null;
            throw err;
          });
          return summaryOf(row, run);
        }),
      );
      const subs = await subscriptionRows(db, userId);
      const byId = new Map((await modelList(table, lang)).map((m) => [m.id, m]));
      const subscriptions = subs.flatMap((s) => {
        const m = byId.get(s.modelPortfolioId);
        return m ? [{ ...m, subscribedAt: s.subscribedAt.toISOString() }] : [];
      });
      return {
        portfolios: summaries,
        subscriptions,
        usage: {
          diyPortfolios: {
            used: rows.filter((r) => r.createMethod === "diy").length,
            limit: capLimit(plan, "diyPortfolios"),
          },
          modelPortfolioSubscriptions: {
            used: subs.length,
            limit: capLimit(plan, "modelPortfolioSubscriptions"),
          },
        },
      };
    },

    /** How many DIY portfolios and model-portfolio subscriptions I hold against my plan's caps (counts only). */
    async usage(userId: string, plan: Plan) {
      const [diy, subs] = await Promise.all([diyCount(db, userId), subscriptionRows(db, userId)]);
      return {
        diyPortfolios: { used: diy, limit: capLimit(plan, "diyPortfolios") },
        modelPortfolioSubscriptions: {
          used: subs.length,
          limit: capLimit(plan, "modelPortfolioSubscriptions"),
        },
      };
    },

    /** POST /v1/app/portfolios: a DIY portfolio beyond the plan's cap is 409 40900002. */
    async create(
      userId: string,
      plan: Plan,
      body: CreatePortfolioRequest,
      lang: ApiLang,
    ): Promise<PortfolioRecord> {
      const cap = capOf(plan, "diyPortfolios");
      const table = await metrics.get();
      const { holdings, settings, run } = await validated(table, body);
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        if (body.createMethod === "diy" && cap !== null) {
          const used = await diyCount(tx, userId);
          if (used >= cap) throw limitError("diyPortfolios", cap, used);
        }
        const [made] = await tx
          .insert(portfolios)
          .values({
            id: newId(),
            userId,
            name: body.name,
            productType: body.productType,
            createMethod: body.createMethod,
            riskProfile: body.riskProfile ?? null,
            holdings,
            settings,
          })
          .returning();
        return made!;
      });
      remember(runKey(table, row), Promise.resolve(run));
      return record(table, row, lang);
    },

    /** POST /v1/app/portfolios/preview: a portfolio not saved yet, run as the save would run it. */
    async preview(body: PreviewPortfolioRequest, lang: ApiLang): Promise<PortfolioPreview> {
      const table = await metrics.get();
      const { holdings, run } = await validated(table, body);
      return {
        holdings,
        backtest: backtestBody(run.result, lang),
        currency: run.currency,
        splicedRanges: run.splicedRanges,
      };
    },

    /** GET /v1/app/portfolios/{id}: the record, its backtest, drift, currency split, spliced ranges and overlap. */
    async detail(userId: string, id: string, lang: ApiLang): Promise<PortfolioDetail> {
      const row = await owned(db, userId, id);
      const table = await metrics.get();
      const run = await runOf(table, row);
      const lines = linesOf(table, row);
      const version = productVersionOf(table);
      const tops = await Promise.all(
        lines.map(async (l) => {
          const sets = await deps.products.reader.docs(version, l.code, "holdings");
          if (sets.length === 0) return [];
          const latest = sets.reduce((a, b) => (b.asOf > a.asOf ? b : a));
          return [...latest.items].sort((a, b) => b.weight - a.weight).slice(0, 10);
        }),
      );
      const overlap: PortfolioDetail["overlap"] = [];
      for (let i = 0; i < lines.length; i++)
        for (let j = i + 1; j < lines.length; j++) {
          const a = tops[i]!;
          const b = tops[j]!;
          if (a.length === 0 || b.length === 0) continue;
          const o = holdingsOverlap(a, b);
          overlap.push({ a: lines[i]!.code, b: lines[j]!.code, weight: o.weight, common: o.common });
        }
      return {
        portfolio: record(table, row, lang),
        backtest: backtestBody(run.result, lang),
        drift: driftOf(run),
        currency: run.currency,
        splicedRanges: run.splicedRanges,
        overlap,
      };
    },

    /** PUT /v1/app/portfolios/{id}: replaces the portfolio (checked first, written in one transaction). */
    async update(
      userId: string,
      plan: Plan,
      id: string,
      body: UpdatePortfolioRequest,
      lang: ApiLang,
    ): Promise<PortfolioRecord> {
      const table = await metrics.get();
      await owned(db, userId, id);
      const { holdings, settings, run } = await validated(table, body);
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const current = await owned(tx, userId, id);
        const createMethod = body.createMethod ?? current.createMethod;
        if (createMethod === "diy" && current.createMethod !== "diy") {
          const cap = capOf(plan, "diyPortfolios");
          const used = await diyCount(tx, userId);
          if (cap !== null && used >= cap) throw limitError("diyPortfolios", cap, used);
        }
        const [saved] = await tx
          .update(portfolios)
          .set({
            name: body.name,
            productType: body.productType,
            createMethod,
            riskProfile: body.riskProfile ?? null,
            holdings,
            settings,
            updatedAt: new Date(),
          })
          .where(and(eq(portfolios.id, id), eq(portfolios.userId, userId)))
          .returning();
        return saved!;
      });
      remember(runKey(table, row), Promise.resolve(run));
      return record(table, row, lang);
    },

    /** DELETE /v1/app/portfolios/{id}. */
    async remove(userId: string, id: string): Promise<void> {
      const gone = await db
        .delete(portfolios)
        .where(and(eq(portfolios.id, id), eq(portfolios.userId, userId)))
        .returning({ id: portfolios.id });
      if (gone.length === 0) throw notFound(id);
    },

    /** GET /v1/app/portfolios/{id}/rebalance: how to invest `amount` toward the targets without selling. */
    async rebalance(userId: string, id: string, amount: number): Promise<RebalancePlan> {
      const row = await owned(db, userId, id);
      const table = await metrics.get();
      const { result } = await runOf(table, row);
      const value = result.finalValue ?? 0;
      const values = result.finalWeights.map((w) => w.weight * value);
      const targets = result.targetWeights.map((w) => w.weight);
      const split = splitNewMoney(values, targets, amount);
      return {
        amount,
        baseCurrency: settingsOf(row).baseCurrency,
        asOf: result.endDate,
        currentValue: value,
        exact: split.exact,
        amountForExact: split.amountForExact,
        holdings: result.targetWeights.map((t, j) => ({
          fundCode: t.fundCode,
          currentValue: values[j]!,
          currentWeight: value > 0 ? (values[j]! / value) * 100 : 0,
          targetWeight: t.weight * 100,
          contribution: split.contributions[j]!,
          weightAfter: split.weightsAfter[j]! * 100,
        })),
      };
    },

    /**
     * POST /v1/app/portfolios/compare: saved portfolios and model portfolios side by side over
     * their common window, growth of 10,000 without contributions, all valued in the base
     * currency of the first saved portfolio asked (USD when only models are).
     */
    async compare(userId: string, ids: readonly string[], lang: ApiLang): Promise<PortfolioComparison> {
      const table = await metrics.get();
      const items = await Promise.all(
        ids.map(async (id, i) => {
          const def = modelPortfolioDef(id);
          if (def) {
            const lines = modelLines(table, def);
            if (lines.length === 0) throw notFound(id);
            return {
              id,
              kind: "model" as const,
              name: def.names[lang],
              riskLevel: def.riskLevel as number | null,
              lines,
              rebalance: def.rebalance,
              settings: null as PortfolioSettings | null,
            };
          }
          const row = await owned(db, userId, id);
          const lines = linesOf(table, row).map((l) => ({ ...l, field: `ids.${i}` }));
          return {
            id,
            kind: "portfolio" as const,
            name: row.name,
            riskLevel: row.riskProfile,
            lines,
            rebalance: settingsOf(row).rebalance,
            settings: settingsOf(row),
          };
        }),
      );
      const baseCurrency: BaseCurrency = items.find((it) => it.settings)?.settings?.baseCurrency ?? "USD";
      const settingsFor = (
        it: (typeof items)[number],
        window: { startDate?: string; endDate?: string },
      ): RunSettings => ({
        rebalance: it.rebalance,
        initialAmount: DEFAULT_INITIAL_AMOUNT,
        benchmarks: [],
        baseCurrency,
        extendWithBenchmark: it.settings?.extendWithBenchmark ?? false,
        ...window,
      });
      // each one's own window first, then all over the common one
      const first = await Promise.all(
        items.map((it) => runPortfolio(deps.backtest, table, it.lines, settingsFor(it, {}))),
      );
      const starts = first.map((r) => r.result.startDate).filter((d): d is string => d !== null);
      const ends = first.map((r) => r.result.endDate).filter((d): d is string => d !== null);
      const startDate = starts.length === items.length ? starts.reduce((a, b) => (a > b ? a : b)) : undefined;
      const endDate = ends.length === items.length ? ends.reduce((a, b) => (a < b ? a : b)) : undefined;
      const common =
        startDate && endDate && endDate > startDate
          ? await Promise.all(
              items.map((it) =>
                runPortfolio(deps.backtest, table, it.lines, settingsFor(it, { startDate, endDate })),
              ),
            )
          : first;
      return {
        startDate: common[0]?.result.startDate ?? null,
        endDate: common[0]?.result.endDate ?? null,
        items: items.map((it, i) => {
          const b = backtestBody(common[i]!.result, lang);
          return {
            id: it.id,
            kind: it.kind,
            name: it.name,
            riskLevel: it.riskLevel,
            baseCurrency,
            holdings: it.lines.map((l) => ({
              fundCode: l.code,
              fundName: nameIn(table, l.row, lang),
              weight: l.weight,
            })),
            series: b.series,
            drawdownSeries: b.drawdownSeries,
            metrics: b.metrics,
            annualized: b.annualized,
            calendarYears: b.calendarYears,
            finalValue: b.finalValue,
          };
        }),
      };
    },

    /**
     * POST /v1/app/portfolios/auto and the assistant's buildPortfolio: the proposal for a risk
     * level (the request's, else the user's twin's, else 3) and its backtest.
     */
    async auto(userId: string, body: AutoPortfolioRequest, lang: ApiLang): Promise<AutoPortfolioResult> {
      const table = await metrics.get();
      let riskLevel = body.riskLevel;
      let riskLevelSource: AutoPortfolioResult["riskLevelSource"] = "request";
      if (riskLevel === undefined) {
        const twin = await deps.twinRiskLevel(userId);
        riskLevel = twin ?? DEFAULT_RISK_LEVEL;
        riskLevelSource = twin === null ? "default" : "twin";
      }
      const level = riskLevel as Level;
      const proposed = proposePortfolio(table, {
        riskLevel: level,
        productType: body.productType,
        maxHoldings: body.maxHoldings,
      });
      if (proposed.length === 0)
        throw new AppError("notFound", `No ${body.productType} fills any sleeve at risk level ${level}`, {
          riskLevel: level,
        });
      const weights = roundedWeights(proposed.map((p) => p.weight));
      const def = MODEL_PORTFOLIOS.find((p) => p.riskLevel === level)!;
      const startDate =
        body.years !== undefined && table.asOf
          ? isoDate(addMonths(parseIsoDate(table.asOf), -Math.max(1, Math.round(body.years * 12))))
          : undefined;
      const settings: PortfolioSettings = {
        weighting: "custom",
        rebalance: def.rebalance,
        ...(startDate ? { startDate } : {}),
        initialAmount: body.initialAmount ?? DEFAULT_INITIAL_AMOUNT,
        ...(body.monthlyContribution ? { monthlyContribution: body.monthlyContribution } : {}),
        benchmarks: [],
        baseCurrency: "USD",
        extendWithBenchmark: false,
      };
      const lines = proposed.map((p, j) => ({
        code: p.code,
        row: p.row,
        weight: weights[j]!,
        field: `holdings.${j}.fundCode`,
      }));
      const run = await runPortfolio(deps.backtest, table, lines, settings);
      const levelName = riskName(level, lang);
      const goal: GoalType | null = body.goal ?? null;
      return {
        riskLevel: level,
        riskLevelSource,
        riskLevelName: levelName,
        goal,
        productType: body.productType,
        volatilityBand: VOLATILITY_BANDS[level],
        holdings: proposed.map((p, j) => {
          const stars = table.numeric.starRating[p.row]!;
          const ter = table.numeric.totalExpenseRatio[p.row]!;
          const vol = table.numeric.volatility1y[p.row]!;
          const productLevel = table.numeric.riskLevel[p.row]!;
          const name = nameIn(table, p.row, lang);
          const sentence = translate(lang, reasonKeys[p.reason], {
            name,
            sleeve: translate(lang, sleeveKeys[p.sleeve]),
            level: riskName(p.ceilingLevel, lang),
            stars: Number.isNaN(stars)
              ? translate(lang, "assistant:portfolioBuilder.noRating")
              : String(stars),
            ter: Number.isNaN(ter) ? "–" : `${(ter * 100).toFixed(2)}%`,
          });
          return {
            fundCode: p.code,
            fundName: name,
            weight: weights[j]!,
            sleeve: p.sleeve,
            assetClass: table.text.assetClass[p.row] ?? null,
            reason: p.reason,
            starRating: Number.isNaN(stars) ? null : stars,
            totalExpenseRatio: Number.isNaN(ter) ? null : ter,
            volatility: Number.isNaN(vol) ? null : vol,
            productRiskLevel: Number.isNaN(productLevel) ? null : productLevel,
            rationale: goal
              ? translate(lang, "assistant:portfolioBuilder.goal", {
                  goal: translate(lang, goalKeys[goal]),
                  rationale: sentence,
                })
              : sentence,
          };
        }),
        draft: {
          createMethod: "auto",
          productType: body.productType,
          riskProfile: level,
          holdings: lines.map((l) => ({ fundCode: l.code, weight: l.weight })),
          settings,
        },
        backtest: backtestBody(run.result, lang),
      };
    },

    /** GET /v1/pub/model-portfolios. */
    async modelPortfolios(lang: ApiLang): Promise<ModelPortfolioItem[]> {
      return modelList(await metrics.get(), lang);
    },

    /**
     * POST /v1/app/model-portfolios/{id}/subscription: subscribing again keeps the first date;
     * beyond the plan's cap is 409 40900001.
     */
    async subscribe(userId: string, plan: Plan, modelPortfolioId: string) {
      if (!isModelId(modelPortfolioId))
        throw new AppError("notFound", `No model portfolio ${modelPortfolioId}`);
      const cap = capOf(plan, "modelPortfolioSubscriptions");
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const mine = await subscriptionRows(tx, userId);
        const known = mine.find((s) => s.modelPortfolioId === modelPortfolioId);
        if (known) return { modelPortfolioId, subscribedAt: known.subscribedAt.toISOString() };
        if (cap !== null && mine.length >= cap)
          throw limitError("modelPortfolioSubscriptions", cap, mine.length);
        const [made] = await tx
          .insert(modelPortfolioSubscriptions)
          .values({ userId, modelPortfolioId })
          .returning();
        return { modelPortfolioId, subscribedAt: made!.subscribedAt.toISOString() };
      });
    },

    /** DELETE /v1/app/model-portfolios/{id}/subscription: not subscribed (or unknown) is 404. */
    async unsubscribe(userId: string, modelPortfolioId: string): Promise<void> {
      const gone = await db
        .delete(modelPortfolioSubscriptions)
        .where(
          and(
            eq(modelPortfolioSubscriptions.userId, userId),
            eq(modelPortfolioSubscriptions.modelPortfolioId, modelPortfolioId),
          ),
        )
        .returning({ id: modelPortfolioSubscriptions.modelPortfolioId });
      if (gone.length === 0) throw new AppError("notFound", `No subscription to ${modelPortfolioId}`);
    },

    /**
     * The risk alerts standing on my saved portfolios: one per portfolio with a holding beyond
     * ±DRIFT_ALERT_THRESHOLD_PP, naming the holding furthest from target. The id is stable
     * while the portfolio is unchanged (a read alert stays read); an edit that keeps it drifting
     * raises a new one. A portfolio that cannot be run on the current data raises none.
     */
    async driftAlerts(userId: string): Promise<StoredAlert[]> {
      const table = await metrics.get();
      const rows = await db.select().from(portfolios).where(eq(portfolios.userId, userId));
      const out: StoredAlert[] = [];
      for (const row of rows) {
        const run = await runOf(table, row).catch((err) => {
          if (err instanceof AppError && err.httpStatus < 500) return null;
          throw err;
        });
        if (!run) continue;
        const drift = driftOf(run);
        if (!drift.alert || drift.asOf === null) continue;
        const worst = drift.holdings.reduce((a, b) => (Math.abs(b.driftPp) > Math.abs(a.driftPp) ? b : a));
        out.push({
          id: `portfolio_drift.${row.id}.${row.updatedAt.getTime()}`,
          code: worst.fundCode,
          type: "portfolio_drift",
          kind: "portfolio_drift",
          date: drift.asOf,
          detail: {
            portfolioId: row.id,
            portfolioName: row.name,
            driftPp: worst.driftPp,
            targetWeight: worst.targetWeight,
            currentWeight: worst.currentWeight,
            thresholdPp: drift.thresholdPp,
          },
        });
      }
      return out;
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
