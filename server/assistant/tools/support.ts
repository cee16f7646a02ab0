/**
 * Shared by the tool executes: expected failures of the feature services (an unknown code, a
 * value the universe does not hold, a window outside the data) become typed refusals, so a
 * tool never throws for them; anything else is a real fault and propagates.
 */
import type { ApiLang } from "../../../shared/locales";
import { TOOL_MAX_CHART_POINTS, type ToolRefusal, type ToolSeries } from "../../../shared/tools/common";
import { thinSeries } from "../../features/backtest";
import { AppError } from "../../http/app-error";
import { translate } from "../../i18n";

/**
 * `query` names what was asked for when the error does not; with `lang`, a validation error that
 * carries a user message of its own (e.g. the total-weight rule) answers in that message.
 */
export function refusalOf(err: unknown, query: string, lang?: ApiLang): ToolRefusal {
  if (err instanceof AppError) {
    if (err.errorName === "fundNotFound" || err.errorName === "notFound") {
      const code = err.details?.fundCode;
      return { status: "notFound", query: typeof code === "string" && code ? code : query };
    }
    if (err.errorName === "validationFailed") {
      const field = (err.messageParams?.field ?? err.details?.field ?? "input") as string;
      const message =
        lang && err.messageKey ? translate(lang, err.messageKey, err.messageParams) : err.message;
      return { status: "invalid", field, message };
    }
  }
  throw err;
}

/** A card's chart: at most TOOL_MAX_CHART_POINTS, always ending on the last point. */
export const chartSeries = (points: ToolSeries): ToolSeries => thinSeries(points, TOOL_MAX_CHART_POINTS);
