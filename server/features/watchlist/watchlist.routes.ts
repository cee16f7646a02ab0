/**
 * /v1/app/watchlist/* and /v1/app/alerts* (behind the /v1/app guard): thin handlers that hand
 * the caller's id and the validated input to the watchlist and alert services.
 */
import { success } from "../../../shared/api/envelope";
import { contractRoute, bearerSecurity as security } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { AlertService } from "./alerts.service";
import type { WatchlistService } from "./watchlist.service";

const tags = ["Watchlists and alerts"];

const groupsRoute = contractRoute("GET /v1/app/watchlist/groups", {
  tags,
  security,
  summary: "My watchlist groups with their products (a Default group always exists)",
  returns: "Default first, then by creation; products newest first",
  failures: [401],
});
const createRoute = contractRoute("POST /v1/app/watchlist/groups", {
  tags,
  security,
  summary: "Create a group (name 1-26 characters, unique among mine; at most 20 groups)",
  description: "A name another of my groups has is 409 40900013; the 21st group is 409 40900011.",
  returns: "The new, empty group",
  failures: [401, 409],
});
const updateRoute = contractRoute("PUT /v1/app/watchlist/groups/{id}", {
  tags,
  security,
  summary: "Rename a group, or make it the home page's Personalized list",
  description: "The Default group cannot be renamed (409 40900014); another user's group is 404.",
  returns: "The group",
  failures: [401, 404, 409],
});
const deleteRoute = contractRoute("DELETE /v1/app/watchlist/groups/{id}", {
  tags,
  security,
  summary: "Delete a group and its products (not the Default group: 409 40900014)",
  returns: "Deleted",
  failures: [401, 404, 409],
});
const addRoute = contractRoute("POST /v1/app/watchlist/groups/{id}/items/{fundCode}", {
  tags,
  security,
  summary: "Add a product to a group (already there: unchanged; at most 200 per group)",
  description: "An unknown product is 404 80610001; the 201st product is 409 40900012.",
  returns: "The group",
  failures: [401, 404, 409],
});
const removeRoute = contractRoute("DELETE /v1/app/watchlist/groups/{id}/items/{fundCode}", {
  tags,
  security,
  summary: "Remove a product from a group (not there: unchanged)",
  returns: "The group",
  failures: [401, 404],
});
const alertsRoute = contractRoute("GET /v1/app/alerts", {
  tags,
  security,
  summary: "Risk alerts on my watched products, or on one product (fundCode), newest first",
  description:
    "Types: aum_change, concentration, fee_change, abnormal_return, manager_change; each with its " +
    "figures, a localized title and message and my read state. An unknown fundCode is 404 80610001.",
  returns: "A page, with the unread count on my watched products",
  failures: [401, 404],
});
const countRoute = contractRoute("GET /v1/app/alerts/count", {
  tags,
  security,
  summary: "Unread alerts on my watched products",
  returns: "The count",
  failures: [401],
});
const readRoute = contractRoute("POST /v1/app/alerts/read", {
  tags,
  security,
  summary: "Mark alerts read: the ids given, or all on my watched products",
  returns: "The unread count after it",
  failures: [401],
});
const settingsRoute = contractRoute("GET /v1/app/alerts/settings", {
  tags,
  security,
  summary: "My alert e-mail setting",
  returns: "The settings",
  failures: [401],
});
const saveSettingsRoute = contractRoute("PUT /v1/app/alerts/settings", {
  tags,
  security,
  summary: "Turn the alert e-mail digest off, daily or weekly",
  returns: "The settings",
  failures: [401],
});

export function watchlistRoutes(deps: { watchlist: WatchlistService; alerts: AlertService }) {
  const { watchlist, alerts } = deps;
  return createRouter()
    .openapi(groupsRoute, async (c) =>
      c.json(success(await watchlist.list(c.get("user").userId, c.get("lang"))), 200),
    )
    .openapi(createRoute, async (c) =>
      c.json(
        success(await watchlist.create(c.get("user").userId, c.req.valid("json").name, c.get("lang"))),
        200,
      ),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        success(
          await watchlist.update(
            c.get("user").userId,
            c.req.valid("param").id,
            c.req.valid("json"),
            c.get("lang"),
          ),
        ),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) => {
      await watchlist.remove(c.get("user").userId, c.req.valid("param").id);
      return c.json(success({}), 200);
    })
    .openapi(addRoute, async (c) => {
      const { id, fundCode } = c.req.valid("param");
      const { group } = await watchlist.addItem(c.get("user").userId, id, fundCode, c.get("lang"));
      return c.json(success(group), 200);
    })
    .openapi(removeRoute, async (c) => {
      const { id, fundCode } = c.req.valid("param");
      return c.json(
        success(await watchlist.removeItem(c.get("user").userId, id, fundCode, c.get("lang"))),
        200,
      );
    })
    .openapi(alertsRoute, async (c) =>
      c.json(
        success(await alerts.list(c.get("user").userId, { ...c.req.valid("query"), lang: c.get("lang") })),
        200,
      ),
    )
    .openapi(countRoute, async (c) =>
      c.json(success({ unread: await alerts.unread(c.get("user").userId) }), 200),
    )
    .openapi(readRoute, async (c) =>
      c.json(success({ unread: await alerts.markRead(c.get("user").userId, c.req.valid("json")) }), 200),
    )
    .openapi(settingsRoute, async (c) => c.json(success(await alerts.settings(c.get("user").userId)), 200))
    .openapi(saveSettingsRoute, async (c) =>
      c.json(
        success(await alerts.saveSettings(c.get("user").userId, c.req.valid("json"), c.get("lang"))),
        200,
      ),
    );
}
