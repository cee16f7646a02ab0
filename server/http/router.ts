import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./env";
import { failureResponse, validationError } from "./failure";

/**
 * Every feature router is made here, so every route validates its input the same way:
 * a failed zod parse answers 400 40000001 naming the field, in the request's language.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return failureResponse(c, validationError(result.error));
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
