/**
 * Shared by the tool executes: expected failures of the feature services (an unknown code, a
 * value the universe does not hold, a window outside the data) become typed refusals, so a
 * tool never throws for them; anything else is a real fault and propagates.
 */
import { TOOL_MAX_CHART_POINTS, type ToolRefusal, type ToolSeries } from "../../../shared/tools/common";
import { thinSeries } from "../../features/backtest";
import { AppError } from "../../http/app-error";

export function refusalOf(err: unknown, query: string): ToolRefusal {
  if (err instanceof AppError) {
    if (err.errorName === "fundNotFound" || err.errorName === "notFound") {
      const code = err.details?.fundCode;
      return { status: "notFound", query: typeof code === "string" && code ? code : query };
    }
    if (err.errorName === "validationFailed") {
      const field = (err.messageParams?.field ?? err.details?.field ?? "input") as string;
      return { status: "invalid", field, message: err.message };
    }
  }
  throw err;
}

/** A card's chart: at most TOOL_MAX_CHART_POINTS, always ending on the last point. */
export const chartSeries = (points: ToolSeries): ToolSeries => thinSeries(points, TOOL_MAX_CHART_POINTS);
