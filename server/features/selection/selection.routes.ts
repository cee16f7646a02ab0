/**
 * POST /v1/pub/{fund,etf}/selection/list, …/top-pick/list and …/axes/list (API.md "Selection,
 * search, curated lists"; no token). One route per product type so each path is its own
 * entry in /v1/openapi.json; the handlers only validate and hand over to the service.
 */
import { createRoute } from "@hono/zod-openapi";
import { success } from "../../../shared/api/envelope";
import {
  axisFilterSchema,
  selectionFilterSchema,
  selectionPageSchema,
  topPickFilterSchema,
  topPickPageSchema,
} from "../../../shared/api/selection";
import type { MetricTableSource } from "../../data/metric-table";
import { envelopeResponses } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { Store } from "../../store/db";
import type { ProductType } from "./query-index";
import { createSelectionService } from "./selection.service";

const label: Record<ProductType, string> = { fund: "funds", etf: "ETFs" };
const tag = "Selection";

const body = <T extends typeof selectionFilterSchema | typeof topPickFilterSchema | typeof axisFilterSchema>(
  schema: T,
) => ({ body: { required: true, content: { "application/json": { schema } } } });

const listRoute = (type: ProductType) =>
  createRoute({
    method: "post",
    path: `/v1/pub/${type}/selection/list`,
    tags: [tag],
    summary: `Screen ${label[type]} (strategy ETFs never appear)`,
    request: body(selectionFilterSchema),
    responses: envelopeResponses(selectionPageSchema, { description: `A page of ${label[type]}` }),
  });

const topPickRoute = (type: ProductType) =>
  createRoute({
    method: "post",
    path: `/v1/pub/${type}/selection/top-pick/list`,
    tags: [tag],
    summary: `Members of a curated list of ${label[type]} that pass the filters, best first unless sorted`,
    request: body(topPickFilterSchema),
    responses: envelopeResponses(topPickPageSchema, { description: "A page of the list" }),
  });

const axisRoute = (type: ProductType) =>
  createRoute({
    method: "post",
    path: `/v1/pub/${type}/selection/axes/list`,
    tags: [tag],
    summary: `${label[type]} of a thematic shelf (a preset filter) that pass the filters`,
    request: body(axisFilterSchema),
    responses: envelopeResponses(selectionPageSchema, { description: "A page of the shelf" }),
  });

export function selectionRoutes(deps: { metrics: MetricTableSource; store: Store }) {
  const service = createSelectionService(deps);
  const router = createRouter();
  for (const productType of ["fund", "etf"] as const) {
    router
      .openapi(listRoute(productType), async (c) => {
        const filter = c.req.valid("json");
        return c.json(success(await service.list({ productType, filter, lang: c.get("lang") })), 200);
      })
      .openapi(topPickRoute(productType), async (c) => {
        const filter = c.req.valid("json");
        return c.json(success(await service.topPicks({ productType, filter, lang: c.get("lang") })), 200);
      })
      .openapi(axisRoute(productType), async (c) => {
        const filter = c.req.valid("json");
        return c.json(success(await service.axis({ productType, filter, lang: c.get("lang") })), 200);
      });
  }
  return router;
}
