import { test as base, expect } from "@playwright/test";
import { AppShell } from "./pages/app-shell";
import { HomePage } from "./pages/home-page";
import { LegalPage } from "./pages/legal-page";
import { LoginPage } from "./pages/login-page";
import { NotFoundPage } from "./pages/not-found-page";

type Pages = {
  app: AppShell;
  home: HomePage;
  login: LoginPage;
  notFound: NotFoundPage;
  legal: LegalPage;
};

/**
 * Every test fails on an uncaught page error or a Content-Security-Policy violation (the server
 * sends a strict CSP: no inline scripts, no external origins).
 */
export const test = base.extend<Pages>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (
        message.type() === "error" &&
        /Content Security Policy|Refused to (load|execute|apply)/i.test(message.text())
      ) {
        problems.push(`CSP: ${message.text()}`);
      }
    });
    await use(page);
    expect(problems, "no page errors or CSP violations").toEqual([]);
  },
  app: async ({ page }, use) => use(new AppShell(page)),
  home: async ({ page }, use) => use(new HomePage(page)),
  login: async ({ page }, use) => use(new LoginPage(page)),
  notFound: async ({ page }, use) => use(new NotFoundPage(page)),
  legal: async ({ page }, use) => use(new LegalPage(page)),
});

export { expect };
