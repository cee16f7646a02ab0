import { createRoute } from "@hono/zod-openapi";
import { healthSchema } from "../../../shared/api/health";
import type { MetricTableSource } from "../../data/metric-table";
import { createRouter } from "../../http/router";
import type { Limits } from "../../platform/limits/limits";
import type { Mailer } from "../../platform/mail/mail";
import type { Store } from "../../store/db";
import { checkHealth } from "./health.service";

const route = createRoute({
  method: "get",
  path: "/healthz",
  tags: ["Operations"],
  summary: "Liveness and readiness of this instance and its backends",
  responses: {
    200: { description: "Every backend answers", content: { "application/json": { schema: healthSchema } } },
    503: { description: "A backend is down", content: { "application/json": { schema: healthSchema } } },
  },
});

export function healthRoutes(deps: {
  store: Store;
  limits: Limits;
  mailer: Mailer;
  metrics: MetricTableSource;
  version: string;
}) {
  return createRouter().openapi(route, async (c) => {
    const health = await checkHealth(deps);
    c.header("Cache-Control", "no-store");
    return health.status === "ok" ? c.json(health, 200) : c.json(health, 503);
  });
}
