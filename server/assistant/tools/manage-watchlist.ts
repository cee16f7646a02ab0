import { tool } from "ai";
import { type ManageWatchlistOutput, manageWatchlistDef } from "../../../shared/tools/manage-watchlist";
import { AppError } from "../../http/app-error";
import { errorMessageKeys } from "../../http/error-messages";
import { translate } from "../../i18n";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { refusalOf } from "./support";

/**
 * The watchlist from the chat (the watchlist service, as /v1/app/watchlist/*): list the groups,
 * add a product (to the group named, created when missing, else the Default group), or prepare a
 * removal. A removal is never done here: the card asks the person and then calls the API.
 */
export const manageWatchlistTool = (ctx: ToolContext) =>
  tool({
    ...manageWatchlistDef,
    execute: async ({ action, code, group }): Promise<ManageWatchlistOutput> => {
      const guard = await checkCapability(ctx, null, { quota: true });
      if (!guard.ok) return guard.refusal;
      const userId = ctx.user!.userId;
      const { watchlist } = ctx.services;
      const missingCode = () => ({
        status: "invalid" as const,
        field: "code",
        message: translate(ctx.lang, "errors:validation.required", { field: "code" }),
      });
      try {
        if (action === "list") {
          const { groups } = await watchlist.list(userId, ctx.lang);
          if (group === undefined) return { status: "ok", action, done: true, groups };
          const id = await watchlist.findByName(userId, group);
          const named = groups.filter((g) => g.id === id);
          if (named.length === 0) return { status: "notFound", query: group };
          return {
            status: "ok",
            action,
            done: true,
            groupId: named[0]!.id,
            groupName: named[0]!.name,
            groups: named,
          };
        }
        if (code === undefined) return missingCode();
        if (action === "add") {
          let groupId = group === undefined ? null : await watchlist.findByName(userId, group);
          if (groupId === null)
            groupId =
              group === undefined
                ? (await watchlist.defaultGroup(userId, ctx.lang)).id
                : (await watchlist.create(userId, group, ctx.lang)).id;
          const added = await watchlist.addItem(userId, groupId, code, ctx.lang);
          const item = added.group.items.find((i) => i.fundCode === added.code);
          return {
            status: "ok",
            action,
            done: true,
            code: added.code,
            product: item?.product ?? null,
            groupId: added.group.id,
            groupName: added.group.name,
            alreadyThere: added.alreadyThere,
            groups: [added.group],
          };
        }
        // remove: find the group holding it; the card confirms, then calls DELETE itself
        const known = await watchlist.knownCode(code);
        const holding = await watchlist.groupsWith(userId, known);
        const groupId =
          group === undefined ? holding[0] : ((await watchlist.findByName(userId, group)) ?? undefined);
        if (groupId === undefined || !holding.includes(groupId)) return { status: "notFound", query: known };
        const target = await watchlist.get(userId, groupId, ctx.lang);
        const item = target.items.find((i) => i.fundCode === known);
        return {
          status: "ok",
          action,
          done: false,
          code: known,
          product: item?.product ?? null,
          groupId: target.id,
          groupName: target.name,
          groups: [target],
        };
      } catch (err) {
        // the watchlist's own limits read as the API's message
        if (err instanceof AppError && err.errorName.startsWith("watchlist"))
          return {
            status: "invalid",
            field: err.errorName === "watchlistItemLimit" ? "code" : "group",
            message: translate(ctx.lang, errorMessageKeys[err.errorName]),
          };
        return refusalOf(err, code ?? group ?? "", ctx.lang);
      }
    },
  });
