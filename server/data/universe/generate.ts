/**
 * generateUniverse: the deterministic demo universe as a UniverseBatch (server/data/batch.ts).
 * Same seed + size + asOf → byte-identical output. Phases: market (factors, rates, indices
 * on the weekday grid), plan (companies, funds, ETFs, scenarios), NAV (one portfolio path
 * per fund, one series per share class), details (look-through, managers, documents, AUM).
 */
import {
  type DemoScenario,
  type FeeChange,
  type Market,
  markets,
  type NavSeries,
  type Product,
  toDayNumber,
  type UniverseBatch,
} from "../batch";
import { buildCalendars, type Calendars } from "./calendar";
import { CodeBook } from "./codes";
import { type CompanyModel, companyCount, generateCompanies } from "./companies";
import { ensureFrequencies } from "./coverage";
import { type DetailSink, realiseDetails } from "./details";
import { FLAGSHIP_CODES } from "./flagships";
import { benchmarkSeries, buildMarket, macroAssetSeries, rateSeries } from "./market";
import { classNav, portfolioReturns } from "./nav";
import type { FundPlan, PlanContext } from "./plan";
import { planEtfs } from "./plan-etfs";
import { planFunds } from "./plan-funds";
import { rngFor } from "./prng";
import { applyScenarios } from "./scenarios";

export type UniverseSize = "full" | "small" | { funds: number; etfs: number };

/** Product counts (share classes and ETF counters count as products). */
export const UNIVERSE_SIZES = {
  full: { funds: 10_000, etfs: 5_000 },
  small: { funds: 1_000, etfs: 500 },
} as const;

export interface GenerateOptions {
  seed: number;
  size: UniverseSize;
  /** Last day of the history, YYYY-MM-DD. */
  asOf: string;
  onProgress?: (done: number, total: number, phase: string) => void;
}

/** Product histories cover at least ten years and two months before asOf. */
const WINDOW_DAYS = Math.round(10 * 365.25) + 62;
/** Indices, rates and macro assets go back twenty calendar years (macro model warm-up). */
const GRID_YEARS = 20;

/** First day of the weekday grid of a universe as of `asOfDay` (1 January, GRID_YEARS back). */
export function gridStartDay(asOfDay: number): number {
  const asOfYear = new Date(asOfDay * 86_400_000).getUTCFullYear();
  return Math.floor(Date.UTC(asOfYear - GRID_YEARS, 0, 1) / 86_400_000);
}

export interface UniversePlan {
  ctx: PlanContext;
  companies: CompanyModel[];
  plans: FundPlan[];
  scenarios: DemoScenario[];
  feeChanges: FeeChange[];
}

/**
 * Every fund and share class of the universe, with its NAV model and scenario edits, before
 * any series is drawn (the daily update re-plans a stored demo universe this way).
 */
export function planUniverse(opts: {
  seed: number;
  size: { funds: number; etfs: number };
  asOfDay: number;
  calendars: Calendars;
}): UniversePlan {
  const { seed, size, asOfDay, calendars } = opts;
  const asOfYear = new Date(asOfDay * 86_400_000).getUTCFullYear();
  const companies = generateCompanies(seed, companyCount(size.funds + size.etfs));
  const ctx: PlanContext = {
    seed,
    asOfDay,
    asOfYear,
    windowStartDay: asOfDay - WINDOW_DAYS,
    calendars,
    companies,
    codes: new CodeBook(rngFor(seed, "codes"), FLAGSHIP_CODES),
    people: new Map(),
    personCount: 0,
    etfNames: new Map(),
  };
  const plans: FundPlan[] = [...planFunds(ctx, size.funds), ...planEtfs(ctx, size.etfs)];
  ensureFrequencies(plans);
  const flagships = new Set(
    plans
      .flatMap((p) => p.classes.map((c) => c.product.code))
      .filter((code) => FLAGSHIP_CODES.includes(code)),
  );
  const { scenarios, feeChanges } = applyScenarios(ctx, plans, flagships);
  return { ctx, companies, plans, scenarios, feeChanges };
}

export function generateUniverse(opts: GenerateOptions): UniverseBatch {
  const steps = universeSteps(opts);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * The same universe, generated in slices with the event loop served between them (a server
 * that already listens keeps answering its start-up status page meanwhile).
 */
export async function generateUniverseAsync(opts: GenerateOptions): Promise<UniverseBatch> {
  const steps = universeSteps(opts);
  let step = steps.next();
  while (!step.done) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    step = steps.next();
  }
  return step.value;
}

/** The generation, pausing (yield) between phases and between slices of products. */
function* universeSteps(opts: GenerateOptions): Generator<void, UniverseBatch> {
  const size = typeof opts.size === "string" ? UNIVERSE_SIZES[opts.size] : opts.size;
  const asOfDay = toDayNumber(opts.asOf);
  if (!Number.isFinite(asOfDay)) throw new RangeError(`asOf must be YYYY-MM-DD, got ${opts.asOf}`);
  const seed = opts.seed >>> 0;
  const progress = opts.onProgress ?? (() => {});

  progress(0, 1, "market");
  const calendars = buildCalendars(gridStartDay(asOfDay), asOfDay);
  const market = buildMarket(seed, calendars);
  progress(1, 1, "market");
  yield;

  const { ctx, companies, plans, scenarios, feeChanges } = planUniverse({ seed, size, asOfDay, calendars });
  progress(1, 1, "plan");
  yield;

  const maxLength = Math.max(...markets.map((m: Market) => calendars.market[m].days.length));
  const scratch = new Float64Array(maxLength);
  const products: Product[] = [];
  const navs: NavSeries[] = [];
  const sink: DetailSink = {
    holdings: [],
    distributions: [],
    documents: [],
    managers: [],
    aum: [],
    sevenDayYields: [],
  };
  const step = Math.max(1, Math.floor(plans.length / 100));
  for (const [k, plan] of plans.entries()) {
    portfolioReturns(plan, market, seed, scratch);
    const fundNavs = plan.classes.map((c) => classNav(plan, c, market, seed, scratch));
    realiseDetails(ctx, market, plan, fundNavs, sink);
    for (const c of plan.classes) products.push(c.product);
    navs.push(...fundNavs);
    if (k % step === 0) {
      progress(k, plans.length, "products");
      yield;
    }
  }
  progress(plans.length, plans.length, "products");

  const rates = rateSeries(market);
  const calendarArrays: UniverseBatch["calendars"] = { WD: calendars.grid.days, ME: calendars.monthEnds };
  for (const m of markets) calendarArrays[m] = calendars.market[m].days;
  return {
    source: "demo",
    asOf: opts.asOf,
    seed,
    calendars: calendarArrays,
    products,
    companies: companies.map(({ id, name, name_zh_hant, name_zh_hans, foundedYear, aumUsd, country }) => ({
      id,
      name,
      name_zh_hant,
      name_zh_hans,
      foundedYear,
      aumUsd,
      country,
    })),
    managers: sink.managers,
    holdings: sink.holdings,
    distributions: sink.distributions,
    documents: sink.documents,
    feeChanges,
    navs,
    aum: sink.aum,
    sevenDayYields: sink.sevenDayYields,
    benchmarks: benchmarkSeries(market),
    riskFree: rates.riskFree,
    fx: rates.fx,
    govYields: rates.govYields,
    macroAssets: macroAssetSeries(market),
    demoScenarios: scenarios,
  };
}
