/**
 * /v1/pub/ai-marco/* (the path's spelling is the published one): the macro model's asset list,
 * latest views, monthly history, track record and monthly outlook. Public routes: the caller's
 * plan comes from an optional bearer token; the latest views and the outlook need the whole
 * aiMacro capability (their contract entries say so; server/http/entitlements.ts refuses the
 * rest with 403 40300001), the history is trimmed to the caller's access.
 */
import { success } from "../../../shared/api/envelope";
import type { AuthDeps } from "../../http/auth";
import { contractRoute, jsonAnswer } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { MacroService } from "./macro.service";

const tags = ["AI macro"];

const assetListRoute = contractRoute("GET /v1/pub/ai-marco/region/views/asset-list", {
  tags,
  summary: "The ten asset classes the macro model has views on",
  returns: "The assets",
});
const scoreListRoute = contractRoute("GET /v1/pub/ai-marco/region/views/score-list", {
  tags,
  summary: "The latest month's five-level views per asset, 1- and 3-month horizons",
  returns: "The latest views",
  failures: [403],
});
const monthListRoute = contractRoute("GET /v1/pub/ai-marco/region/views/month-list", {
  tags,
  summary: "Every month's views with the realized excess return and the judgement",
  description:
    "Each view was made from data up to the end of the month before. Without Premium only the " +
    "judged views (Correct or Incorrect) are listed; Premium adds the pending ones.",
  returns: "The views by month",
});
const trackRecordRoute = contractRoute("GET /v1/pub/ai-marco/track-record", {
  tags,
  summary: "Hit rates of the judged views against always Positive, always Neutral and 12-1 momentum",
  returns: "The measured track record",
});
const reportRoute = contractRoute("GET /v1/pub/ai-marco/forecast/report", {
  tags,
  summary: "The monthly outlook: summary (markdown), views and tilts per asset, track record",
  description: "Written from the computed figures only, in the request's language.",
  returns: "The outlook",
  failures: [403],
});

export function macroRoutes(deps: { auth: AuthDeps; macro: MacroService }) {
  return createRouter()
    .openapi(assetListRoute, async (c) => c.json(success(await deps.macro.assetList(c.get("lang"))), 200))
    .openapi(scoreListRoute, async (c) =>
      c.json(success(await deps.macro.scoreList(c.get("access").plan)), 200),
    )
    .openapi(monthListRoute, async (c) => {
      // serialized once per data version and access (the service's monthListBody)
      return jsonAnswer(c, await deps.macro.monthListBody(c.get("access").plan));
    })
    .openapi(trackRecordRoute, async (c) => c.json(success(await deps.macro.trackRecord()), 200))
    .openapi(reportRoute, async (c) =>
      c.json(success(await deps.macro.report(c.get("access").plan, c.get("lang"))), 200),
    );
}
