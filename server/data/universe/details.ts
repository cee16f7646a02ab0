/**
 * Everything a product has besides its NAV: look-through (holdings, distributions, bond
 * figures), managers, documents, AUM history, 7-day yield and ETF premium. Realised per fund,
 * then copied to each share class (holding items are shared, read-only, between classes).
 */
import type {
  AumSeries,
  DistributionSet,
  DocumentRow,
  HoldingSet,
  Manager,
  NavSeries,
  ValueSeries,
} from "../batch";
import { fromDayNumber, toDayNumber } from "../batch";
import { aumSeries } from "./aum";
import { indexAtOrBefore } from "./calendar";
import { documentRows } from "./documents";
import { lookThrough } from "./lookthrough";
import type { MarketModel } from "./market";
import { sevenDayYields } from "./nav";
import { bioHans, type Person } from "./people";
import type { FundPlan, PlanContext } from "./plan";
import { round } from "./plan";
import { rngFor } from "./prng";

export interface DetailSink {
  holdings: HoldingSet[];
  distributions: DistributionSet[];
  documents: DocumentRow[];
  managers: Manager[];
  aum: AumSeries[];
  sevenDayYields: ValueSeries[];
}

const hansCache = new WeakMap<Person, { zhHans: string; bioHans: string }>();
function hans(p: Person) {
  let h = hansCache.get(p);
  if (!h) {
    h = bioHans(p);
    hansCache.set(p, h);
  }
  return h;
}

/** The last month end at least `lag` days before asOf (when look-through data is published). */
export function reportDay(asOfDay: number, lag = 20): number {
  const day = asOfDay - lag;
  const d = new Date(day * 86_400_000);
  if (new Date((day + 1) * 86_400_000).getUTCDate() === 1) return day;
  return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0) / 86_400_000);
}

export function realiseDetails(
  ctx: PlanContext,
  market: MarketModel,
  plan: FundPlan,
  navs: readonly NavSeries[],
  sink: DetailSink,
): void {
  const rng = rngFor(ctx.seed, "details", plan.id);
  const asOfW = indexAtOrBefore(ctx.calendars.grid.days, ctx.asOfDay);
  const look = lookThrough(plan, market, rng, ctx.asOfYear, asOfW);
  const reported = fromDayNumber(reportDay(ctx.asOfDay));
  const stale = new Map(
    (plan.lookThrough?.staleDimensions ?? []).map((s) => [
      s.dimension,
      fromDayNumber(reportDay(s.asOfDay, 0)),
    ]),
  );
  const shares = plan.classes.map((c) => c.aumShare);
  const shareTotal = shares.reduce((a, b) => a + b, 0);
  const marketDays = ctx.calendars.market[plan.market].days;

  plan.classes.forEach((c, k) => {
    const p = c.product;
    const nav = navs[k] as NavSeries;
    if (plan.duration !== undefined) p.effectiveDuration = plan.duration;
    if (look.yieldToMaturity !== undefined) p.yieldToMaturity = look.yieldToMaturity;
    if (look.averageCreditRating) p.averageCreditRating = look.averageCreditRating;
    if (plan.kind === "etf") {
      const sd =
        plan.model.leverage !== undefined
          ? 0.002
          : plan.market === "US"
            ? 0.0008
            : plan.assetClass === "Stock"
              ? 0.002
              : 0.004;
      p.premiumRate = round(sd * rng.normal(), 4);
    }
    if (plan.assetClass === "Cash") {
      const y7 = sevenDayYields(nav, marketDays);
      sink.sevenDayYields.push(y7);
      const last = y7.values[y7.values.length - 1];
      if (last !== undefined) p.sevenDayYield = round(last, 5);
    }
    sink.holdings.push({ code: p.code, asOf: reported, items: look.holdings });
    for (const d of look.distributions) {
      sink.distributions.push({
        code: p.code,
        asOf: stale.get(d.dimension as "assetClass") ?? reported,
        dimension: d.dimension,
        items: d.items,
      });
    }
    for (const m of plan.managers) {
      const h = hans(m.person);
      sink.managers.push({
        code: p.code,
        managerId: m.person.id,
        name: m.person.en,
        name_zh_hant: m.person.zh,
        name_zh_hans: h.zhHans,
        startDate: fromDayNumber(Math.max(m.startDay, p.launchDate ? toDayNumber(p.launchDate) : m.startDay)),
        biography: m.person.bioEn,
        biography_zh_hant: m.person.bioZh,
        biography_zh_hans: h.bioHans,
        ...(m.endDay !== undefined ? { endDate: fromDayNumber(m.endDay) } : {}),
      });
    }
    for (const row of documentRows(p, plan.launchDay, ctx.asOfDay, rng)) sink.documents.push(row);
    sink.aum.push(
      aumSeries({
        plan,
        nav,
        share: shareTotal > 0 ? (shares[k] ?? 0) / shareTotal : 1,
        calendars: ctx.calendars,
        windowStartDay: ctx.windowStartDay,
        rng,
      }),
    );
  });
}
