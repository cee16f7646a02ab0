import { tool } from "ai";
import { entitlementOf } from "../../../shared/entitlements";
import { type GetProductOutput, getProductDef } from "../../../shared/tools/get-product";
import {
  productDistribution,
  productDividends,
  productDocuments,
  productFactors,
  productHoldings,
  productInfo,
  productManagers,
  productPerformanceData,
  productRank,
  type ResolvedProduct,
  resolveProduct,
} from "../../features/products";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { chartSeries, refusalOf } from "./support";

type Sections = Pick<
  Extract<GetProductOutput, { status: "ok" }>,
  "holdings" | "distribution" | "managers" | "documents" | "factors" | "dividends"
>;

/** The one detail section a view asks for, from the same services as GET /v1/app/fund/<view>. */
async function sectionsOf(ctx: ToolContext, p: ResolvedProduct, view: string): Promise<Sections> {
  const products = ctx.services.products;
  switch (view) {
    case "holdings":
      return { holdings: await productHoldings(products, p) };
    case "distribution":
      return { distribution: await productDistribution(products, p) };
    case "managers":
      return { managers: await productManagers(products, p, ctx.lang) };
    case "documents":
      return { documents: await productDocuments(products, p, ctx.lang) };
    case "factors":
      // a preview plan sees the groups the factor route shows it
      return { factors: productFactors(p, true, entitlementOf(ctx.plan, "factorAnalysis").access) };
    case "dividends":
      return { dividends: await productDividends(products, p) };
    default:
      return {};
  }
}

/** The fund card; product lookup is not charged to the assistant quota (shared/entitlements.ts). */
export const getProductTool = (ctx: ToolContext) =>
  tool({
    ...getProductDef,
    execute: async ({ code, view = "overview" }): Promise<GetProductOutput> => {
      const guard = await checkCapability(ctx, view === "factors" ? "factorAnalysis" : "productPerformance");
      if (!guard.ok) return guard.refusal;
      try {
        const products = ctx.services.products;
        const p = await resolveProduct(products, { fundCode: code });
        const [product, performance, sections] = await Promise.all([
          productInfo(products, p, ctx.lang),
          productPerformanceData(products, p, {}),
          sectionsOf(ctx, p, view),
        ]);
        return {
          status: "ok",
          view,
          product,
          asOf: performance.asOf,
          periods: performance.periods,
          risk: performance.risk,
          calendarYears: performance.calendarYears,
          navSeries: chartSeries(performance.series.map(([date, nav]) => [date, nav])),
          rank: productRank(p),
          ...sections,
        };
      } catch (err) {
        return refusalOf(err, code);
      }
    },
  });
