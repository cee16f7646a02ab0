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
  type TopPickPage,
  topPickFilterSchema,
  topPickPageSchema,
} from "../../../shared/api/selection";
import { type Plan, previewRowsOf } from "../../../shared/entitlements";
import { type AuthDeps, callerPlan } from "../../http/auth";
import { envelopeResponses } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { ProductType } from "./query-index";
import type { SelectionService } from "./selection.service";

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

/** Top Picks are a preview of their first rows for plans without the full list (DESIGN.md §4). */
function previewTopPicks(page: TopPickPage, plan: Plan): TopPickPage {
  const previewRows = previewRowsOf(plan, "topPicks");
  if (previewRows === null) return page;
  const shown = page.page === 1 ? page.items.slice(0, previewRows) : [];
  return { ...page, items: shown, preview: { rows: previewRows, capability: "topPicks" } };
}

/** `selection` is the app's one selection service (its curated-list cache is shared with the assistant). */
export function selectionRoutes(deps: { selection: SelectionService; auth: AuthDeps }) {
  const service = deps.selection;
  const router = createRouter();
  for (const productType of ["fund", "etf"] as const) {
    router
      .openapi(listRoute(productType), async (c) => {
        const filter = c.req.valid("json");
        return c.json(success(await service.list({ productType, filter, lang: c.get("lang") })), 200);
      })
      .openapi(topPickRoute(productType), async (c) => {
        const filter = c.req.valid("json");
        const page = await service.topPicks({ productType, filter, lang: c.get("lang") });
        const plan = await callerPlan(deps.auth, c.req.header("authorization"));
        return c.json(success(previewTopPicks(page, plan)), 200);
      })
      .openapi(axisRoute(productType), async (c) => {
        const filter = c.req.valid("json");
        return c.json(success(await service.axis({ productType, filter, lang: c.get("lang") })), 200);
      });
  }
  return router;
}
