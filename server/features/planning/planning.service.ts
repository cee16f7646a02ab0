/**
 * The digital twin and wealth plans. Every query is scoped by the caller's user id, so another
 * user's plan answers 404 like a missing one; each write is one statement (one row), so a
 * refused request changes nothing.
 *
 * A plan's portfolio comes from the backtest feature's model portfolios: the auto builder takes
 * the model portfolio of the risk level; the flex builder locks it scaled to 70% and adds the
 * user's own products for the other 30%. Its analysis is computed from the holdings' daily
 * total-return indices (server/analytics): the portfolio rebalanced monthly to its weights over
 * the holdings' common history gives the monthly returns the Monte Carlo draws from, and the
 * historical time- and money-weighted returns.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import {
  FLEX_CORE_WEIGHT,
  PLAN_ASSET_CLASS_LIMIT_KEY,
  PLAN_MAX_PER_ASSET_CLASS,
  PLAN_SIMULATION_PATHS,
  type Plan,
  type PlanAnalysis,
  type PlanBuilder,
  type PlanCore,
  type PlanHolding,
  type PlanInputs,
  type PlanPreview,
  type PlanRequest,
  type Twin,
  type TwinCard,
  twinSteps,
  type UpdateTwin,
} from "../../../shared/api/planning";
import type { GoalType } from "../../../shared/domain/assistant";
import type { ApiLang } from "../../../shared/locales";
import {
  alignSeries,
  DAYS_PER_YEAR,
  internalRateOfReturn,
  isoDate,
  lastIndexOnOrBefore,
  monthEndReturns,
  projectWealth,
  seedFromText,
  simulatePortfolio,
} from "../../analytics";
import type { MetricTable } from "../../data/metric-table";
import { nameIn } from "../../data/product-summary";
import { AppError } from "../../http/app-error";
import type { Db } from "../../store/db";
import { twins, wealthPlans } from "../../store/schema";
import { type BacktestDeps, MODEL_PORTFOLIOS, resolveModelPortfolio } from "../backtest";
import { fundNotFound } from "../products";

/** The default risk level when neither the request nor a confirmed twin gives one. */
export const DEFAULT_RISK_LEVEL = 3;
/** Monthly returns a projection needs at least. */
export const MIN_HISTORY_MONTHS = 12;

type PlanRow = typeof wealthPlans.$inferSelect;
interface StoredHolding {
  fundCode: string;
  weight: number;
  locked: boolean;
}

const planNotFound = (id: string) => new AppError("notFound", `No wealth plan ${id}`, { id });
const newPlanId = () => `wp_${randomBytes(12).toString("base64url")}`;
const invalid = (field: string, message: string) =>
  new AppError("validationFailed", `${field}: ${message}`, { field }, { field });
const round2 = (x: number) => Math.round(x * 100) / 100;
const finite = (x: number) => (Number.isFinite(x) ? x : null);

/** The risk level of the user's confirmed twin, or null (no twin, or not confirmed yet). */
export async function twinRiskLevel(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ riskLevel: twins.riskLevel, confirmedAt: twins.confirmedAt })
    .from(twins)
    .where(eq(twins.userId, userId));
  return row?.confirmedAt ? (row.riskLevel ?? null) : null;
}

export interface PlanningDeps {
  db: Db;
  backtest: BacktestDeps;
}

export function createPlanningService(deps: PlanningDeps) {
  const { db, backtest } = deps;

  // ---- twin ----

  function renderTwin(row: typeof twins.$inferSelect | undefined): Twin {
    const card = (row?.card ?? {}) as TwinCard;
    return {
      card,
      confirmedAt: row?.confirmedAt?.toISOString() ?? null,
      complete: twinSteps.every((s) => card[s] !== undefined),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  async function twinRow(userId: string) {
    const [row] = await db.select().from(twins).where(eq(twins.userId, userId));
    return row;
  }

  async function getTwin(userId: string): Promise<Twin> {
    return renderTwin(await twinRow(userId));
  }

  /** A step (save), the confirmation (confirm) or starting again (reselect): see shared/api/planning.ts. */
  async function updateTwin(userId: string, body: UpdateTwin): Promise<Twin> {
    const { action = "save", ...fields } = body;
    const existing = await twinRow(userId);
    let card: TwinCard;
    let confirmedAt: Date | null;
    if (action === "reselect") {
      card = {};
      confirmedAt = null;
    } else {
      card = { ...((existing?.card ?? {}) as TwinCard) };
      for (const step of twinSteps)
        if (fields[step] !== undefined) Object.assign(card, { [step]: fields[step] });
      confirmedAt = existing?.confirmedAt ?? null;
      if (action === "confirm") {
        const missing = twinSteps.find((s) => card[s] === undefined);
        if (missing)
          throw new AppError(
            "validationFailed",
            `${missing}: required to confirm the role card`,
            { field: missing },
            { field: missing },
            "errors:validation.twinIncomplete",
          );
        confirmedAt = new Date();
      }
    }
    const values = { card, riskLevel: card.riskLevel ?? null, confirmedAt, updatedAt: new Date() };
    const [row] = await db
      .insert(twins)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: twins.userId, set: values })
      .returning();
    return renderTwin(row);
  }

  // ---- plan portfolios ----

  function modelHoldings(table: MetricTable, riskLevel: number, scale: number): StoredHolding[] {
    const def = MODEL_PORTFOLIOS.find((p) => p.riskLevel === riskLevel);
    if (!def) throw invalid("riskLevel", `no model portfolio for risk level ${riskLevel}`);
    const model = resolveModelPortfolio(table, def);
    if (model.length === 0)
      throw invalid("riskLevel", "the model portfolio has no products in this universe");
    return model.map((h) => ({ fundCode: h.code, weight: (h.weight * scale) / 100, locked: true }));
  }

  function renderHoldings(table: MetricTable, held: readonly StoredHolding[], lang: ApiLang): PlanHolding[] {
    return held.map((h) => {
      const row = table.rowOf.get(h.fundCode);
      return {
        fundCode: h.fundCode,
        name: row === undefined ? h.fundCode : nameIn(table, row, lang),
        productType: row === undefined ? "fund" : table.text.productType[row] === "etf" ? "etf" : "fund",
        assetClass: row === undefined ? null : (table.text.assetClass[row] ?? null),
        currency: row === undefined ? null : (table.text.currency[row] ?? null),
        weight: Math.round(h.weight * 1e6) / 1e6,
        locked: h.locked,
      };
    });
  }

  /** The plan's holdings by its builder, with the per-asset-class cap checked. */
  function planHoldings(table: MetricTable, body: PlanRequest, riskLevel: number): StoredHolding[] {
    if (body.builder === "auto") return modelHoldings(table, riskLevel, 100);
    const core = modelHoldings(table, riskLevel, FLEX_CORE_WEIGHT);
    const coreCodes = new Set(core.map((h) => h.fundCode));
    const free = (body.holdings ?? []).map((h, i): StoredHolding => {
      const field = `holdings.${i}.fundCode`;
      if (!table.rowOf.has(h.fundCode)) throw fundNotFound(h.fundCode, field);
      if (coreCodes.has(h.fundCode)) throw invalid(field, `${h.fundCode} is already in the locked core`);
      return { fundCode: h.fundCode, weight: h.weight, locked: false };
    });
    const all = [...core, ...free];
    const perClass = new Map<string, number>();
    for (const h of all) {
      const assetClass = table.text.assetClass[table.rowOf.get(h.fundCode)!] ?? "Other";
      const n = (perClass.get(assetClass) ?? 0) + 1;
      perClass.set(assetClass, n);
      if (n > PLAN_MAX_PER_ASSET_CLASS)
        throw new AppError(
          "validationFailed",
          `holdings: more than ${PLAN_MAX_PER_ASSET_CLASS} products of asset class ${assetClass}`,
          { field: "holdings", assetClass },
          { field: "holdings" },
          PLAN_ASSET_CLASS_LIMIT_KEY,
        );
    }
    return all;
  }

  function inputsOf(body: PlanRequest): PlanInputs {
    return {
      targetAmount: body.targetAmount,
      initialAmount: body.initialAmount,
      years: body.years,
      monthlyContribution: body.monthlyContribution ?? 0,
      currentPortfolioValue: body.currentPortfolioValue ?? 0,
    };
  }

  /** The Monte Carlo and the historical figures of a plan's portfolio (see the file comment). */
  async function analyse(table: MetricTable, held: readonly StoredHolding[], inputs: PlanInputs) {
    const version = table.version ?? "none";
    const histories = await backtest.data.histories(
      version,
      held.map((h) => h.fundCode),
    );
    const series = held.map((h, i) => {
      const tri = histories.get(h.fundCode)?.tri;
      if (!tri || tri.days.length < 2) throw historyError(i, h);
      return tri;
    });
    const aligned = alignSeries(series);
    const n = aligned.days.length;
    const total = held.reduce((s, h) => s + h.weight, 0);
    const weights = Float64Array.from(held, (h) => h.weight / total);
    const sim = simulatePortfolio({
      days: aligned.days,
      prices: aligned.values,
      weights,
      rebalance: "monthly",
      start: 0,
      end: n - 1,
      initialAmount: 1,
    });
    const unit = sim.unitValues;
    const monthly = monthEndReturns(aligned.days, unit);
    if (monthly.length < MIN_HISTORY_MONTHS) {
      // the youngest holding limits the common window
      let youngest = 0;
      series.forEach((s, i) => {
        if (s.days[0]! > series[youngest]!.days[0]!) youngest = i;
      });
      throw historyError(youngest, held[youngest]!);
    }
    const days = aligned.days;
    const spanYears = (days[n - 1]! - days[0]!) / DAYS_PER_YEAR;
    const twr = spanYears > 0 ? unit[n - 1]! ** (1 / spanYears) - 1 : Number.NaN;
    const totalAssets = inputs.initialAmount + inputs.currentPortfolioValue;
    const mwr = historicalMwr(days, unit, totalAssets, inputs.monthlyContribution);
    const weekAgo = lastIndexOnOrBefore(days, days[n - 1]! - 7);
    const weekRate = weekAgo >= 0 ? unit[n - 1]! / unit[weekAgo]! - 1 : Number.NaN;
    const months = inputs.years * 12;
    const seed = seedFromText(
      JSON.stringify([
        held.map((h) => [h.fundCode, round2(h.weight)]),
        inputs.targetAmount,
        inputs.initialAmount,
        inputs.currentPortfolioValue,
        inputs.monthlyContribution,
        inputs.years,
        table.asOf,
      ]),
    );
    const projection = projectWealth({
      monthlyReturns: monthly,
      months,
      startValue: totalAssets,
      monthlyContribution: inputs.monthlyContribution,
      target: inputs.targetAmount,
      paths: PLAN_SIMULATION_PATHS,
      seed,
    });
    const fan = (values: Float64Array): Array<[number, number]> =>
      Array.from(values, (v, m) => [m, round2(v)] as [number, number]);
    const analysis: PlanAnalysis = {
      successProbability: projection.successProbability,
      targetAchievedRate: totalAssets / inputs.targetAmount,
      totalAssets: round2(totalAssets),
      expectedValue: round2(projection.p50[months]!),
      totalContributions: round2(totalAssets + inputs.monthlyContribution * months),
      timeWeightedReturn: finite(twr),
      moneyWeightedReturn: finite(mwr),
      changeVsLastWeek: Number.isFinite(weekRate)
        ? { amount: round2(totalAssets * weekRate), rate: weekRate }
        : null,
      percentiles: { p10: fan(projection.p10), p50: fan(projection.p50), p90: fan(projection.p90) },
      paths: PLAN_SIMULATION_PATHS,
      seed,
      history: { startDate: isoDate(days[0]!), endDate: isoDate(days[n - 1]!), months: monthly.length },
    };
    return analysis;
  }

  function historyError(i: number, h: StoredHolding): AppError {
    const field = `holdings.${i}.fundCode`;
    return new AppError(
      "validationFailed",
      `${field}: ${h.fundCode} has less than ${MIN_HISTORY_MONTHS} months of history`,
      { field, fundCode: h.fundCode },
      { field: h.fundCode },
      "errors:validation.planHistory",
    );
  }

  async function resolveRiskLevel(userId: string, body: PlanRequest): Promise<number> {
    return body.riskLevel ?? (await twinRiskLevel(db, userId)) ?? DEFAULT_RISK_LEVEL;
  }

  async function build(userId: string, body: PlanRequest, lang: ApiLang) {
    const table = await backtest.metrics.get();
    const riskLevel = await resolveRiskLevel(userId, body);
    const held = planHoldings(table, body, riskLevel);
    const inputs = inputsOf(body);
    const analysis = await analyse(table, held, inputs);
    const preview: PlanPreview = {
      goal: body.goal,
      builder: body.builder,
      riskLevel,
      inputs,
      holdings: renderHoldings(table, held, lang),
      analysis,
    };
    return { held, preview };
  }

  async function core(riskLevel: number, lang: ApiLang): Promise<PlanCore> {
    const table = await backtest.metrics.get();
    return {
      riskLevel,
      holdings: renderHoldings(table, modelHoldings(table, riskLevel, FLEX_CORE_WEIGHT), lang),
    };
  }

  function renderPlan(table: MetricTable, row: PlanRow, lang: ApiLang): Plan {
    return {
      id: row.id,
      name: row.name,
      goal: row.goal as GoalType,
      builder: row.builder as PlanBuilder,
      riskLevel: row.riskLevel ?? DEFAULT_RISK_LEVEL,
      status: row.status === "cancelled" ? "cancelled" : "active",
      inputs: row.inputs as PlanInputs,
      holdings: renderHoldings(table, row.holdings as StoredHolding[], lang),
      analysis: row.analysis as PlanAnalysis,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function owned(userId: string, id: string): Promise<PlanRow> {
    const [row] = await db
      .select()
      .from(wealthPlans)
      .where(and(eq(wealthPlans.id, id), eq(wealthPlans.userId, userId)));
    if (!row) throw planNotFound(id);
    return row;
  }

  return {
    getTwin,
    updateTwin,
    core,

    /** The confirmed twin's risk level, or null: the builders' default (see `twinRiskLevel`). */
    twinRiskLevel: (userId: string) => twinRiskLevel(db, userId),

    /** The analysis of a plan without saving it (the confirmation step). */
    async preview(userId: string, body: PlanRequest, lang: ApiLang): Promise<PlanPreview> {
      return (await build(userId, body, lang)).preview;
    },

    async list(userId: string, lang: ApiLang): Promise<Plan[]> {
      const table = await backtest.metrics.get();
      const rows = await db
        .select()
        .from(wealthPlans)
        .where(eq(wealthPlans.userId, userId))
        .orderBy(desc(wealthPlans.createdAt), desc(wealthPlans.id));
      return rows.map((r) => renderPlan(table, r, lang));
    },

    async get(userId: string, id: string, lang: ApiLang): Promise<Plan> {
      const row = await owned(userId, id);
      return renderPlan(await backtest.metrics.get(), row, lang);
    },

    async create(userId: string, body: PlanRequest, lang: ApiLang): Promise<Plan> {
      const { held, preview } = await build(userId, body, lang);
      const [row] = await db
        .insert(wealthPlans)
        .values({
          id: newPlanId(),
          userId,
          goal: body.goal,
          name: body.name ?? null,
          builder: body.builder,
          riskLevel: preview.riskLevel,
          inputs: preview.inputs,
          holdings: held,
          analysis: preview.analysis,
        })
        .returning();
      return renderPlan(await backtest.metrics.get(), row!, lang);
    },

    async update(userId: string, id: string, body: PlanRequest, lang: ApiLang): Promise<Plan> {
      const existing = await owned(userId, id);
      if (existing.status === "cancelled")
        throw new AppError(
          "validationFailed",
          `id: plan ${id} is cancelled`,
          { field: "id" },
          { field: "id" },
          "errors:validation.planCancelled",
        );
      const { held, preview } = await build(userId, body, lang);
      const [row] = await db
        .update(wealthPlans)
        .set({
          goal: body.goal,
          name: body.name ?? existing.name,
          builder: body.builder,
          riskLevel: preview.riskLevel,
          inputs: preview.inputs,
          holdings: held,
          analysis: preview.analysis,
          updatedAt: new Date(),
        })
        .where(and(eq(wealthPlans.id, id), eq(wealthPlans.userId, userId)))
        .returning();
      if (!row) throw planNotFound(id);
      return renderPlan(await backtest.metrics.get(), row, lang);
    },

    /** Cancels a plan (it stays readable); cancelling a cancelled plan changes nothing. */
    async cancel(userId: string, id: string, lang: ApiLang): Promise<Plan> {
      const existing = await owned(userId, id);
      if (existing.status === "cancelled") return renderPlan(await backtest.metrics.get(), existing, lang);
      const [row] = await db
        .update(wealthPlans)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(and(eq(wealthPlans.id, id), eq(wealthPlans.userId, userId)))
        .returning();
      if (!row) throw planNotFound(id);
      return renderPlan(await backtest.metrics.get(), row, lang);
    },
  };
}

export type PlanningService = ReturnType<typeof createPlanningService>;

/**
 * The money-weighted return of the plan's flows over the portfolio's history: the starting
 * assets invested on the first day, the monthly contribution on the first observation of each
 * later month, each buying units of the portfolio at its unit value, and the final value of
 * all units received on the last day; the annual IRR of those flows.
 */
function historicalMwr(days: Int32Array, unit: Float64Array, start: number, monthly: number): number {
  const flowDays: number[] = [days[0]!];
  const amounts: number[] = [-start];
  let units = start / unit[0]!;
  let month = monthOf(days[0]!);
  const n = days.length;
  for (let i = 1; i < n; i++) {
    const m = monthOf(days[i]!);
    if (m !== month) {
      month = m;
      if (monthly > 0 && i < n - 1) {
        flowDays.push(days[i]!);
        amounts.push(-monthly);
        units += monthly / unit[i]!;
      }
    }
  }
  flowDays.push(days[n - 1]!);
  amounts.push(units * unit[n - 1]!);
  return internalRateOfReturn({ days: flowDays, amounts });
}

function monthOf(day: number): string {
  return isoDate(day).slice(0, 7);
}
