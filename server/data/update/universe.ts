/**
 * The stored demo universe rebuilt in memory for the daily update: the trading calendars as
 * the generator's calendar module defines them (checked against the stored ones), the market
 * model continued to the new day, and the generator's plan of every fund and share class
 * (NAV models, fees, dividend policies, scenario edits), re-drawn from the seed, the size and
 * the asOf the universe was generated on (checked against the stored products).
 */
import { buildCalendars, type Calendars } from "../universe/calendar";
import { gridStartDay, planUniverse } from "../universe/generate";
import { buildMarket, type MarketModel } from "../universe/market";
import type { FundPlan } from "../universe/plan";
import { extendMarket } from "./market";
import { UpdateRefusedError } from "./refused";

const REGENERATE = "regenerate it with `npm run data -- demo`";

export interface DemoModel {
  /** Calendars up to the new day (the markets' include it where it is a trading day). */
  calendars: Calendars;
  market: MarketModel;
  plans: FundPlan[];
}

function sameDays(a: Int32Array | undefined, b: Int32Array): boolean {
  return a !== undefined && a.length === b.length && a.every((d, i) => d === b[i]);
}

/** The calendar rows of `cals` by their stored ids. */
export function calendarRows(cals: Calendars): Map<string, Int32Array> {
  const rows = new Map<string, Int32Array>([
    ["WD", cals.grid.days],
    ["ME", cals.monthEnds],
  ]);
  for (const [id, c] of Object.entries(cals.market)) rows.set(id, c.days);
  return rows;
}

export function demoModel(opts: {
  seed: number;
  size: { funds: number; etfs: number };
  generatedDay: number;
  asOfDay: number;
  day: number;
  storedCalendars: ReadonlyMap<string, Int32Array>;
  storedCodes: ReadonlySet<string>;
}): DemoModel {
  const { seed, generatedDay } = opts;
  const start = gridStartDay(generatedDay);
  const generated = buildCalendars(start, generatedDay);
  const asOf = opts.asOfDay === generatedDay ? generated : buildCalendars(start, opts.asOfDay);
  for (const [id, days] of calendarRows(asOf))
    if (!sameDays(opts.storedCalendars.get(id), days))
      throw new UpdateRefusedError(
        `the stored calendar ${id} is not the demo calendar up to the stored asOf: ${REGENERATE}`,
      );
  const calendars = buildCalendars(start, opts.day);
  const market = extendMarket(buildMarket(seed, generated), seed, calendars);
  const { plans } = planUniverse({ seed, size: opts.size, asOfDay: generatedDay, calendars: generated });
  const planned = plans.flatMap((p) => p.classes.map((c) => c.product.code));
  if (planned.length !== opts.storedCodes.size || planned.some((code) => !opts.storedCodes.has(code)))
    throw new UpdateRefusedError(
      `the stored products are not those the demo generator makes for seed ${seed}: ${REGENERATE}`,
    );
  return { calendars, market, plans };
}
