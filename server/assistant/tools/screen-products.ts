import { tool } from "ai";
import {
  advancedFiltersIn,
  type FundSortType,
  type SelectionCriteria,
  selectionFilterSchema,
} from "../../../shared/api/selection";
import type { ProductType } from "../../../shared/domain/product";
import {
  SCREEN_DEFAULT_LIMIT,
  type ScreenProductsOutput,
  screenProductsDef,
} from "../../../shared/tools/screen-products";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { refusalOf } from "./support";

/** The selector's query (POST /v1/pub/{fund,etf}/selection/list), with "matched N of M". */
export const screenProductsTool = (ctx: ToolContext) =>
  tool({
    ...screenProductsDef,
    execute: async (input): Promise<ScreenProductsOutput> => {
      // the selection lists refuse the advanced filters to plans without them in full; so does the
      // chat, before the turn is charged to the assistant quota
      if (input.filters && advancedFiltersIn(input.filters).length > 0) {
        const advanced = await checkCapability(ctx, "advancedFilters", { needs: "full" });
        if (!advanced.ok) return advanced.refusal;
      }
      const guard = await checkCapability(ctx, "basicFilters", { quota: true });
      if (!guard.ok) return guard.refusal;
      const sort = input.sort ?? "aum_desc";
      const limit = input.limit ?? SCREEN_DEFAULT_LIMIT;
      const { productType } = input;
      try {
        const filter = selectionFilterSchema.parse({
          ...input.filters,
          page: 1,
          pageSize: limit,
          fundSortType: sort,
        });
        const everything = selectionFilterSchema.parse({ page: 1, pageSize: 1 });
        const [page, all] = await Promise.all([
          ctx.services.selection.list({ productType, filter, lang: ctx.lang }),
          ctx.services.selection.list({ productType, filter: everything, lang: ctx.lang }),
        ]);
        const relaxed =
          page.total === 0
            ? await relax(ctx, { productType, filters: input.filters, sort, limit })
            : undefined;
        return {
          status: "ok",
          productType,
          filters: input.filters,
          sort,
          limit,
          matched: page.total,
          total: all.total,
          items: page.items,
          ...(relaxed ? { relaxed } : {}),
        };
      } catch (err) {
        return refusalOf(err, JSON.stringify(input.filters));
      }
    },
  });

type CriteriaKey = keyof SelectionCriteria;

/** Thresholds a person sets loosely, and the order that shows the products nearest to them. */
const thresholds: Partial<Record<CriteriaKey, FundSortType | null>> = {
  maxTotalExpenseRatio: "fee_asc",
  minReturn1y: "return_1y_desc",
  minSharpe1y: "sharpe_1y_desc",
  maxVolatility1y: "volatility_1y_asc",
  maxDrawdown1y: "max_drawdown_1y_asc",
  launchedBefore: "launch_date_asc",
  minSevenDayYield: null,
  maxEffectiveDuration: null,
};

/**
 * An empty screen: drops each filter in turn and counts what the others let through. The filter
 * relaxed is a threshold when one empties the list (a fee cap, a minimum return: the person's
 * category and region stay as asked), else the one whose removal lets the fewest through (the
 * nearest result). Its products come in the threshold's order, else the asked sort.
 */
async function relax(
  ctx: ToolContext,
  input: { productType: ProductType; filters: SelectionCriteria; sort: FundSortType; limit: number },
) {
  const keys = Object.keys(input.filters) as CriteriaKey[];
  if (keys.length === 0) return undefined;
  const without = (key: CriteriaKey): SelectionCriteria => {
    const { [key]: _dropped, ...rest } = input.filters;
    return rest;
  };
  const list = (filters: SelectionCriteria, sort: FundSortType, pageSize: number) =>
    ctx.services.selection.list({
      productType: input.productType,
      filter: selectionFilterSchema.parse({ ...filters, page: 1, pageSize, fundSortType: sort }),
      lang: ctx.lang,
    });
  const counts = await Promise.all(
    keys.map(async (key) => ({ key, total: (await list(without(key), input.sort, 1)).total })),
  );
  const open = counts.filter((c) => c.total > 0);
  if (open.length === 0) return undefined;
  const isThreshold = (key: CriteriaKey) => key in thresholds;
  open.sort((a, b) => Number(isThreshold(b.key)) - Number(isThreshold(a.key)) || a.total - b.total);
  const best = open[0]!;
  const sort = thresholds[best.key] ?? input.sort;
  const page = await list(without(best.key), sort, input.limit);
  return { filter: best.key, matched: best.total, sort, items: page.items };
}
