/**
 * POST /v1/app/fund/comparison and /v1/app/etf/comparison: the comparison screen. Both take the
 * same body and answer the same figures; the path names the screen the web shows (a basket of
 * ETFs only opens the ETF screen, any other basket the fund screen), so either accepts funds
 * and ETFs. Fund comparison is a Premium capability, enforced from its contract entry (server/http/entitlements.ts).
 */
import { success } from "../../../shared/api/envelope";
import { type ProductType, productTypes } from "../../../shared/domain/product";
import { bearerSecurity, contractRoute } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { type ComparisonDeps, compareScreen } from "./comparison.service";

const label: Record<ProductType, string> = { fund: "funds", etf: "ETFs" };

const comparisonRoute = (type: ProductType) =>
  contractRoute(`POST /v1/app/${type}/comparison`, {
    tags: ["Comparison"],
    summary: `Compare up to 3 ${label[type]} side by side, with up to 3 benchmarks`,
    description:
      "Every key figure per product, the overlay of total-return indices rebased to 100 on the " +
      "common start, the correlation matrix of the products then the benchmarks over that window " +
      "(daily returns on one calendar, weekly Friday returns when calendars differ) and the top-10 " +
      "holdings overlap of every pair. More than 3 products is 400 with the message " +
      "“You can select up to 3 products for comparison analysis.”; an unknown code is 80610001 " +
      "naming `fundCodes.i`; a repeated code or benchmark, or an unknown benchmark, is 40000001 " +
      "naming the field. Needs Premium (403 40300001 otherwise).",
    security: bearerSecurity,
    returns: "The comparison",
    failures: [401, 403, 404],
  });

export function comparisonRoutes(deps: ComparisonDeps) {
  const router = createRouter();
  for (const productType of productTypes) {
    router.openapi(comparisonRoute(productType), async (c) => {
      const body = c.req.valid("json");
      return c.json(success(await compareScreen(deps, { ...body, lang: c.get("lang") })), 200);
    });
  }
  return router;
}
