/**
 * The demo universe's products as search entries without loading a database: the universe is
 * planned only (codes, names, categories, AUM), no NAV series are drawn. Used by `npm run nlu`
 * without --catalog and by the engine benchmark (15,000 products in a few seconds).
 */
import { toDayNumber } from "../../data/batch";
import { DEMO_SEED, demoAsOf } from "../../data/jobs/demo";
import { buildCalendars } from "../../data/universe/calendar";
import { gridStartDay, planUniverse, UNIVERSE_SIZES } from "../../data/universe/generate";
import type { SearchEntry } from "../../features/search";
import { searchEntryOf } from "./catalog-csv";

export function demoCatalogEntries(size: "full" | "small", asOf: string = demoAsOf()): SearchEntry[] {
  const asOfDay = toDayNumber(asOf);
  const calendars = buildCalendars(gridStartDay(asOfDay), asOfDay);
  const { plans } = planUniverse({ seed: DEMO_SEED, size: UNIVERSE_SIZES[size], asOfDay, calendars });
  return plans.flatMap((plan) => plan.classes.map(({ product }) => searchEntryOf(product, plan.aumUsd)));
}
