import { z } from "zod";
import { alertKinds, alertTypes } from "../domain/alerts";
import { productSummarySchema } from "./product-summary";

/**
 * Watchlists and risk alerts (/v1/app/watchlist/*, /v1/app/alerts*): a user's groups of
 * products (a "Default" group always exists and cannot be deleted; one group may be chosen as
 * the home page's Personalized list) and the risk alerts standing on the products they watch,
 * with a per-user read state. Every row is the caller's own; another user's group answers 404.
 * Served by server/features/watchlist.
 */

// ---- limits ----

/** A group's name: 1–26 characters after trimming. */
export const WATCHLIST_GROUP_NAME_MAX = 26;
/** Groups a user may hold (the Default group included). */
export const WATCHLIST_MAX_GROUPS = 20;
/** Products one group may hold. */
export const WATCHLIST_MAX_ITEMS = 200;

// ---- requests ----

export const watchlistGroupNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(WATCHLIST_GROUP_NAME_MAX)
  .meta({ description: `Group name, 1–${WATCHLIST_GROUP_NAME_MAX} characters` });

export const createWatchlistGroupSchema = z
  .object({ name: watchlistGroupNameSchema })
  .meta({ id: "CreateWatchlistGroup" });

export const updateWatchlistGroupSchema = z
  .object({
    name: watchlistGroupNameSchema.optional(),
    personalized: z
      .literal(true)
      .optional()
      .meta({ description: "Make this group the home page's Personalized list (only one group is)" }),
  })
  .refine((b) => b.name !== undefined || b.personalized !== undefined, {
    path: ["name"],
    message: "name or personalized is required",
  })
  .meta({ id: "UpdateWatchlistGroup" });

const groupId = z.string().trim().min(1).max(64);
const fundCode = z.string().trim().min(1).max(40);

export const watchlistGroupParamsSchema = z.object({ id: groupId });
export const watchlistItemParamsSchema = z.object({ id: groupId, fundCode });

// ---- answers ----

export const watchlistItemSchema = z
  .object({
    fundCode: z.string(),
    addedAt: z.string().meta({ description: "ISO timestamp" }),
    product: productSummarySchema
      .nullable()
      .meta({ description: "The product's figures; null when it has left the universe" }),
  })
  .meta({ id: "WatchlistItem" });
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;

export const watchlistGroupSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: "The Default group's name is in the request's language" }),
    isDefault: z.boolean(),
    personalized: z.boolean().meta({ description: "Shown as the Personalized list on home" }),
    createdAt: z.string(),
    items: z.array(watchlistItemSchema).meta({ description: "Newest first" }),
  })
  .meta({ id: "WatchlistGroup" });
export type WatchlistGroup = z.infer<typeof watchlistGroupSchema>;

export const watchlistGroupsSchema = z
  .object({ groups: z.array(watchlistGroupSchema).meta({ description: "Default first, then by creation" }) })
  .meta({ id: "WatchlistGroups" });
export type WatchlistGroups = z.infer<typeof watchlistGroupsSchema>;

// ---- risk alerts ----

export const alertsQuerySchema = z.object({
  fundCode: fundCode
    .optional()
    .meta({ description: "The alerts of this product (watched or not); all watched products when absent" }),
  unreadOnly: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});
export type AlertsQuery = z.infer<typeof alertsQuerySchema>;

export const riskAlertSchema = z
  .object({
    id: z.string().meta({ description: "Stable across data versions for the same fact" }),
    type: z.enum(alertTypes),
    kind: z.enum(alertKinds),
    fundCode: z.string(),
    product: productSummarySchema.nullable(),
    date: z.string().meta({ description: "The data date the alert rests on (YYYY-MM-DD)" }),
    title: z.string().meta({ description: "In the request's language" }),
    message: z.string().meta({
      description: "The figure that triggered it, in the request's language, e.g. AUM −34% in 3 months",
    }),
    detail: z
      .record(z.string(), z.union([z.string(), z.number(), z.null()]))
      .meta({ description: "The figures behind the message (from, to, move, weight, label…)" }),
    read: z.boolean(),
  })
  .meta({ id: "RiskAlert" });
export type RiskAlertItem = z.infer<typeof riskAlertSchema>;

export const alertPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    unread: z.number().int().meta({ description: "Unread alerts on the caller's watched products" }),
    items: z.array(riskAlertSchema).meta({ description: "Newest first" }),
  })
  .meta({ id: "RiskAlertPage" });
export type AlertPage = z.infer<typeof alertPageSchema>;

export const markAlertsReadSchema = z
  .object({
    ids: z.array(z.string().trim().min(1).max(200)).min(1).max(500).optional(),
    all: z.literal(true).optional(),
  })
  .refine((b) => b.ids !== undefined || b.all !== undefined, {
    path: ["ids"],
    message: "ids or all is required",
  })
  .meta({ id: "MarkAlertsRead" });

export const alertCountSchema = z.object({ unread: z.number().int() }).meta({ id: "AlertCount" });

export const alertSettingsSchema = z
  .object({
    emailDigest: z
      .enum(["off", "daily", "weekly"])
      .meta({ description: "E-mail the new alerts on my watchlists through the platform's mail" }),
  })
  .meta({ id: "AlertSettings" });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
