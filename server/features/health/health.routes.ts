import { endpoints } from "../../../shared/api/endpoints";
import { success } from "../../../shared/api/envelope";
import type { MetricTableSource } from "../../data/metric-table";
import type { StartupStatus } from "../../data/startup";
import { contractRoute, plainContractRoute } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { Limits } from "../../platform/limits/limits";
import type { Mailer } from "../../platform/mail/mail";
import type { Store } from "../../store/db";
import { checkHealth } from "./health.service";

/** Plain JSON, not the envelope: load balancers read it. */
const health = { "application/json": { schema: endpoints["GET /healthz"].data } };
const route = plainContractRoute("GET /healthz", {
  tags: ["Operations"],
  summary: "Liveness and readiness of this instance and its backends",
  responses: {
    200: { description: "Every backend answers", content: health },
    503: {
      description: "A backend is down, or the first start is still preparing the data",
      content: health,
    },
  },
});

const startupRoute = contractRoute("GET /v1/pub/startup", {
  tags: ["Operations"],
  summary: "Start-up state: whether the data is ready, and the step in progress while it is prepared",
  returns: "The start-up state (always answered, also while data calls answer 503)",
});

export function healthRoutes(deps: {
  store: Store;
  limits: Limits;
  mailer: Mailer;
  metrics: MetricTableSource;
  startup: StartupStatus;
  version: string;
}) {
  return createRouter()
    .openapi(route, async (c) => {
      const health = await checkHealth(deps);
      c.header("Cache-Control", "no-store");
      return health.status === "ok" ? c.json(health, 200) : c.json(health, 503);
    })
    .openapi(startupRoute, (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(success(deps.startup.current()), 200);
    });
}
