/**
 * /v1/app/reports* (behind the /v1/app guard): thin handlers handing the caller's id, plan and
 * language to the report service.
 */
import { success } from "../../../shared/api/envelope";
import { contractRoute, fileContractRoute, bearerSecurity as security } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { ReportService } from "./reports.service";

const tags = ["AI reports"];

const createRoute = contractRoute("POST /v1/app/reports", {
  tags,
  security,
  summary: "Generate an AI report on a product (personal or adviser version) in the request's language",
  description:
    "`disclaimerAccepted` must be true (else 400 40000021). Counts against today's quota (Premium trial 5, Premium 50; over it 429 42900002). The text is " +
    "written from the report's facts and rejected if it states a number the facts do not hold.",
  returns: "The report with its Markdown, facts and what changed since my previous one",
  failures: [400, 401, 403, 404, 429],
});
const listRoute = contractRoute("GET /v1/app/reports", {
  tags,
  security,
  summary: "My reports, newest first",
  returns: "The reports (without their text)",
  failures: [401],
});
const getRoute = contractRoute("GET /v1/app/reports/{id}", {
  tags,
  security,
  summary: "One of my reports, with what changed since my previous report on the same product",
  description: "Another user's report is 404.",
  returns: "The report",
  failures: [401, 404],
});
const pdfRoute = fileContractRoute("GET /v1/app/reports/{id}/pdf", {
  tags,
  security,
  summary: "One of my reports as PDF (the adviser version with a cover page naming me and my institution)",
  returns: "The PDF (`Content-Disposition: attachment`)",
  failures: [401, 404],
});

export function reportRoutes(deps: { reports: ReportService }) {
  const { reports } = deps;
  return createRouter()
    .openapi(createRoute, async (c) => {
      const user = c.get("user");
      return c.json(
        success(
          await reports.generate(user.userId, c.get("access").plan, c.req.valid("json"), c.get("lang")),
        ),
        200,
      );
    })
    .openapi(listRoute, async (c) => c.json(success(await reports.list(c.get("user").userId)), 200))
    .openapi(getRoute, async (c) =>
      c.json(success(await reports.get(c.get("user").userId, c.req.valid("param").id)), 200),
    )
    .openapi(pdfRoute, async (c) => {
      const pdf = await reports.pdf(c.get("user").userId, c.req.valid("param").id);
      return c.body(new Uint8Array(pdf.bytes), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${pdf.filename}"`,
        "Content-Length": String(pdf.bytes.length),
        "Cache-Control": "private, no-store",
      });
    });
}
