import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Screenshots of the chrome for people to look at (tests/e2e/screenshots/, git-ignored).
 * Opt-in: `npm run test:e2e -- --screenshots` (sets SCREENSHOTS=1).
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

type Scene = { name: string; path: string; act?: (page: Page, mobile: boolean) => Promise<void> };

const scenes: Scene[] = [
  { name: "home", path: "" },
  {
    name: "nav-open",
    path: "/fundFilter",
    act: async (page, mobile) => {
      await page.getByTestId(mobile ? "mobile-menu-trigger" : "nav-funds").click();
      await expect(page.getByTestId(mobile ? "mobile-menu" : "nav-funds-menu")).toBeVisible();
    },
  },
  {
    name: "coming-soon",
    path: "",
    act: async (page, mobile) => {
      if (mobile) {
        await page.getByTestId("mobile-menu-trigger").click();
        await page.getByTestId("m-nav-etfs-portfolio").click();
      } else {
        await page.getByTestId("nav-etfs").click();
        await page.getByTestId("nav-etfs-portfolio").click();
      }
      await expect(page.getByTestId("coming-soon-dialog")).toBeVisible();
    },
  },
  { name: "login", path: "/login" },
  { name: "not-found", path: "/no-such-page" },
  { name: "legal", path: "/disclaimer" },
];

test.describe("screenshots", () => {
  test.skip(!process.env.SCREENSHOTS, "run with --screenshots");
  mkdirSync(dir, { recursive: true });

  for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      for (const scene of scenes) {
        test(`${scene.name} ${locale} ${device}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          // Login has no prefix: the language comes from the previous route.
          if (scene.path === "/login") await page.goto(`/${locale}`);
          await page.goto(scene.path === "/login" ? "/login" : `/${locale}${scene.path}`);
          await page.waitForLoadState("networkidle");
          await page.evaluate(() => document.fonts.ready);
          await scene.act?.(page, device === "mobile");
          await page.waitForTimeout(350);
          await page.screenshot({ path: path.join(dir, `${scene.name}-${locale}-${device}.png`) });
        });
      }
    }
  }
});
