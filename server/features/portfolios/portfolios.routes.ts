/**
 * /v1/app/portfolios*, /v1/app/model-portfolios/{id}/subscription (behind the /v1/app guard)
 * and /v1/pub/model-portfolios: thin handlers that hand the caller's id, plan and the validated
 * input to the portfolio service.
 */
import { success } from "../../../shared/api/envelope";
import { contractRoute, bearerSecurity as security } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { PortfolioService } from "./portfolios.service";

const tags = ["Portfolios"];

const listRoute = contractRoute("GET /v1/app/portfolios", {
  tags,
  security,
  summary:
    "My portfolios with their latest figures and drift, my subscribed model portfolios, my usage of the plan's caps",
  returns: "Mine newest first, then subscriptions newest first",
  failures: [401],
});
const createRoute = contractRoute("POST /v1/app/portfolios", {
  tags,
  security,
  summary:
    "Save a portfolio (name 1-40 characters, 1-20 holdings of one product type, weights totalling 100%)",
  description:
    "The backtest is run before saving: a window outside the data, an unknown benchmark or a product of " +
    "another type is 400 naming the field; an unknown product is 404 80610001. A DIY portfolio beyond the " +
    "plan's cap is 409 40900002 with `{capability, limit, used}` in the error details.",
  returns: "The saved portfolio",
  failures: [401, 403, 404, 409],
});
const compareRoute = contractRoute("POST /v1/app/portfolios/compare", {
  tags,
  security,
  summary: "Compare 2-3 portfolios: my saved ones and model portfolios (mp-1 … mp-5)",
  description: "Over the common window, growth of 10,000 without contributions. Another user's id is 404.",
  returns: "One column per id, in the order asked",
  failures: [401, 404],
});
const previewRoute = contractRoute("POST /v1/app/portfolios/preview", {
  tags,
  security,
  summary:
    "Backtest a portfolio before saving it, exactly as the save will run it (base currency, extended history)",
  description:
    "The body of a save without its name. Checked like a save: an unknown product is 404 80610001, a window " +
    "outside the data or a product of another type 400 naming the field. Nothing is stored.",
  returns: "The target weights, the backtest in the base currency, the currency split and the spliced ranges",
  failures: [401, 404],
});
const autoRoute = contractRoute("POST /v1/app/portfolios/auto", {
  tags,
  security,
  summary:
    "Propose a diversified portfolio for a risk level (default: my digital twin's, else 3), with rationale and backtest",
  returns: "The proposal, a draft to save and its backtest",
  failures: [401, 404],
});
const detailRoute = contractRoute("GET /v1/app/portfolios/{id}", {
  tags,
  security,
  summary:
    "A saved portfolio with its backtest on the latest data, drift, currency split, spliced ranges and holdings overlap",
  description: "Another user's portfolio is 404 like a missing one.",
  returns: "The portfolio detail",
  failures: [401, 404],
});
const updateRoute = contractRoute("PUT /v1/app/portfolios/{id}", {
  tags,
  security,
  summary: "Replace a saved portfolio (same rules as creating it; written all at once)",
  returns: "The saved portfolio",
  failures: [401, 404, 409],
});
const deleteRoute = contractRoute("DELETE /v1/app/portfolios/{id}", {
  tags,
  security,
  summary: "Delete a saved portfolio",
  returns: "Deleted",
  failures: [401, 404],
});
const rebalanceRoute = contractRoute("GET /v1/app/portfolios/{id}/rebalance", {
  tags,
  security,
  summary: "How to split new money to move back toward the target weights without selling",
  description:
    "The most underweight holdings are filled first so the weights after investing are as close to target " +
    "as the amount allows; from `amountForExact` on they land exactly on target.",
  returns: "The split per holding",
  failures: [401, 404],
});
const modelsRoute = contractRoute("GET /v1/pub/model-portfolios", {
  tags,
  summary: "The model portfolios by risk level (1 Conservative … 5 Aggressive) with headline figures",
  returns: "Risk level 1 first",
});
const subscribeRoute = contractRoute("POST /v1/app/model-portfolios/{id}/subscription", {
  tags,
  security,
  summary: "Subscribe to a model portfolio (again: unchanged); beyond the plan's cap 409 40900001",
  returns: "The subscription",
  failures: [401, 403, 404, 409],
});
const unsubscribeRoute = contractRoute("DELETE /v1/app/model-portfolios/{id}/subscription", {
  tags,
  security,
  summary: "Cancel a model-portfolio subscription (not subscribed: 404)",
  returns: "Cancelled",
  failures: [401, 404],
});

export function portfolioRoutes(deps: { portfolios: PortfolioService }) {
  const { portfolios: service } = deps;
  return createRouter()
    .openapi(listRoute, async (c) => {
      const user = c.get("user");
      return c.json(success(await service.list(user.userId, c.get("access").plan, c.get("lang"))), 200);
    })
    .openapi(createRoute, async (c) => {
      const user = c.get("user");
      return c.json(
        success(await service.create(user.userId, c.get("access").plan, c.req.valid("json"), c.get("lang"))),
        200,
      );
    })
    .openapi(compareRoute, async (c) =>
      c.json(
        success(await service.compare(c.get("user").userId, c.req.valid("json").ids, c.get("lang"))),
        200,
      ),
    )
    .openapi(previewRoute, async (c) =>
      c.json(success(await service.preview(c.req.valid("json"), c.get("lang"))), 200),
    )
    .openapi(autoRoute, async (c) =>
      c.json(success(await service.auto(c.get("user").userId, c.req.valid("json"), c.get("lang"))), 200),
    )
    .openapi(detailRoute, async (c) =>
      c.json(
        success(await service.detail(c.get("user").userId, c.req.valid("param").id, c.get("lang"))),
        200,
      ),
    )
    .openapi(updateRoute, async (c) => {
      const user = c.get("user");
      const data = await service.update(
        user.userId,
        c.get("access").plan,
        c.req.valid("param").id,
        c.req.valid("json"),
        c.get("lang"),
      );
      return c.json(success(data), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await service.remove(c.get("user").userId, c.req.valid("param").id);
      return c.json(success({}), 200);
    })
    .openapi(rebalanceRoute, async (c) => {
      const data = await service.rebalance(
        c.get("user").userId,
        c.req.valid("param").id,
        c.req.valid("query").amount,
      );
      return c.json(success(data), 200);
    })
    .openapi(modelsRoute, async (c) => c.json(success(await service.modelPortfolios(c.get("lang"))), 200))
    .openapi(subscribeRoute, async (c) => {
      const user = c.get("user");
      return c.json(
        success(await service.subscribe(user.userId, c.get("access").plan, c.req.valid("param").id)),
        200,
      );
    })
    .openapi(unsubscribeRoute, async (c) => {
      await service.unsubscribe(c.get("user").userId, c.req.valid("param").id);
      return c.json(success({}), 200);
    });
}
