import { z } from "zod";
import {
  assetClasses,
  type CuratedListId,
  creditRatings,
  curatedListIds,
  currencies,
  dividendFrequencies,
  productTypes,
  ratingTiers,
  regions,
  TOP_PICKS_LIST,
} from "../domain/product";
import { pageSchema } from "./envelope";
import { productSummarySchema } from "./product-summary";

/**
 * The selectors' request and response schemas:
 * `SelectionFilter` for /v1/pub/{fund,etf}/selection/list, plus `list` for the Top Picks and
 * `axis` for the home page's thematic shelves. Objects are strict: an unknown key, sort or
 * enum value is a 400 40000001 naming the field, never an empty page.
 * If a field changes, update server/features/selection/query.ts (the engine).
 */

// biome-ignore format: a list
export const fundSortTypes = [
  "aum_desc", "aum_asc",
  "return_7d_desc", "return_7d_asc", "return_ytd_desc", "return_ytd_asc",
  "return_1m_desc", "return_1m_asc", "return_3m_desc", "return_3m_asc",
  "return_6m_desc", "return_6m_asc", "return_1y_desc", "return_1y_asc",
  "return_3y_desc", "return_3y_asc", "return_5y_desc", "return_5y_asc",
  "sharpe_1y_desc", "volatility_1y_asc", "max_drawdown_1y_asc", "fee_asc", "launch_date_asc", "name_asc",
] as const;
export type FundSortType = (typeof fundSortTypes)[number];

/** AUM buckets in USD: [lower, upper) bounds. */
export const aumBuckets = ["lt_100m", "100m_500m", "500m_1b", "gt_1b"] as const;
export type AumBucket = (typeof aumBuckets)[number];
export const aumBucketBoundsUsd: Record<AumBucket, readonly [number, number]> = {
  lt_100m: [0, 1e8],
  "100m_500m": [1e8, 5e8],
  "500m_1b": [5e8, 1e9],
  gt_1b: [1e9, Number.POSITIVE_INFINITY],
};

export { ratingTiers };

/** The curated lists (shared/domain/product.ts). */
export const topPickLists = curatedListIds;
export type TopPickList = CuratedListId;

const ARRAY_MAX = 200;
const arrayOf = <T extends z.ZodType>(item: T, description: string) =>
  z
    .array(item)
    .max(ARRAY_MAX)
    .optional()
    .meta({ description: `${description} Absent or empty: no filter.` });

/** Every field of `SelectionFilter` except the sort (whose default differs per endpoint). */
const filterFields = {
  page: z.number().int().min(1).default(1).meta({ description: "1-based page" }),
  pageSize: z.number().int().min(1).max(100).default(30),
  keyword: z.string().max(100).optional().meta({
    description:
      "Case-insensitive substring of the code, symbol, ISIN or a name (English, Traditional or Simplified Chinese); blank: no filter",
  }),
  assetClasses: arrayOf(z.enum(assetClasses), "Any of these asset classes."),
  categories: arrayOf(z.string().min(1).max(100), "Any of these category ids (unknown id: 400)."),
  regions: arrayOf(z.enum(regions), "Any of these investment regions."),
  currencies: arrayOf(z.enum(currencies), "Any of these share-class currencies."),
  riskLevels: arrayOf(z.number().int().min(1).max(5), "Any of these risk levels (1..5)."),
  aumBuckets: arrayOf(z.enum(aumBuckets), "AUM in USD within any of these buckets."),
  ratingTiers: arrayOf(z.enum(ratingTiers), "Any of these rating tiers."),
  dividendFrequencies: arrayOf(z.enum(dividendFrequencies), "Any of these dividend frequencies."),
  companyIds: arrayOf(z.string().min(1).max(100), "Any of these fund companies (unknown id: 400)."),
  starRatings: arrayOf(z.number().int().min(1).max(5), "Any of these star ratings (1..5)."),
  creditRatings: arrayOf(z.enum(creditRatings), "Average credit rating of the portfolio is any of these."),
  domiciles: arrayOf(
    z.string().regex(/^[A-Z]{2}$/, "expected an ISO 3166 country code"),
    "Domiciled in any of these countries (ISO 3166 alpha-2; unknown: 400).",
  ),
  minReturn1y: z.number().min(-1).max(1000).optional().meta({ description: "1Y return ≥ this ratio" }),
  minSharpe1y: z.number().min(-100).max(100).optional(),
  maxVolatility1y: z
    .number()
    .min(0)
    .max(10)
    .optional()
    .meta({ description: "Annualized 1Y volatility ≤ this ratio" }),
  maxDrawdown1y: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .meta({ description: "1Y max drawdown, a positive ratio (0.2 = 20%), ≤ this" }),
  maxTotalExpenseRatio: z.number().min(0).max(1).optional(),
  minSevenDayYield: z
    .number()
    .min(-1)
    .max(1)
    .optional()
    .meta({ description: "7-day yield (money market) ≥ this" }),
  maxEffectiveDuration: z.number().min(0).max(100).optional().meta({ description: "Years" }),
  launchedBefore: z.iso.date().optional().meta({ description: "Launched strictly before this date" }),
  sfcAuthorised: z.boolean().optional(),
  masRecognised: z.boolean().optional(),
  cpfisEligible: z.boolean().optional(),
  srsEligible: z.boolean().optional(),
  hedged: z.boolean().optional(),
  distributing: z.boolean().optional(),
};

const sortType = z.enum(fundSortTypes).meta({
  description: "Sort; products without the figure come last, ties by code",
});

export const selectionFilterSchema = z
  .strictObject({ ...filterFields, fundSortType: sortType.default("aum_desc") })
  .meta({ id: "SelectionFilter" });
export type SelectionFilter = z.infer<typeof selectionFilterSchema>;
/** The filter part alone, as the axes' presets, the query engine and the screenProducts tool use it. */
export type SelectionCriteria = Partial<Omit<SelectionFilter, "page" | "pageSize" | "fundSortType">>;
const { page: _page, pageSize: _pageSize, ...criteriaFields } = filterFields;
/**
 * The filters that need the advancedFilters capability in full (Premium): the risk and return
 * figures, costs and the fixed-income facts. The server refuses them to other plans (403
 * 40300001) on every public selection list (screen, curated lists, shelves) and in the chat's
 * screenProducts; the web shows them locked.
 */
export const advancedFilterKeys = [
  "minReturn1y",
  "minSharpe1y",
  "maxVolatility1y",
  "maxDrawdown1y",
  "maxTotalExpenseRatio",
  "minSevenDayYield",
  "maxEffectiveDuration",
  "creditRatings",
  "domiciles",
  "launchedBefore",
] as const satisfies readonly (keyof SelectionCriteria)[];

/** The advanced filters a request sets (an empty list or an absent value does not count). */
export function advancedFiltersIn(criteria: SelectionCriteria): (typeof advancedFilterKeys)[number][] {
  return advancedFilterKeys.filter((key) => {
    const value = criteria[key];
    return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
  });
}

export const selectionCriteriaSchema = z.strictObject(criteriaFields).meta({ id: "SelectionCriteria" });

export const topPickFilterSchema = z
  .strictObject({
    ...filterFields,
    fundSortType: sortType.optional().meta({ description: "Absent: list order, best first" }),
    list: z.enum(topPickLists).default(TOP_PICKS_LIST),
  })
  .meta({ id: "TopPickFilter" });
export type TopPickFilter = z.infer<typeof topPickFilterSchema>;

/**
 * The home page's thematic shelves ("Axes"): closed presets of ours, each a filter
 * ANDed with the request's own filters.
 */
export const selectionAxes = [
  "income",
  "low_volatility",
  "asia_growth",
  "global_core",
  "bond_ladder",
  "cash_management",
] as const;
export type SelectionAxis = (typeof selectionAxes)[number];

export const axisPresets: Record<SelectionAxis, { description: string; filter: SelectionCriteria }> = {
  income: {
    description: "Income: distributing share classes paying monthly or quarterly",
    filter: { distributing: true, dividendFrequencies: ["monthly", "quarterly"] },
  },
  low_volatility: {
    description: "Low volatility: risk level 1 or 2",
    filter: { riskLevels: [1, 2] },
  },
  asia_growth: {
    description: "Asia growth: equity investing in Hong Kong, China, Japan, Singapore or wider Asia",
    filter: {
      assetClasses: ["Stock"],
      regions: ["hong_kong", "china", "greater_china", "japan", "asia_ex_japan", "asia_pacific", "singapore"],
    },
  },
  global_core: {
    description: "Global core: global equity with a total expense ratio ≤ 1%",
    filter: { assetClasses: ["Stock"], regions: ["global"], maxTotalExpenseRatio: 0.01 },
  },
  bond_ladder: {
    description: "Bond ladder: bond products with an effective duration ≤ 5 years",
    filter: { assetClasses: ["Bond"], maxEffectiveDuration: 5 },
  },
  cash_management: {
    description: "Cash management: money-market products",
    filter: { assetClasses: ["Cash"] },
  },
};

export const axisFilterSchema = z
  .strictObject({
    ...filterFields,
    fundSortType: sortType.default("aum_desc"),
    axis: z.enum(selectionAxes).meta({
      description: `The shelf: ${selectionAxes.map((a) => `${a} = ${axisPresets[a].description}`).join("; ")}`,
    }),
  })
  .meta({ id: "AxisFilter" });
export type AxisFilter = z.infer<typeof axisFilterSchema>;

export const selectionPageSchema = pageSchema(productSummarySchema).meta({ id: "ProductSummaryPage" });
export type SelectionPage = z.infer<typeof selectionPageSchema>;

/** One member of a curated list (Top Picks): its summary and the figure the list ranks it by. */
export const topPickItemSchema = productSummarySchema
  .extend({ listValue: z.number().meta({ description: "The figure the list ranks by" }) })
  .meta({ id: "TopPickItem" });
export type TopPickItem = z.infer<typeof topPickItemSchema>;

/** Marks an answer cut to its first rows because the caller's plan previews Top Picks. */
export const topPickPreviewSchema = z
  .object({ rows: z.number().int(), capability: z.literal("topPicks") })
  .meta({
    id: "TopPickPreview",
    description: "Present when the caller's plan shows only the first rows (shared/entitlements.ts)",
  });
export type TopPickPreview = z.infer<typeof topPickPreviewSchema>;

/** Top Picks as a plan sees them: the members shown, best first, and the preview marker if cut. */
export const topPicksSchema = z
  .object({ items: z.array(topPickItemSchema), preview: topPickPreviewSchema.optional() })
  .meta({ id: "TopPicks" });
export type TopPicks = z.infer<typeof topPicksSchema>;

/** A page of a curated list's members that pass the filters: the same answer with paging. */
export const topPickPageSchema = pageSchema(topPickItemSchema)
  .extend({ preview: topPickPreviewSchema.optional() })
  .meta({ id: "TopPickPage" });
export type TopPickPage = z.infer<typeof topPickPageSchema>;

/** The optional columns of a selector's results (the product's code and name are always shown). */
export const selectionColumnIds = [
  "currency",
  "assetClass",
  "category",
  "region",
  "riskLevel",
  "ratingTier",
  "starRating",
  "nav",
  "aumUsd",
  "return1y",
  "return3y",
  "sharpe1y",
  "volatility1y",
  "maxDrawdown1y",
  "totalExpenseRatio",
  "dividendFrequency",
  "launchDate",
] as const;
export type SelectionColumn = (typeof selectionColumnIds)[number];

export const defaultSelectionColumns: readonly SelectionColumn[] = [
  "assetClass",
  "riskLevel",
  "ratingTier",
  "aumUsd",
  "return1y",
  "return3y",
  "sharpe1y",
  "totalExpenseRatio",
];

/**
 * POST /v1/app/selection/export: a selector's whole result set as CSV (institutional data,
 * Premium): the screen of a product type, or with `list` a curated list's members ranked by it.
 */
export const selectionExportSchema = z
  .strictObject({
    productType: z.enum(productTypes),
    list: z
      .enum(topPickLists)
      .optional()
      .meta({ description: "A curated list: its members, with the figure it ranks by; absent: the screen" }),
    criteria: selectionCriteriaSchema.default({}),
    fundSortType: sortType.optional().meta({ description: "Absent: largest first, or a list's own order" }),
    columns: z
      .array(z.enum(selectionColumnIds))
      .max(selectionColumnIds.length)
      .default([...defaultSelectionColumns])
      .meta({ description: "The columns after the code and the name, in this order" }),
  })
  .meta({ id: "SelectionExport" });
export type SelectionExport = z.infer<typeof selectionExportSchema>;
