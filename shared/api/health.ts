import { z } from "zod";
import { startupSchema } from "./startup";

const checkSchema = z.object({
  status: z.enum(["ok", "down"]),
  backend: z
    .string()
    .meta({ description: "Which implementation is in use (pglite, postgres, memory, redis, ...)" }),
  error: z.string().optional(),
});

export const healthSchema = z
  .object({
    status: z
      .enum(["ok", "degraded", "starting"])
      .meta({ description: "starting: the first start is still preparing the data (see startup)" }),
    version: z.string(),
    uptimeSeconds: z.number(),
    checks: z.object({ store: checkSchema, limits: checkSchema, mail: checkSchema }),
    data: z
      .object({
        asOf: z
          .string()
          .nullable()
          .meta({ description: "Date of the data this instance serves (null: none yet)" }),
        products: z.number().int(),
        universeAsOf: z
          .string()
          .nullable()
          .meta({
            description:
              "Date of the stored prices (the universe); differs from asOf until this instance loads the " +
              "derived version stored with a new universe (it checks every few seconds), or while a store " +
              "written by an older version lags (the server derives again when it starts)",
          }),
      })
      .meta({
        description: "The derived data version held in this instance's memory, and the stored universe's",
      }),
    startup: startupSchema,
  })
  .meta({ id: "Health" });
export type Health = z.infer<typeof healthSchema>;
