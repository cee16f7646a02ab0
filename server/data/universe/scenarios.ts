/**
 * Products that deliberately trip each no-risk-rating reason and each risk-alert type, so
 * that the derive job, the UI and the tests can find them (`demoScenarios`). Each is an old,
 * single-class product chosen in plan order and changed in one way only, so it trips exactly
 * its own condition; the note says what was done.
 */
import type { DemoScenario, FeeChange } from "../batch";
import { fromDayNumber } from "../batch";
import { indexAtOrBefore } from "./calendar";
import { createPerson } from "./people";
import { type FundPlan, historyRange, type PlanContext, round } from "./plan";
import { rngFor } from "./prng";

type Filter = (p: FundPlan) => boolean;

interface Picker {
  pick(kind: FundPlan["kind"], wanted: Filter, fallback: Filter): FundPlan | undefined;
}

function picker(ctx: PlanContext, plans: FundPlan[], flagships: ReadonlySet<string>): Picker {
  const used = new Set<string>();
  const old = (p: FundPlan) => p.launchDay < ctx.windowStartDay + 2 * 365;
  return {
    pick(kind, wanted, fallback) {
      const tiers: Filter[] = [
        (p) => wanted(p) && p.classes.length === 1 && old(p),
        (p) => wanted(p) && old(p),
        (p) => fallback(p) && old(p),
        (p) => fallback(p),
      ];
      for (const tier of tiers) {
        const found = plans.find(
          (p) =>
            p.kind === kind && !used.has(p.id) && !flagships.has(p.classes[0]?.product.code ?? "") && tier(p),
        );
        if (found) {
          used.add(found.id);
          return found;
        }
      }
      return undefined;
    },
  };
}

const stock: Filter = (p) => p.assetClass === "Stock" && p.model.leverage === undefined;
const inCategory =
  (...ids: string[]): Filter =>
  (p) =>
    ids.includes(p.cat?.id ?? "");

export function applyScenarios(
  ctx: PlanContext,
  plans: FundPlan[],
  flagships: ReadonlySet<string>,
): { scenarios: DemoScenario[]; feeChanges: FeeChange[] } {
  const scenarios: DemoScenario[] = [];
  const feeChanges: FeeChange[] = [];
  const p = picker(ctx, plans, flagships);
  const asOf = ctx.asOfDay;
  const record = (plan: FundPlan | undefined, kind: DemoScenario["kind"], reason: string, note: string) => {
    const code = plan?.classes[0]?.product.code;
    if (code) scenarios.push({ code, kind, reason, note });
  };
  const first = (plan: FundPlan) => plan.classes[0] as FundPlan["classes"][number];
  const calDays = (plan: FundPlan) => ctx.calendars.market[plan.market].days;

  let plan = p.pick("fund", inCategory("global_equity", "asia_ex_japan_equity"), stock);
  if (plan) {
    plan.lookThrough = {
      ...plan.lookThrough,
      staleDimensions: [{ dimension: "assetClass", asOfDay: asOf - 400 }],
    };
    record(
      plan,
      "noRiskRating",
      "no_asset_allocation_data",
      "asset-class distribution last reported 400 days before asOf",
    );
  }
  plan = p.pick("fund", inCategory("europe_equity", "japan_equity"), stock);
  if (plan) {
    plan.lookThrough = {
      ...plan.lookThrough,
      staleDimensions: [{ dimension: "region", asOfDay: asOf - 420 }],
    };
    record(plan, "noRiskRating", "no_region_data", "region distribution last reported 420 days before asOf");
  }
  plan = p.pick("fund", stock, () => true);
  if (plan) {
    const c = first(plan);
    c.gap = [c.endIdx - 100, c.endIdx - 87];
    const days = calDays(plan);
    const span = (days[c.gap[1] + 1] as number) - (days[c.gap[0] - 1] as number);
    record(
      plan,
      "noRiskRating",
      "nav_discontinuous",
      `no NAV published on 14 dealing days (${span} calendar days between NAVs)`,
    );
  }
  plan = p.pick("fund", stock, () => true);
  if (plan) {
    const c = first(plan);
    c.spike = { idx: c.endIdx - 80, factor: 1.6 };
    record(
      plan,
      "noRiskRating",
      "nav_anomalous",
      "one NAV misprinted 60% too high, 80 dealing days before asOf",
    );
  }
  plan = p.pick("fund", stock, () => true);
  if (plan) {
    plan.launchDay = asOf - 200;
    plan.aumUsd = Math.min(plan.aumUsd, 40e6);
    for (const c of plan.classes) {
      Object.assign(c, historyRange(ctx, plan.market, plan.launchDay));
      c.startNav = 10;
      c.product.launchDate = fromDayNumber(calDays(plan)[c.startIdx] as number);
    }
    for (const m of plan.managers) m.startDay = Math.max(m.startDay, plan.launchDay);
    record(plan, "noRiskRating", "launched_within_one_year", "launched 200 days before asOf");
  }
  plan = p.pick(
    "fund",
    (x) => x.assetClass === "Bond",
    () => true,
  );
  if (plan) {
    const c = first(plan);
    c.endIdx = indexAtOrBefore(calDays(plan), asOf - 50);
    record(plan, "noRiskRating", "no_recent_nav", "dealing suspended: last NAV 50 days before asOf");
  }

  plan = p.pick("fund", stock, () => true);
  if (plan) {
    plan.aumShock = { months: 3, move: Math.log(0.45) };
    record(plan, "riskAlert", "aum_change", "AUM fell about 55% over the last 3 months (redemptions)");
  }
  plan = p.pick("fund", inCategory("global_equity"), stock);
  if (plan) {
    plan.lookThrough = {
      ...plan.lookThrough,
      industry: {
        information_technology: 0.68,
        communication_services: 0.12,
        consumer_discretionary: 0.1,
        financials: 0.06,
        health_care: 0.04,
      },
    };
    record(
      plan,
      "riskAlert",
      "concentration_sector",
      "68% in information technology (category norm about 22%)",
    );
  }
  plan = p.pick(
    "fund",
    inCategory("asia_ex_japan_equity", "asia_pacific_ex_japan_equity", "emerging_markets_equity"),
    stock,
  );
  if (plan) {
    plan.lookThrough = {
      ...plan.lookThrough,
      countries: { taiwan: 0.72, korea: 0.1, china: 0.08, india: 0.06, singapore: 0.04 },
    };
    record(plan, "riskAlert", "concentration_country", "72% in Taiwan");
  }
  plan = p.pick("fund", inCategory("global_equity", "global_equity_income"), stock);
  if (plan) {
    plan.lookThrough = {
      ...plan.lookThrough,
      countries: {
        china: 0.24,
        taiwan: 0.2,
        korea: 0.18,
        india: 0.16,
        hong_kong: 0.08,
        singapore: 0.06,
        indonesia: 0.04,
        us: 0.04,
      },
    };
    record(
      plan,
      "riskAlert",
      "concentration_region",
      "a global fund with 96% in Asia ex-Japan (no country above 24%)",
    );
  }
  plan = p.pick(
    "fund",
    (x) => x.assetClass !== "Cash" && x.model.leverage === undefined,
    () => true,
  );
  if (plan) {
    const date = fromDayNumber(calDays(plan)[first(plan).endIdx - 14] as number);
    for (const c of plan.classes) {
      const from = round(Math.max(0, (c.product.management ?? 0) - 0.0025), 4);
      c.terBefore = { untilIdx: c.endIdx - 14, ter: round(c.ter - 0.0025, 4) };
      feeChanges.push({
        code: c.product.code,
        date,
        field: "management",
        from,
        to: c.product.management ?? 0,
      });
    }
    record(
      plan,
      "riskAlert",
      "fee_change_management",
      `management fee raised by 0.25 percentage points on ${date}`,
    );
  }
  plan = p.pick(
    "etf",
    (x) => x.model.leverage === undefined && x.assetClass === "Stock",
    () => true,
  );
  if (plan) {
    const c = first(plan);
    const date = fromDayNumber(calDays(plan)[c.endIdx - 10] as number);
    const from = c.ter;
    const to = round(from + 0.0015, 4);
    c.terBefore = { untilIdx: c.endIdx - 10, ter: from };
    c.ter = to;
    c.product.totalExpenseRatio = to;
    c.product.management = round((c.product.management ?? 0) + 0.0015, 4);
    feeChanges.push({ code: c.product.code, date, field: "totalExpenseRatio", from, to });
    record(
      plan,
      "riskAlert",
      "fee_change_etf_total",
      `total expense ratio raised from ${from} to ${to} on ${date}`,
    );
  }
  plan = p.pick("fund", stock, () => true);
  if (plan) {
    plan.jump = { days: 21, move: 0.2 };
    record(
      plan,
      "riskAlert",
      "abnormal_return_peers",
      "about +22% over the last 21 dealing days while its category was flat",
    );
  }
  // A calm bond fund, so the same 9% fall is many of its usual monthly moves on every seed
  // (a high-yield or emerging-markets fund's own months can be a third of that).
  plan = p.pick(
    "fund",
    inCategory(
      "us_aggregate_bond",
      "global_bond",
      "usd_short_duration_bond",
      "hkd_bond",
      "us_short_treasury",
    ),
    (x) => x.assetClass === "Bond",
  );
  if (plan) {
    plan.jump = { days: 21, move: -0.09 };
    record(
      plan,
      "riskAlert",
      "abnormal_return_history",
      "a bond fund down about 9% over the last 21 dealing days, many times its usual monthly move",
    );
  }
  plan = p.pick(
    "fund",
    () => true,
    () => true,
  );
  if (plan) {
    const change = asOf - 25;
    const former = plan.managers[0];
    if (former) former.endDay = change;
    ctx.personCount++;
    const id = `M${String(ctx.personCount).padStart(5, "0")}`;
    const cat = plan.cat;
    const person = createPerson(
      rngFor(ctx.seed, "person", id),
      id,
      plan.company,
      [cat?.en ?? "", cat?.zh ?? ""],
      ctx.asOfYear,
    );
    plan.managers.push({ person, startDay: change });
    record(plan, "riskAlert", "manager_change", `lead manager replaced on ${fromDayNumber(change)}`);
  }
  for (const code of flagships)
    scenarios.push({
      code,
      kind: "search",
      reason: "flagship",
      note: "well-known-looking tracker for search demos",
    });
  return { scenarios, feeChanges };
}
