import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../../http/env";

/**
 * The API reference UI at /v1/docs: Swagger UI served from the installed swagger-ui-dist
 * (no CDN — the CSP allows only this origin), reading /v1/openapi.json. The initializer is a
 * separate file because the CSP forbids inline scripts.
 */
const distDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const assets: Record<string, { file: string; type: string }> = {
  "swagger-ui.css": { file: "swagger-ui.css", type: "text/css; charset=utf-8" },
  "swagger-ui-bundle.js": { file: "swagger-ui-bundle.js", type: "text/javascript; charset=utf-8" },
  "swagger-ui-standalone-preset.js": {
    file: "swagger-ui-standalone-preset.js",
    type: "text/javascript; charset=utf-8",
  },
  "favicon-32x32.png": { file: "favicon-32x32.png", type: "image/png" },
};

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>FundPilot API reference</title>
<link rel="icon" type="image/png" href="/v1/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/v1/docs/assets/swagger-ui.css">
<style>body{margin:0}.topbar{display:none}</style>
</head>
<body>
<div id="swagger-ui"></div>
<script src="/v1/docs/assets/swagger-ui-bundle.js"></script>
<script src="/v1/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/v1/docs/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({
  url: "/v1/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: "StandaloneLayout",
  persistAuthorization: true
});`;

export function docsRoutes() {
  const cache = new Map<string, Buffer>();
  return new Hono<AppEnv>()
    .get("/v1/docs", (c) => c.html(page))
    .get("/v1/docs/init.js", (c) => c.body(init, 200, { "Content-Type": "text/javascript; charset=utf-8" }))
    .get("/v1/docs/assets/:name", (c) => {
      const asset = assets[c.req.param("name")];
      if (!asset) return c.notFound();
      let body = cache.get(asset.file);
      if (!body) {
        body = readFileSync(path.join(distDir, asset.file));
        cache.set(asset.file, body);
      }
      return c.body(new Uint8Array(body), 200, {
        "Content-Type": asset.type,
        "Cache-Control": "public, max-age=86400",
      });
    });
}
