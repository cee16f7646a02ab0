import { createRoute } from "@hono/zod-openapi";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorCatalog } from "../../shared/api/errors";
import { AppError } from "./app-error";
import type { AppEnv } from "./env";
import { failureResponse, toAppError } from "./failure";
import { envelopeResponses } from "./openapi";
import { createRouter } from "./router";

const bodySchema = z.object({
  holdings: z.array(z.object({ fundCode: z.string(), weight: z.number().max(100) })),
});

function app() {
  const router = createRouter();
  router.use("*", async (c, next) => {
    c.set("lang", (c.req.query("lang") as "en") ?? "zh_TW");
    await next();
  });
  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/pub/probe",
      request: { body: { content: { "application/json": { schema: bodySchema } }, required: true } },
      responses: envelopeResponses(z.object({ n: z.number() }), { description: "ok" }),
    }),
    (c) =>
      c.json(
        {
          status: "SUCCESS" as const,
          data: { n: c.req.valid("json").holdings.length },
          error: null,
          innerMessage: null,
        },
        200,
      ),
  );
  router.get("/boom", () => {
    throw new Error("secret stack detail");
  });
  router.onError((err, c) => failureResponse(c, toAppError(err).appError));
  return router;
}

const post = (body: unknown, lang = "en") =>
  app().request(`/v1/pub/probe?lang=${lang}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("createRouter validation", () => {
  it("passes valid input to the handler", async () => {
    const res = await post({ holdings: [{ fundCode: "A", weight: 50 }] });
    expect(await res.json()).toEqual({ status: "SUCCESS", data: { n: 1 }, error: null, innerMessage: null });
  });

  it("answers 400 40000001 naming the offending field, localized", async () => {
    const res = await post({ holdings: [{ fundCode: "A", weight: 150 }] }, "zh_TW");
    expect(res.status).toBe(400);
    const json = (await res.json()) as any;
    expect(json.error.code).toBe(errorCatalog.validationFailed.code);
    expect(json.error.message).toMatch(/^holdings\.0\.weight: /);
    expect(json.error.details.issues[0].path).toBe("holdings.0.weight");
    expect(json.innerMessage).toBe("部分資料無效：holdings.0.weight");
  });

  it("a missing body field is named too", async () => {
    const json = (await (await post({})).json()) as any;
    expect(json.error.message).toMatch(/^holdings: /);
  });

  it("an unexpected fault is a 500 envelope without the internals", async () => {
    const res = await app().request("/boom?lang=en");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("secret stack detail");
    expect(JSON.parse(text)).toMatchObject({ status: "FAILURE", error: { code: 50000001 } });
  });
});

describe("AppError → envelope", () => {
  it.each([
    ["fundNotFound", 404, 80610001, "This product could not be found."],
    ["notEntitled", 403, 40300001, "This feature is available with Premium. Upgrade to unlock it."],
    ["aiReportDailyLimit", 429, 42900002, "Oops! You have reached AI report trial limits (5 times/day)"],
  ] as const)("%s answers HTTP %i with code %i", async (name, status, code, inner) => {
    const h = new Hono<AppEnv>();
    h.get("/x", (c) => {
      c.set("lang", "en");
      return failureResponse(c, new AppError(name, "why", { capability: "aiReport" }));
    });
    const res = await h.request("/x");
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({
      status: "FAILURE",
      data: null,
      error: { code, message: "why", details: { capability: "aiReport" } },
      innerMessage: inner,
    });
  });
});
