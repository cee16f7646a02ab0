import { tool } from "ai";
import {
  type GetRiskAlertsOutput,
  getRiskAlertsDef,
  RISK_ALERTS_TOOL_LIMIT,
} from "../../../shared/tools/get-risk-alerts";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { refusalOf } from "./support";

/**
 * Risk alerts of one product (watched or not), or of every product the caller watches: the
 * alert service's answers (as GET /v1/app/alerts), newest first, the first RISK_ALERTS_TOOL_LIMIT.
 */
export const getRiskAlertsTool = (ctx: ToolContext) =>
  tool({
    ...getRiskAlertsDef,
    execute: async ({ code }): Promise<GetRiskAlertsOutput> => {
      const guard = await checkCapability(ctx, null, { quota: true });
      if (!guard.ok) return guard.refusal;
      const userId = ctx.user!.userId;
      const { alerts, watchlist } = ctx.services;
      try {
        if (code !== undefined) {
          const known = await watchlist.knownCode(code);
          const found = await alerts.forCodes(userId, [known], ctx.lang);
          return {
            status: "ok",
            scope: "product",
            code: known,
            total: found.total,
            unread: found.unread,
            items: found.items.slice(0, RISK_ALERTS_TOOL_LIMIT),
          };
        }
        const watched = await watchlist.watchedCodes(userId);
        const found = await alerts.forCodes(userId, watched, ctx.lang);
        return {
          status: "ok",
          scope: "watchlist",
          total: found.total,
          unread: found.unread,
          watched: watched.length,
          items: found.items.slice(0, RISK_ALERTS_TOOL_LIMIT),
        };
      } catch (err) {
        return refusalOf(err, code ?? "", ctx.lang);
      }
    },
  });
