/**
 * POST /v1/pub/{fund,etf}/selection/list, …/top-pick/list and …/axes/list (the token optional:
 * the caller's plan refuses the advanced filters and trims Top Picks), and
 * POST /v1/app/fund/top-pick (signed in: a curated list's best members) and POST
 * /v1/app/selection/export (a result set as CSV, export.ts). One route per product
 * type so each path is its own entry in /v1/openapi.json; the handlers only validate and hand
 * over to the service, and every Top Picks answer passes through `previewTopPicks`.
 */
import { success } from "../../../shared/api/envelope";
import { advancedFiltersIn, type SelectionCriteria } from "../../../shared/api/selection";
import { type ProductType, productTypes } from "../../../shared/domain/product";
import type { Plan } from "../../../shared/entitlements";
import type { AuthDeps } from "../../http/auth";
import { accessOf } from "../../http/entitlements";
import {
  contractRoute,
  fileContractRoute,
  jsonAnswer,
  bearerSecurity as security,
  successWithItemsBytes,
} from "../../http/openapi";
import { createRouter } from "../../http/router";
import { exportSelection } from "./export";
import { jsonItems, previewTopPicks, type SelectionService } from "./selection.service";

const label: Record<ProductType, string> = { fund: "funds", etf: "ETFs" };
const tags = ["Selection"];

/** What every public selection list says of the advanced filters (the filters of the request, not of a preset). */
const advancedFiltersNote =
  "The advanced filters (risk and return figures, costs, fixed-income facts: `advancedFilterKeys`) " +
  "need Premium: other plans get 403 40300001 with the capability `advancedFilters`.";

/**
 * The advanced filters a request sets need their capability in full: a plan without it is
 * refused (403 40300001 `advancedFilters`) on every list that takes filters, as in the chat.
 */
function refuseAdvancedFilters(plan: Plan, criteria: SelectionCriteria): void {
  if (advancedFiltersIn(criteria).length === 0) return;
  const access = accessOf(plan, "advancedFilters", "full");
  if (!access.ok) throw access.error;
}

const listRoute = (type: ProductType) =>
  contractRoute(`POST /v1/pub/${type}/selection/list`, {
    tags,
    summary: `Screen ${label[type]} (strategy ETFs never appear)`,
    returns: `A page of ${label[type]}`,
    description: advancedFiltersNote,
    failures: [403],
  });

const topPickRoute = (type: ProductType) =>
  contractRoute(`POST /v1/pub/${type}/selection/top-pick/list`, {
    tags,
    summary: `Members of a curated list of ${label[type]} that pass the filters, best first unless sorted`,
    returns: "A page of the list",
    description: `Anonymous and Pro callers see the first rows (\`preview\`). ${advancedFiltersNote}`,
    failures: [403],
  });

const axisRoute = (type: ProductType) =>
  contractRoute(`POST /v1/pub/${type}/selection/axes/list`, {
    tags,
    summary: `${label[type]} of a thematic shelf (a preset filter) that pass the filters`,
    returns: "A page of the shelf",
    description: advancedFiltersNote,
    failures: [403],
  });

const exportRoute = fileContractRoute("POST /v1/app/selection/export", {
  tags,
  security,
  summary: "A selector's whole result set as CSV (the screen, or a curated list's members)",
  description:
    "Institutional data: Premium's (403 40300001 `institutionalData` for other plans). The code, the name, " +
    "the chosen `columns` and on a curated list its figure, headed in the request's language; figures as the " +
    `API gives them (ratios as decimals). ${advancedFiltersNote}`,
  returns: "The CSV, UTF-8 with a byte-order mark (`Content-Disposition: attachment`)",
  failures: [401, 403],
});

const appTopPickRoute = contractRoute("POST /v1/app/fund/top-pick", {
  tags: ["Products"],
  summary: "A curated list's best members, with the figure they are ranked by",
  description:
    "Needs `Authorization: Bearer <accessToken>`. Callers whose plan previews Top Picks (Pro) " +
    "see the first rows only, marked by `preview`.",
  returns: "Best first",
  failures: [401],
});

/** `selection` is the app's one selection service (its curated-list cache is shared with the assistant). */
export function selectionRoutes(deps: { selection: SelectionService; auth: AuthDeps; now: () => Date }) {
  const service = deps.selection;
  const router = createRouter();
  for (const productType of productTypes) {
    router
      .openapi(listRoute(productType), async (c) => {
        const filter = c.req.valid("json");
        refuseAdvancedFilters(c.get("access").plan, filter);
        const page = await service.list({ productType, filter, lang: c.get("lang") }, jsonItems);
        return jsonAnswer(c, successWithItemsBytes(page));
      })
      .openapi(topPickRoute(productType), async (c) => {
        const filter = c.req.valid("json");
        const { plan } = c.get("access");
        refuseAdvancedFilters(plan, filter);
        const page = await service.topPicks({ productType, filter, lang: c.get("lang") }, jsonItems);
        return jsonAnswer(c, successWithItemsBytes(previewTopPicks(page, { plan, list: filter.list })));
      })
      .openapi(axisRoute(productType), async (c) => {
        const filter = c.req.valid("json");
        refuseAdvancedFilters(c.get("access").plan, filter);
        const page = await service.axis({ productType, filter, lang: c.get("lang") }, jsonItems);
        return jsonAnswer(c, successWithItemsBytes(page));
      });
  }
  router.openapi(exportRoute, async (c) => {
    const body = c.req.valid("json");
    const { plan } = c.get("access");
    refuseAdvancedFilters(plan, body.criteria);
    const today = deps.now().toISOString().slice(0, 10);
    const file = await exportSelection(service, { ...body, plan, lang: c.get("lang"), today });
    return c.body(file.csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    });
  });
  return router.openapi(appTopPickRoute, async (c) => {
    const body = c.req.valid("json");
    const picks = await service.curatedList({ ...body, lang: c.get("lang") });
    return c.json(success(previewTopPicks(picks, { plan: c.get("access").plan, list: body.list })), 200);
  });
}
