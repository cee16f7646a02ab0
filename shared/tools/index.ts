/**
 * The chat tool catalog (table in server/assistant/README.md): one contract per tool, the single
 * source of the input schema for the server's execute, the intent engine's output and the LLM's
 * JSON schema. `registeredToolNames` are the tools whose capability exists; the others are
 * recognised by the engine and answered as "not available yet" until their capability lands.
 */
import { backtestPortfolioDef } from "./backtest-portfolio";
import { buildPortfolioDef } from "./build-portfolio";
import { compareProductsDef } from "./compare-products";
import { explainTermDef } from "./explain-term";
import { generateReportDef } from "./generate-report";
import { getCuratedListDef } from "./get-curated-list";
import { getMacroOutlookDef } from "./get-macro-outlook";
import { getNewsDef } from "./get-news";
import { getProductDef } from "./get-product";
import { getRiskAlertsDef } from "./get-risk-alerts";
import { manageWatchlistDef } from "./manage-watchlist";
import { planWealthDef } from "./plan-wealth";
import { screenProductsDef } from "./screen-products";
import { searchProductsDef } from "./search-products";

const catalog = {
  searchProducts: searchProductsDef,
  screenProducts: screenProductsDef,
  getProduct: getProductDef,
  compareProducts: compareProductsDef,
  backtestPortfolio: backtestPortfolioDef,
  buildPortfolio: buildPortfolioDef,
  getMacroOutlook: getMacroOutlookDef,
  generateReport: generateReportDef,
  getCuratedList: getCuratedListDef,
  getNews: getNewsDef,
  getRiskAlerts: getRiskAlertsDef,
  manageWatchlist: manageWatchlistDef,
  planWealth: planWealthDef,
  explainTerm: explainTermDef,
} as const;

import type { z } from "zod";
import { withTextRule } from "../api/text";

/** Each tool's input with the text rule (shared/api/text.ts): a tool call carries no NUL or lone surrogate. */
function withTextRules<C extends Record<string, { inputSchema: z.ZodType }>>(defs: C): C {
  return Object.fromEntries(
    Object.entries(defs).map(([name, def]) => [name, { ...def, inputSchema: withTextRule(def.inputSchema) }]),
  ) as C;
}

export const toolDefs = withTextRules(catalog);

export type CatalogToolName = keyof typeof toolDefs;
export const catalogToolNames = Object.keys(toolDefs) as CatalogToolName[];

export const registeredToolNames = [
  "searchProducts",
  "screenProducts",
  "getProduct",
  "compareProducts",
  "backtestPortfolio",
  "buildPortfolio",
  "getRiskAlerts",
  "manageWatchlist",
  "planWealth",
  "getMacroOutlook",
  "getCuratedList",
  "getNews",
  "explainTerm",
  "generateReport",
] as const satisfies readonly CatalogToolName[];
export type ToolName = (typeof registeredToolNames)[number];

export const isRegisteredTool = (name: string): name is ToolName =>
  (registeredToolNames as readonly string[]).includes(name);
