import { z } from "zod";

/**
 * Pieces shared by the tool contracts. A product code is the `fundCode` of the loaded universe,
 * resolved from names, tickers, ISINs and typos by the search index before a tool is called.
 */
export const toolCodeSchema = z.string().trim().min(1).max(64).describe("Product code (fundCode)");
export const toolDateSchema = z.iso.date().describe("ISO date YYYY-MM-DD");
export const toolProductTypeSchema = z.enum(["fund", "etf"]);
