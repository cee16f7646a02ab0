/**
 * Product vocabularies as plain constants (no zod), shared by the data pipeline
 * (server/data/batch.ts), the API schemas (shared/api) and the web. Enumerations keep the order
 * in which the screens list them. If one changes, update the locales' labels too.
 */
// biome-ignore format: a list
export const currencies = ["AUD", "USD", "CNY", "CNH", "CAD", "CHF", "HKD", "GBP", "EUR", "JPY", "NZD", "SEK", "SGD"] as const;
export type Currency = (typeof currencies)[number];
export const assetClasses = ["Stock", "Cash", "Convertible", "Other", "Preferred", "Bond"] as const;
export type AssetClass = (typeof assetClasses)[number];
// biome-ignore format: a list
export const dividendFrequencies = ["none", "annually", "quarterly", "semi-annually", "weekly", "monthly", "irregular"] as const;
export type DividendFrequency = (typeof dividendFrequencies)[number];
export const creditRatings = ["A", "Aa", "Aaa", "B", "Bb", "Bbb", "Below B", "Not Rated"] as const;
export type CreditRating = (typeof creditRatings)[number];
export const productTypes = ["fund", "etf"] as const;
export type ProductType = (typeof productTypes)[number];
/** Canonical region ids (the engine and the filters use these, whatever the question's language). */
// biome-ignore format: a list
export const regions = ["us", "hong_kong", "china", "greater_china", "japan", "europe", "asia_ex_japan", "asia_pacific", "emerging_markets", "global", "singapore"] as const;
export type Region = (typeof regions)[number];
/**
 * Strategy-based ETFs are excluded from screening (selectors, curated lists, peer groups); search
 * still finds them.
 */
export const strategyKinds = ["leveraged", "inverse", "hedged", "covered_call"] as const;
export const documentTypes = ["keyFacts", "prospectus", "semiannual", "annual", "factsheet"] as const;
/** Document languages use the API's `lang` codes. */
export const documentLangs = ["en", "zh_TW", "zh_CN"] as const;
// biome-ignore format: a list
export const distributionDimensions = ["assetClass", "region", "industry", "bondSector", "creditRating"] as const;
export type DistributionDimension = (typeof distributionDimensions)[number];
/** Trading calendars: six markets, all weekdays (`WD`: rates, FX) and month ends (`ME`: AUM). */
export const markets = ["HK", "US", "SG", "EU", "JP", "CN"] as const;
export type Market = (typeof markets)[number];
export type CalendarId = Market | "WD" | "ME" | (string & {});
// biome-ignore format: a list
export const macroAssets = ["us_stock", "us_long_treasury", "us_short_treasury", "us_ig_bond", "japan_stock", "japan_bond", "europe_stock", "europe_bond", "china_stock", "china_bond"] as const;
export type MacroAsset = (typeof macroAssets)[number];
/**
 * The six no-risk-rating reasons (rules in server/analytics/README.md "Percentiles, ranks, tiers"); the
 * same strings as server/analytics/ranks.ts, which computes them (a test keeps them equal).
 */
// biome-ignore format: a list
export const noRiskRatingReasons = ["no_asset_allocation_data", "no_region_data", "nav_discontinuous", "nav_anomalous", "launched_within_one_year", "no_recent_nav"] as const;
/** Risk alert types with their variants (thresholds in server/analytics/alerts.ts). */
// biome-ignore format: a list
export const riskAlertKinds = ["aum_change", "concentration_sector", "concentration_country", "concentration_region", "fee_change_management", "fee_change_etf_total", "abnormal_return_peers", "abnormal_return_history", "manager_change"] as const;

/** Rating tiers by percentile rank within the category (cut-offs 10/20/30/90%). */
export const ratingTiers = ["Gold", "Silver", "Bronze", "Neutral", "Bottom"] as const;
export type RatingTier = (typeof ratingTiers)[number];

/**
 * Curated list ids (rules in server/analytics/README.md "Curated lists", computed by
 * server/analytics/lists.ts).
 */
// biome-ignore format: a list
export const curatedListIds = ["top_excess_return_1y", "top_inflow_1y", "stable_7d_yield", "top_annualized_1y", "fast_rebound", "short_term_bond", "high_sharpe"] as const;
/**
 * The quants' Top Picks: the curated list ranked by 1-year excess return. It is what
 * `POST /v1/app/fund/top-pick` and the top-pick filters answer by default, and the one list a
 * plan may see only as a preview (capability `topPicks`); the other curated lists are public
 * selectors, whole for everyone.
 */
export const TOP_PICKS_LIST = "top_excess_return_1y" satisfies CuratedListId;
export type CuratedListId = (typeof curatedListIds)[number];
