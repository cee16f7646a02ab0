import { z } from "zod";

/**
 * Share links and posters (POST /v1/app/share, GET /v1/pub/share/{hash}) and the public image
 * upload (POST /v1/pub/upload/image). A share names a report, a saved portfolio or a product;
 * anyone with the link reads a view of it that carries no private data: no e-mail, no user id,
 * no internal id but the hash.
 */

export const shareKinds = ["report", "portfolio", "fund"] as const;
export type ShareKind = (typeof shareKinds)[number];

/** The hash of a share link: URL-safe, unguessable (128 random bits). */
export const shareHashSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "expected a share hash");
export const shareParamsSchema = z.object({ hash: shareHashSchema });

export const createShareSchema = z
  .object({
    kind: z.enum(shareKinds),
    id: z
      .string()
      .min(1)
      .max(64)
      .meta({ description: "The report's or portfolio's id (mine), or a product's fund code" }),
  })
  .meta({ id: "CreateShare" });
export type CreateShareRequest = z.infer<typeof createShareSchema>;

export const shareLinkSchema = z
  .object({
    hash: z.string(),
    url: z.string().meta({ description: "The public page of the share (/s/{hash} on the web)" }),
    posterPngUrl: z.string().meta({ description: "The poster (1080×1350 PNG) in the share's language" }),
  })
  .meta({ id: "ShareLink" });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareSummarySchema = shareLinkSchema
  .extend({
    kind: z.enum(shareKinds),
    title: z.string().meta({ description: "What was shared, named when the link was made" }),
    createdAt: z.string().meta({ description: "ISO timestamp" }),
  })
  .meta({ id: "ShareSummary" });
export type ShareSummary = z.infer<typeof shareSummarySchema>;
export const shareListSchema = z.array(shareSummarySchema);

/** The figures and the chart a public view shows; values are formatted in the view's language. */
export const shareFigureSchema = z.object({ label: z.string(), value: z.string() });
export type ShareFigure = z.infer<typeof shareFigureSchema>;

export const shareViewSchema = z
  .object({
    kind: z.enum(shareKinds),
    title: z.string(),
    subtitle: z.string().optional(),
    figures: z.array(shareFigureSchema),
    chart: z
      .array(z.tuple([z.string(), z.number()]))
      .optional()
      .meta({ description: "[date, value] pairs in date order (growth of 100 for products and portfolios)" }),
    chartLabel: z.string().optional(),
    markdown: z.string().optional(),
    disclaimer: z.string(),
  })
  .meta({ id: "ShareView" });
export type ShareView = z.infer<typeof shareViewSchema>;

/** Where an uploaded image is served from. */
export const uploadedImageSchema = z
  .object({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    contentType: z.enum(["image/png", "image/jpeg", "image/webp"]),
  })
  .meta({ id: "UploadedImage" });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export const imageParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

/** Uploads: at most this many bytes, re-encoded to at most IMAGE_MAX_DIMENSION on the long side. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_DIMENSION = 2048;
