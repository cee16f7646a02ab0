import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { isScreenPath } from "../../shared/screens";
import type { StartupStatus } from "../data/startup";
import type { AppEnv } from "./env";

/** Paths the server answers itself; everything else that is a GET belongs to the SPA. */
export const API_PREFIXES = ["/v1", "/api", "/algo-api", "/dev", "/healthz"] as const;

/** The marker of a page served while the data is prepared (read by web/features/startup). */
const STARTUP_META = '<meta name="fundpilot-startup" content="building">';

function withStartupMeta(html: string): string {
  return html.includes("</head>")
    ? html.replace("</head>", `${STARTUP_META}</head>`)
    : html.replace(/<body/i, `<head>${STARTUP_META}</head><body`);
}

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Serves the built SPA (dist/web): hashed assets with a long cache, other files as they are,
 * and index.html for every web route (history fallback, with or without a language prefix).
 * Any other page path gets index.html too — the app shows its Page Not Found page — with a 404
 * status; a missing file that has an extension is a plain 404, not the app. While the first start
 * prepares the data, the page carries `<meta name="fundpilot-startup">`: the SPA then shows the
 * start-up status page and opens the app when the data is ready.
 */
export function spaRoutes({ distDir, startup }: { distDir: string; startup: StartupStatus }) {
  const indexFile = path.join(distDir, "index.html");
  const app = new Hono<AppEnv>();
  let indexHtml: string | undefined;
  const readIndex = () => {
    if (indexHtml === undefined && existsSync(indexFile)) indexHtml = readFileSync(indexFile, "utf8");
    return indexHtml;
  };

  app.use("*", async (c, next) => {
    // an API path that reached here is a 404 envelope (app.ts), no page or asset
    if (isApiPath(c.req.path)) return next();
    await next();
    const html = c.res.headers.get("content-type")?.startsWith("text/html");
    if (c.res.status === 200 && c.req.path.startsWith("/assets/"))
      c.header("Cache-Control", "public, max-age=31536000, immutable");
    else if (html && (c.res.status === 200 || c.res.status === 404)) c.header("Cache-Control", "no-cache");
  });
  const files = serveStatic({ root: distDir });
  // an API path is never a file: no disk lookup for it (a stat per unknown API call adds up)
  app.use("*", (c, next) => (isApiPath(c.req.path) ? next() : files(c, next)));
  app.get("*", (c) => {
    if (isApiPath(c.req.path)) return c.notFound();
    if (/\.[a-z0-9]{1,8}$/i.test(c.req.path)) return c.text("Not Found", 404);
    const html = readIndex();
    if (html === undefined) {
      return c.text("The web app is not built yet: run `npm run build` (npm start does it for you).", 503);
    }
    return c.html(startup.isReady() ? html : withStartupMeta(html), isScreenPath(c.req.path) ? 200 : 404);
  });
  return app;
}
