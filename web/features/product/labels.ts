import type { AlertType } from "@shared/domain/alerts";
import type { DistributionDimension, documentLangs, documentTypes } from "@shared/domain/product";
import type { MessageKey } from "@shared/messages";
import type { ProductTab } from "./product-query";

/** The product screen's words for each value of the API's vocabularies (a missing one fails `tsc`). */
type Labels<V extends string> = Record<V, MessageKey<"product">>;

export const tabLabels = {
  performance: "product:tabs.performance",
  analysis: "product:tabs.analysis",
  holdings: "product:tabs.holdings",
  archive: "product:tabs.archive",
  watchlist: "product:tabs.watchlist",
} as const satisfies Labels<ProductTab>;

export { noRatingReasonLabels } from "@shared/domain/product-labels";

export const documentTypeLabels = {
  keyFacts: "product:archive.types.keyFacts",
  prospectus: "product:archive.types.prospectus",
  semiannual: "product:archive.types.semiannual",
  annual: "product:archive.types.annual",
  factsheet: "product:archive.types.factsheet",
} as const satisfies Labels<(typeof documentTypes)[number]>;

export const documentLangLabels = {
  en: "product:archive.langs.en",
  zh_TW: "product:archive.langs.zh_TW",
  zh_CN: "product:archive.langs.zh_CN",
} as const satisfies Labels<(typeof documentLangs)[number]>;

export const dimensionLabels = {
  assetClass: "product:holdings.dimensions.assetClass",
  region: "product:holdings.dimensions.region",
  industry: "product:holdings.dimensions.industry",
  bondSector: "product:holdings.dimensions.bondSector",
  creditRating: "product:holdings.dimensions.creditRating",
} as const satisfies Labels<DistributionDimension>;

export const alertTypeLabels = {
  aum_change: "product:watchlist.types.aum_change",
  concentration: "product:watchlist.types.concentration",
  fee_change: "product:watchlist.types.fee_change",
  abnormal_return: "product:watchlist.types.abnormal_return",
  manager_change: "product:watchlist.types.manager_change",
  portfolio_drift: "product:watchlist.types.portfolio_drift",
} as const satisfies Labels<AlertType>;

export const feeLabels = {
  initialCharge: "product:archive.fees.initialCharge",
  redemption: "product:archive.fees.redemption",
  management: "product:archive.fees.management",
  performance: "product:archive.fees.performance",
  totalExpenseRatio: "product:archive.fees.totalExpenseRatio",
} as const satisfies Labels<
  "initialCharge" | "redemption" | "management" | "performance" | "totalExpenseRatio"
>;

/** The quartile's words for a screen reader and the cell's title ("Quartile 2 of 4"). */
export const quartiles = [1, 2, 3, 4] as const;

/** Country, sector and bond-sector ids of holdings and breakdowns (the API sends ids). */
export { bondSectorLabels, countryLabels, sectorLabels } from "@shared/domain/taxonomy-labels";
