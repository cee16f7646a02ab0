import { z } from "zod";
import { startupSteps } from "../domain/startup";

export { type StartupStep, startupSteps } from "../domain/startup";

export const startupSchema = z
  .object({
    state: z
      .enum(["building", "ready", "failed"])
      .meta({ description: "building: the data is being prepared (data calls answer 503); ready: serving" }),
    step: z.enum(startupSteps).nullable().meta({ description: "The step in progress (null when ready)" }),
    done: z.number().int().meta({ description: "Units of the step done" }),
    total: z.number().int().meta({ description: "Units of the step in all (0: unknown)" }),
    elapsedSeconds: z.number().meta({ description: "Seconds since the server started" }),
  })
  .meta({ id: "Startup" });
export type Startup = z.infer<typeof startupSchema>;
