import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../locales";

/** The chrome around every screen except login and register: navigation bar, menus, footer. */
export class AppShell {
  readonly navBar: Locator;
  readonly funds: Locator;
  readonly etfs: Locator;
  readonly markets: Locator;
  readonly about: Locator;
  readonly search: Locator;
  readonly languageSwitcher: Locator;
  readonly userMenu: Locator;
  readonly upgradeButton: Locator;
  readonly comingSoonDialog: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.navBar = page.getByTestId("nav-bar");
    this.funds = page.getByTestId("nav-funds");
    this.etfs = page.getByTestId("nav-etfs");
    this.markets = page.getByTestId("nav-markets");
    this.about = page.getByTestId("nav-about");
    this.search = page.getByTestId("nav-search");
    this.languageSwitcher = page.getByTestId("language-switcher");
    this.userMenu = page.getByTestId("user-menu");
    this.upgradeButton = page.getByTestId("upgrade-button");
    this.comingSoonDialog = page.getByTestId("coming-soon-dialog");
    this.footer = page.getByTestId("site-footer");
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.navBar).toBeVisible();
  }

  htmlLang(): Promise<string | null> {
    return this.page.locator("html").getAttribute("lang");
  }

  async openMenu(group: "funds" | "etfs" | "markets"): Promise<Locator> {
    await { funds: this.funds, etfs: this.etfs, markets: this.markets }[group].click();
    const menu = this.page.getByTestId(`nav-${group}-menu`);
    await expect(menu).toBeVisible();
    return menu;
  }

  async openEtfPortfolio(): Promise<Locator> {
    await this.openMenu("etfs");
    await this.page.getByTestId("nav-etfs-portfolio").click();
    await expect(this.comingSoonDialog).toBeVisible();
    return this.comingSoonDialog;
  }

  /** Picks a language; the page reloads under the new prefix. */
  async switchLanguage(locale: Locale): Promise<void> {
    await this.languageSwitcher.click();
    await Promise.all([
      this.page.waitForEvent("load"),
      this.page.getByTestId(`language-option-${locale}`).click(),
    ]);
    await expect(this.navBar).toBeVisible();
  }

  storedLanguage(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem("language"));
  }
}

/** Seeds a signed-in session before the app starts (tokens and user info in localStorage). */
export async function signIn(
  page: Page,
  user: { email?: string; authLevel?: number; institutionId?: number | null } = {},
): Promise<void> {
  const info = {
    userId: "u-e2e",
    email: user.email ?? "alice@example.com",
    authLevel: user.authLevel ?? 0,
    userAuthLevel: user.authLevel ?? 0,
    licenseStatus: 0,
    remainDays: null,
    institutionId: user.institutionId ?? null,
    role: "user",
  };
  await page.addInitScript((value) => {
    localStorage.setItem("accessToken", "e2e-access-token");
    localStorage.setItem("refreshToken", "e2e-refresh-token");
    localStorage.setItem("userInfo", value);
  }, JSON.stringify(info));
}
