import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./chromium";

/**
 * Run through `npm run test:e2e` (tests/e2e/run.ts), which provides BASE_URL (a real server on
 * a free port) and CHROMIUM_PATH. Direct `playwright test -c tests/e2e/playwright.config.ts`
 * works against BASE_URL (default: the Vite dev server).
 */
export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts$/,
  outputDir: "../../test-results/e2e",
  // Generous for a loaded two-core machine, where two browsers and the server share the cores
  // (a run there saw a page take 13 s to show its first rows); a passing step never waits longer.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://localhost:5173",
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
