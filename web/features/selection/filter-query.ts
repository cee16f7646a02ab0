import {
  type FundSortType,
  fundSortTypes,
  type SelectionCriteria,
  selectionCriteriaSchema,
  type TopPickList,
  topPickLists,
} from "@shared/api/selection";
import { type ProductType, productTypes, TOP_PICKS_LIST } from "@shared/domain/product";

/**
 * The selectors' state in the query string, the one format shared by the screens and the chat
 * cards' "open in full screen" links: arrays as comma lists, numbers and booleans as they are,
 * plus `keyword`, `fundSortType` and, on the Top Picks screen, `list` and `productType`.
 * `filterQuery` writes it, `parseSelectorQuery` reads it back (a value the filter schema refuses
 * is dropped, never sent).
 */

export type FilterKey = keyof SelectionCriteria;

type FieldKind = "text" | "list" | "numberList" | "number" | "boolean" | "date";

/** How each filter is spelt in the query; a filter missing here fails `tsc`. */
export const filterKinds: Record<FilterKey, FieldKind> = {
  keyword: "text",
  assetClasses: "list",
  categories: "list",
  regions: "list",
  currencies: "list",
  riskLevels: "numberList",
  aumBuckets: "list",
  ratingTiers: "list",
  dividendFrequencies: "list",
  companyIds: "list",
  starRatings: "numberList",
  creditRatings: "list",
  domiciles: "list",
  minReturn1y: "number",
  minSharpe1y: "number",
  maxVolatility1y: "number",
  maxDrawdown1y: "number",
  maxTotalExpenseRatio: "number",
  minSevenDayYield: "number",
  maxEffectiveDuration: "number",
  launchedBefore: "date",
  sfcAuthorised: "boolean",
  masRecognised: "boolean",
  cpfisEligible: "boolean",
  srsEligible: "boolean",
  hedged: "boolean",
  distributing: "boolean",
};
export const filterKeys = Object.keys(filterKinds) as FilterKey[];

/** Selector filters in the query string: arrays as comma lists, numbers and booleans as is. */
export function filterQuery(filters: SelectionCriteria): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value.join(",");
    } else if (value !== "") out[key] = String(value);
  }
  return out;
}

export type SelectorState = {
  criteria: SelectionCriteria;
  sort?: FundSortType;
  /** Top Picks only. */
  list?: TopPickList;
  productType?: ProductType;
};

/** The whole state as query parameters, in a stable order (filters, then sort, list, type). */
export function selectorSearch(state: SelectorState): URLSearchParams {
  const search = new URLSearchParams();
  const ordered: SelectionCriteria = {};
  for (const key of filterKeys)
    if (state.criteria[key] !== undefined) Object.assign(ordered, { [key]: state.criteria[key] });
  for (const [key, value] of Object.entries(filterQuery(ordered))) search.set(key, value);
  if (state.sort) search.set("fundSortType", state.sort);
  if (state.list) search.set("list", state.list);
  if (state.productType) search.set("productType", state.productType);
  return search;
}

function readField(kind: FieldKind, raw: string): unknown {
  const text = raw.trim();
  if (text === "") return undefined;
  switch (kind) {
    case "text":
    case "date":
      return text;
    case "list":
      return text
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean);
    case "numberList":
      return text.split(",").map((v) => Number(v.trim()));
    case "number":
      return Number(text);
    case "boolean":
      return text === "true" ? true : text === "false" ? false : undefined;
  }
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the state back from a query string; unknown keys and refused values are ignored. */
export function parseSelectorQuery(search: URLSearchParams | string): SelectorState {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const criteria: SelectionCriteria = {};
  const shape = selectionCriteriaSchema.shape;
  for (const key of filterKeys) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = readField(filterKinds[key], raw);
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const parsed = shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(criteria, { [key]: parsed.data });
  }
  const state: SelectorState = { criteria };
  const sort = params.get("fundSortType");
  if (isOneOf(fundSortTypes, sort)) state.sort = sort;
  // The assistant calls the quants' list "top_picks"; on this screen it is its list id.
  const list = params.get("list") === "top_picks" ? TOP_PICKS_LIST : params.get("list");
  if (isOneOf(topPickLists, list)) state.list = list;
  const productType = params.get("productType");
  if (isOneOf(productTypes, productType)) state.productType = productType;
  return state;
}

/** The number of filters in use (the keyword excluded), for the "Filters (n)" button. */
export const activeFilterCount = (criteria: SelectionCriteria) =>
  filterKeys.filter((k) => k !== "keyword" && criteria[k] !== undefined).length;
