export { RiskLevel } from "./components/product-header";
export { useVocabulary } from "./hooks/use-vocabulary";
export { type ProductTab, productTabs } from "./product-query";
