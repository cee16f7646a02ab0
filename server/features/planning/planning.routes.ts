/**
 * /v1/app/twin and /v1/app/plans* (behind the /v1/app guard): thin handlers that hand the
 * caller's id and the validated input to the planning service.
 */
import { success } from "../../../shared/api/envelope";
import { contractRoute, bearerSecurity as security } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { PlanningService } from "./planning.service";

const tags = ["Digital twin and wealth planning"];

const twinRoute = contractRoute("GET /v1/app/twin", {
  tags,
  security,
  summary: "My digital twin's role card (empty until the guided flow saves a step)",
  returns: "The card, whether it is complete and when it was confirmed",
  failures: [401],
});
const saveTwinRoute = contractRoute("PUT /v1/app/twin", {
  tags,
  security,
  summary: "Save a step of the role card, confirm it, or reselect (clears the role data)",
  description:
    "`save` merges the given fields (a confirmed card stays confirmed: the profile's risk-level " +
    "adjustment); `confirm` needs every field (400 naming the first missing one); `reselect` " +
    "clears the card and its confirmation.",
  returns: "The twin",
  failures: [401],
});
const coreRoute = contractRoute("GET /v1/app/plans/core", {
  tags,
  security,
  summary: "The flex builder's locked core for a risk level: its model portfolio scaled to 70%",
  returns: "The core holdings",
  failures: [401],
});
const previewRoute = contractRoute("POST /v1/app/plans/preview", {
  tags,
  security,
  summary: "A plan's holdings and analysis without saving it (the confirmation step)",
  description:
    "Monte Carlo of 10,000 seeded paths of monthly returns bootstrapped from the portfolio's own " +
    "history: success probability and the 10/50/90 percentile fan. At most 3 products per asset " +
    "class (400 with its message); the flex builder's free part sums to 30%.",
  returns: "The proposed plan",
  failures: [401, 404],
});
const listRoute = contractRoute("GET /v1/app/plans", {
  tags,
  security,
  summary: "My wealth plans, newest first (cancelled ones included)",
  returns: "The plans",
  failures: [401],
});
const createRoute = contractRoute("POST /v1/app/plans", {
  tags,
  security,
  summary: "Create a wealth plan (on confirm) with its analysis",
  returns: "The plan",
  failures: [401, 404],
});
const getRoute = contractRoute("GET /v1/app/plans/{id}", {
  tags,
  security,
  summary: "One of my plans (another user's plan is 404)",
  returns: "The plan",
  failures: [401, 404],
});
const updateRoute = contractRoute("PUT /v1/app/plans/{id}", {
  tags,
  security,
  summary: "Change a plan: the whole request again; the analysis is run anew",
  description: "A cancelled plan cannot be changed (400).",
  returns: "The plan",
  failures: [401, 404],
});
const cancelRoute = contractRoute("DELETE /v1/app/plans/{id}", {
  tags,
  security,
  summary: "Cancel a plan (it stays readable with status cancelled)",
  returns: "The plan",
  failures: [401, 404],
});

export function planningRoutes(deps: { planning: PlanningService }) {
  const { planning } = deps;
  return createRouter()
    .openapi(twinRoute, async (c) => c.json(success(await planning.getTwin(c.get("user").userId)), 200))
    .openapi(saveTwinRoute, async (c) =>
      c.json(success(await planning.updateTwin(c.get("user").userId, c.req.valid("json"))), 200),
    )
    .openapi(coreRoute, async (c) =>
      c.json(success(await planning.core(c.req.valid("query").riskLevel, c.get("lang"))), 200),
    )
    .openapi(previewRoute, async (c) =>
      c.json(success(await planning.preview(c.get("user").userId, c.req.valid("json"), c.get("lang"))), 200),
    )
    .openapi(listRoute, async (c) =>
      c.json(success(await planning.list(c.get("user").userId, c.get("lang"))), 200),
    )
    .openapi(createRoute, async (c) =>
      c.json(success(await planning.create(c.get("user").userId, c.req.valid("json"), c.get("lang"))), 200),
    )
    .openapi(getRoute, async (c) =>
      c.json(success(await planning.get(c.get("user").userId, c.req.valid("param").id, c.get("lang"))), 200),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        success(
          await planning.update(
            c.get("user").userId,
            c.req.valid("param").id,
            c.req.valid("json"),
            c.get("lang"),
          ),
        ),
        200,
      ),
    )
    .openapi(cancelRoute, async (c) =>
      c.json(
        success(await planning.cancel(c.get("user").userId, c.req.valid("param").id, c.get("lang"))),
        200,
      ),
    );
}
