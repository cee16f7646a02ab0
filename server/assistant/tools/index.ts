/**
 * The registered chat tools, one file each (../README.md "Adding a tool"). `satisfies` makes a
 * tool registered in shared/tools/index.ts but missing here a compile error.
 */
import { type Schema, type Tool, zodSchema } from "ai";
import type { ToolName } from "../../../shared/tools";
import type { ToolContext } from "../context";
import { backtestPortfolioTool } from "./backtest-portfolio";
import { buildPortfolioTool } from "./build-portfolio";
import { compareProductsTool } from "./compare-products";
import { explainTermTool } from "./explain-term";
import { generateReportTool } from "./generate-report";
import { getCuratedListTool } from "./get-curated-list";
import { getMacroOutlookTool } from "./get-macro-outlook";
import { getNewsTool } from "./get-news";
import { getProductTool } from "./get-product";
import { getRiskAlertsTool } from "./get-risk-alerts";
import { manageWatchlistTool } from "./manage-watchlist";
import { planWealthTool } from "./plan-wealth";
import { screenProductsTool } from "./screen-products";
import { searchProductsTool } from "./search-products";

/**
 * Each tool's input schema as the AI SDK's schema, made once per process: given the zod schema,
 * the SDK converts it to JSON Schema again for every chat request (the tools are made per
 * request), which cost more than the rest of a chat turn with the built-in engine.
 */
const sdkSchemas = new WeakMap<object, Schema>();

function withKeptSchemas<T extends Record<string, Tool>>(tools: T): T {
  const kept = Object.entries(tools).map(([name, t]) => {
    const zod = t.inputSchema as Parameters<typeof zodSchema>[0];
    let schema = sdkSchemas.get(zod);
    if (!schema) {
      schema = zodSchema(zod);
      sdkSchemas.set(zod, schema);
    }
    return [name, { ...t, inputSchema: schema }];
  });
  return Object.fromEntries(kept) as T;
}

export function createTools(ctx: ToolContext) {
  return withKeptSchemas({
    searchProducts: searchProductsTool(ctx),
    screenProducts: screenProductsTool(ctx),
    getProduct: getProductTool(ctx),
    compareProducts: compareProductsTool(ctx),
    backtestPortfolio: backtestPortfolioTool(ctx),
    buildPortfolio: buildPortfolioTool(ctx),
    getCuratedList: getCuratedListTool(ctx),
    getNews: getNewsTool(ctx),
    getRiskAlerts: getRiskAlertsTool(ctx),
    manageWatchlist: manageWatchlistTool(ctx),
    planWealth: planWealthTool(ctx),
    getMacroOutlook: getMacroOutlookTool(ctx),
    explainTerm: explainTermTool(ctx),
    generateReport: generateReportTool(ctx),
  } satisfies Record<ToolName, Tool>);
}
export type AssistantTools = ReturnType<typeof createTools>;
