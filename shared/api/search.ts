import { z } from "zod";
import { productTypes } from "../domain/product";

/**
 * GET /v1/pub/fund/selection/search and /v1/pub/etf/selection/search: products by code, ISIN,
 * symbol, English or Chinese name (Traditional and Simplified are one script for matching), with
 * typos. Served by server/features/search.
 */
export const SEARCH_KEY_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;

/** Query-string booleans: "true"/"false"/"1"/"0". */
const queryBoolean = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .meta({ description: '"true"/"false"/"1"/"0"' });

export const searchQuerySchema = z.object({
  key: z
    .string()
    .trim()
    .max(SEARCH_KEY_MAX_LENGTH)
    .meta({
      description:
        "What the user typed: a code, ISIN, symbol or name (any language, typos tolerated). " +
        "Trimmed; an empty key answers an empty list.",
      example: "2838",
    }),
  // like every call: an unknown value falls back to the default language (zh_TW)
  lang: z
    .string()
    .optional()
    .meta({ description: "Language of `fundName`: en, zh_CN or zh_TW (default; also for unknown values)" }),
  searchBySimilarity: queryBoolean
    .optional()
    .meta({ description: "Also append similar products (same category or benchmark, nearest AUM)" }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_LIMIT)
    .optional()
    .meta({ description: `At most this many results (default ${SEARCH_DEFAULT_LIMIT})` }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * How a result matched, best first: exact or prefix of code / ISIN / exchange symbol, then
 * name tokens (whole, prefix, or within edit distance 1–2 for typos; Chinese by substring),
 * then "similar" (a neighbour of a top hit, only with searchBySimilarity).
 */
export const searchMatchKinds = ["code", "isin", "symbol", "name", "similar"] as const;
export type SearchMatchKind = (typeof searchMatchKinds)[number];

export const searchHitSchema = z
  .object({
    fundName: z.string().meta({ description: "Name in the request's language" }),
    fundCode: z.string(),
    productType: z.enum(productTypes),
    matchedOn: z.enum(searchMatchKinds),
    score: z
      .number()
      .min(0)
      .max(1)
      .meta({
        description:
          "Relevance in 0..1, bands by match kind: 1 exact code/ISIN/symbol; 0.8–0.9 prefix of one; " +
          "0.5–0.7 name; 0.3–0.5 name with a typo; 0.1–0.2 similar. Ties are ordered by AUM, then code.",
      }),
  })
  .meta({ id: "SearchHit" });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.array(searchHitSchema).meta({ id: "SearchResult" });
