/**
 * /v1/app/share (behind the /v1/app guard): make, list and revoke my links.
 * /v1/pub/share/{hash} and its poster, /v1/pub/upload/image: open, rate-limited per client IP.
 */
import { success } from "../../../shared/api/envelope";
import { IMAGE_MAX_BYTES } from "../../../shared/api/sharing";
import { type ApiLang, apiLangs } from "../../../shared/locales";
import { AppError } from "../../http/app-error";
import { clientIp } from "../../http/client-ip";
import { contractRoute, fileContractRoute, bearerSecurity as security } from "../../http/openapi";
import { rateLimit } from "../../http/rate-limit";
import { createRouter } from "../../http/router";
import type { Limits } from "../../platform/limits/limits";
import type { ImageService } from "./images.service";
import type { SharingService } from "./sharing.service";

const tags = ["Sharing"];

export const UPLOAD_PATH = "/v1/pub/upload/image";
/** An upload's whole multipart body: the image and a little for the envelope. */
export const UPLOAD_MAX_BODY_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

const createRoute = contractRoute("POST /v1/app/share", {
  tags,
  security,
  summary: "A read-only link and a poster for my report or portfolio, or for a product",
  description:
    "`id` is my report's or portfolio's id, or a product's fund code. Another user's report or portfolio " +
    "is 404 40400001; an unknown product 404 80610001. The same item in the same language keeps one link.",
  returns: "The link (`url`, a web path) and the poster's address in the request's language",
  failures: [401, 404],
});
const listRoute = contractRoute("GET /v1/app/share", {
  tags,
  security,
  summary: "My share links, newest first",
  returns: "The links",
  failures: [401],
});
const revokeRoute = contractRoute("DELETE /v1/app/share/{hash}", {
  tags,
  security,
  summary: "Revoke one of my links: its page and poster answer 404 from then on",
  returns: "Revoked",
  failures: [401, 404],
});
const viewRoute = contractRoute("GET /v1/pub/share/{hash}", {
  tags,
  summary: "A shared item, read-only, in the request's language",
  description:
    "Title, formatted key figures, a growth chart and the disclaimer; no e-mail, user or internal id. " +
    "A revoked or unknown link is 404 40400001.",
  returns: "The view",
  failures: [404, 429],
});
const posterRoute = fileContractRoute("GET /v1/pub/share/{hash}/poster.png", {
  tags,
  summary: "The share poster: 1080×1350 PNG with title, figures, chart, QR code and disclaimer",
  description: "In `lang`, else in the language the link was made in. Revoked or unknown: 404.",
  returns: "The PNG",
  failures: [404, 429],
});
const uploadRoute = contractRoute("POST /v1/pub/upload/image", {
  tags,
  summary: "Upload an image (avatar, poster background): multipart field `file`, PNG, JPEG or WebP, ≤ 5 MB",
  description:
    "The content is sniffed (the name and declared type are ignored): anything else is 415 41500002, more " +
    "than 5 MB is 413 41300002. The image is re-encoded and shrunk to 2048 px on its long side.",
  returns: "Where the image is served",
  failures: [413, 415, 429],
});
const imageRoute = fileContractRoute("GET /v1/pub/upload/image/{id}", {
  tags,
  summary: "An uploaded image",
  returns: "The image, in the format it was uploaded in",
  failures: [404],
});

/** Public calls per client IP: views are cheap, posters and uploads cost CPU. */
export const SHARING_IP_LIMITS = {
  view: { name: "share-view", limit: 300, windowSeconds: 600 },
  poster: { name: "share-poster", limit: 60, windowSeconds: 600 },
} as const;

const langIn = (raw: string | undefined): ApiLang | undefined =>
  (apiLangs as readonly string[]).includes(raw ?? "") ? (raw as ApiLang) : undefined;

export function sharingRoutes(deps: {
  sharing: SharingService;
  images: ImageService;
  limits: Limits;
  trustProxy: boolean;
}) {
  const { sharing, images } = deps;
  const limited = (limit: (typeof SHARING_IP_LIMITS)[keyof typeof SHARING_IP_LIMITS]) =>
    rateLimit({ limits: deps.limits, ...limit, key: (c) => clientIp(c, deps.trustProxy) });
  const router = createRouter();
  router.get("/v1/pub/share/:hash/poster.png", limited(SHARING_IP_LIMITS.poster));
  router.get("/v1/pub/share/:hash", limited(SHARING_IP_LIMITS.view));
  return router
    .openapi(createRoute, async (c) =>
      c.json(success(await sharing.create(c.get("user").userId, c.req.valid("json"), c.get("lang"))), 200),
    )
    .openapi(listRoute, async (c) => c.json(success(await sharing.list(c.get("user").userId)), 200))
    .openapi(revokeRoute, async (c) => {
      await sharing.revoke(c.get("user").userId, c.req.valid("param").hash);
      return c.json(success({}), 200);
    })
    .openapi(viewRoute, async (c) =>
      c.json(success(await sharing.view(c.req.valid("param").hash, c.get("lang"))), 200),
    )
    .openapi(posterRoute, async (c) => {
      const { hash } = c.req.valid("param");
      const png = await sharing.poster(hash, langIn(c.req.query("lang")));
      return c.body(new Uint8Array(png), 200, {
        "Content-Type": "image/png",
        "Content-Disposition": `inline; filename="fundpilot-${hash.slice(0, 8)}.png"`,
        "Content-Length": String(png.length),
        "Cache-Control": "no-store",
      });
    })
    .openapi(uploadRoute, async (c) => {
      const declared = Number(c.req.header("content-length") ?? "0");
      // the multipart envelope adds a little; a body far over the limit is refused unread
      if (declared > UPLOAD_MAX_BODY_BYTES) throw new AppError("imageTooLarge", `upload: ${declared} bytes`);
      const type = (c.req.header("content-type") ?? "").toLowerCase();
      if (!type.startsWith("multipart/form-data"))
        throw new AppError("unsupportedMediaType", "upload: expected multipart/form-data with a `file`");
      const form = await c.req.parseBody();
      const file = form.file;
      if (!(file instanceof File))
        throw new AppError(
          "validationFailed",
          "file: expected an image file",
          { issues: [{ path: "file", message: "required" }] },
          { field: "file" },
        );
      if (file.size > IMAGE_MAX_BYTES) throw new AppError("imageTooLarge", `upload: ${file.size} bytes`);
      const stored = await images.upload(new Uint8Array(await file.arrayBuffer()));
      return c.json(
        success({
          url: `/v1/pub/upload/image/${stored.id}`,
          width: stored.width,
          height: stored.height,
          contentType: stored.contentType,
        }),
        200,
      );
    })
    .openapi(imageRoute, async (c) => {
      const img = await images.image(c.req.valid("param").id);
      return c.body(new Uint8Array(img.bytes), 200, {
        "Content-Type": img.contentType,
        "Content-Length": String(img.bytes.length),
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      });
    });
}
