export { PdfWriter } from "./documents/pdf-writer";
export { productPerformanceData } from "./performance.service";
export {
  fundNotFound,
  localized,
  type ProductContext,
  type ResolvedProduct,
  resolveProduct,
  versionOf,
} from "./product-context";
export { tickerIndex } from "./product-indexes";
export { productRoutes } from "./products.routes";
export {
  productDistribution,
  productDividends,
  productDocuments,
  productFactors,
  productHoldings,
  productInfo,
  productManagers,
  productRank,
} from "./products.service";
export { productStyle } from "./style.service";
