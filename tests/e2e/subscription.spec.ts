import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { type Locale, text } from "./locales";
import { demoFunds, signUpNewUser, useSession } from "./pages/chat-page";
import {
  hostedCheckoutOf,
  payOnCheckoutPage,
  SubscriptionScreens,
  subscriptionOf,
} from "./pages/subscription-page";

const shotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");

async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}

/** The access token the app holds now (it is replaced when the plan changes). */
const currentToken = (page: Page) => page.evaluate(() => localStorage.getItem("accessToken") ?? "");

/**
 * Pricing, checkout with the built-in provider's test cards, the return dialogs, the trial and
 * the user center, as a new Pro user meets them — in English and Traditional Chinese.
 */
for (const locale of ["en-HK", "zh-Hant-HK"] as const satisfies readonly Locale[]) {
  const lang = locale === "en-HK" ? "en" : "zh_TW";

  test.describe(`subscription (${locale})`, () => {
    test("a new Pro user upgrades with 4242 4242 4242 4242, sees Membership activated, and fund comparison unlocks", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const screens = new SubscriptionScreens(page);
      // a fresh Pro account (authLevel 0) with its session in the browser
      const user = await signUpNewUser(page.request, `buy-${locale.toLowerCase()}`);
      await useSession(page, user);
      const [a, b] = await demoFunds(page.request, lang);
      await page.setViewportSize({ width: 1366, height: 900 });

      // Pro first: comparison is locked
      await page.goto(`/${locale}/fundComparison?fundCodes=${a!.fundCode},${b!.fundCode}`);
      await expect(page.getByTestId("comparison-upgrade")).toBeVisible();

      await page.goto(`/${locale}/pricing`);
      await expect(screens.premiumPrice).toContainText("15");
      await expect(screens.page.getByTestId("founder-badge")).toHaveText(
        text(locale, "subscription:pricing.founderBadge"),
      );
      await expect(screens.startTrial).toHaveText(text(locale, "subscription:pricing.actions.startTrial"));
      await expect(screens.featureTable.locator("[data-capability=fundComparison]")).toBeVisible();
      await shot(page, `pricing-pro-${locale}`);
      await expectNoSeriousA11yIssues(page, `pricing as Pro (${locale})`);

      // the button is disabled while the checkout is being created (held back here to see it)
      await expect(screens.headerUpgrade).toBeVisible();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/v1/app/subscription/create-checkout-session*", async (route) => {
        await held;
        await route.continue();
      });
      await screens.upgrade.click();
      await expect(screens.upgrade).toBeDisabled();
      release();
      await screens.checkoutSessionId();
      await shot(page, `checkout-${locale}`);
      await payOnCheckoutPage(page, { locale, cardNumber: "4242 4242 4242 4242" });

      await expect(screens.activated.getByRole("heading")).toHaveText(
        text(locale, "subscription:dialogs.activated.title"),
        { timeout: 20_000 },
      );
      // Premium shows in place: the header's upgrade button is gone without a reload
      await expect(screens.headerUpgrade).toHaveCount(0);
      await shot(page, `membership-activated-${locale}`);
      await expectNoSeriousA11yIssues(page, `membership activated (${locale})`);
      await page.getByTestId("membership-activated-ok").click();
      await expect(screens.activated).toHaveCount(0);
      expect(new URL(page.url()).searchParams.get("checkout")).toBeNull();

      // the paid licence now manages the subscription in the billing portal
      await expect(screens.manage).toHaveText(text(locale, "subscription:pricing.actions.manage"));

      // the server agrees: the new token compares funds
      await page.goto(`/${locale}/fundComparison?fundCodes=${a!.fundCode},${b!.fundCode}`);
      await expect(page.getByTestId("comparison-result")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId("comparison-upgrade")).toHaveCount(0);

      // the user center: Activated, next payment date, the payment in the history
      const subscription = await subscriptionOf(page.request, await currentToken(page));
      expect(subscription.status).toBe("Activated");
      expect(subscription.transactions[0]).toMatchObject({
        amount: 15,
        currency: "USD",
        status: "succeeded",
      });
      await page.goto(`/${locale}/UserCenter`);
      await expect(page.getByTestId("user-center-email")).toHaveText(user.email);
      await expect(page.getByTestId("user-center-status")).toHaveAttribute("data-status", "Activated");
      await expect(page.getByTestId("payment-history").locator("tbody tr")).toHaveCount(1);
      await expect(page.getByTestId("payment-history")).toContainText("15");
      await expect(page.getByTestId("user-center-manage")).toBeVisible();
      await shot(page, `user-center-premium-${locale}`);
      await expectNoSeriousA11yIssues(page, `user center as Premium (${locale})`);
    });

    test("a declined card (4000 0000 0000 0002) shows Payment Failed with retry, refresh status and contact support", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const screens = new SubscriptionScreens(page);
      await useSession(page, await signUpNewUser(page.request, `decline-${locale.toLowerCase()}`));
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`/${locale}/pricing`);
      await screens.upgrade.click();
      await screens.checkoutSessionId();
      await payOnCheckoutPage(page, { locale, cardNumber: "4000 0000 0000 0002" });
      await expect(page.getByTestId("checkout-declined")).toBeVisible();
      await page.getByTestId("checkout-back").click();
      const failedAt = page.url();

      await expect(screens.failed.getByRole("heading")).toHaveText(
        text(locale, "subscription:dialogs.failed.title"),
      );
      await expect(screens.failed).toContainText(text(locale, "subscription:dialogs.failed.body"));
      await shot(page, `payment-failed-${locale}`);
      await expectNoSeriousA11yIssues(page, `payment failed (${locale})`);

      // nothing was paid: refreshing the status says so
      await page.getByTestId("payment-failed-refresh").click();
      await expect(page.getByTestId("payment-failed-hint")).toHaveText(
        text(locale, "subscription:dialogs.failed.stillPending"),
      );
      await expect(screens.headerUpgrade).toBeVisible();

      // contact support: the form, prefilled with the account's e-mail
      await page.getByTestId("payment-failed-contact").click();
      await expect(screens.contact).toHaveAttribute("data-topic", "support");
      await page.getByTestId("contact-submit").click();
      await expect(screens.contact.getByRole("alert").first()).toHaveText(
        text(locale, "subscription:enterprise.required"),
      );
      await page.locator("#contact-name").fill("Test Buyer");
      await page.locator("#contact-company").fill("Individual investor");
      await page.getByTestId("contact-submit").click();
      await expect(page.getByTestId("contact-sent")).toBeVisible();
      await page.keyboard.press("Escape");

      // retry: when the checkout cannot be created the button comes back after 2 s …
      await page.goto(failedAt);
      await expect(screens.failed).toBeVisible();
      const retry = page.getByTestId("payment-failed-retry");
      await page.route("**/v1/app/subscription/create-checkout-session*", (route) => route.abort(), {
        times: 1,
      });
      await retry.click();
      await expect(retry).toBeDisabled();
      await expect(retry).toBeEnabled({ timeout: 5_000 });
      // … and then opens a new checkout for the same plan
      await retry.click();
      await screens.checkoutSessionId();
    });

    test("leaving checkout unpaid shows what Premium would give and a real 50% offer", async ({ page }) => {
      test.setTimeout(90_000);
      const screens = new SubscriptionScreens(page);
      await useSession(page, await signUpNewUser(page.request, `abandon-${locale.toLowerCase()}`));
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`/${locale}/pricing`);
      await screens.upgrade.click();
      const left = await hostedCheckoutOf(page.request, await screens.checkoutSessionId());
      expect(left.percentOff).toBeNull();
      await page.getByTestId("checkout-back").click();

      await expect(screens.abandon.getByRole("heading")).toHaveText(
        text(locale, "subscription:dialogs.abandon.title"),
      );
      await expect(page.getByTestId("abandon-losses")).toContainText(
        text(locale, "common:plans.capabilities.fundComparison"),
      );
      await expect(page.getByTestId("abandon-losses")).not.toContainText(
        text(locale, "common:plans.capabilities.basicFilters"),
      );
      await shot(page, `abandon-payment-${locale}`);
      await expectNoSeriousA11yIssues(page, `abandon payment (${locale})`);

      await page.getByTestId("abandon-accept").click();
      const offered = await hostedCheckoutOf(page.request, await screens.checkoutSessionId());
      expect(offered.percentOff).toBe(50);
      // the hosted checkout shows what the server bills: half the first month, then the full price
      await expect(page.getByTestId("checkout-offer")).toBeVisible();
      await expect(page.getByTestId("checkout-full-price")).toBeVisible();
      await expect(page.getByRole("button", { name: /7\.50/ })).toBeVisible();
    });

    test("a new Pro user starts the 15-day trial: Trial started, Premium in place, the user center shows it", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const screens = new SubscriptionScreens(page);
      await useSession(page, await signUpNewUser(page.request, `trial-${locale.toLowerCase()}`));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${locale}/pricing`);
      await expect(screens.startTrial).toBeVisible();
      await shot(page, `pricing-phone-${locale}`);
      await screens.startTrial.click();
      await expect(screens.trialStarted.getByRole("heading")).toHaveText(
        text(locale, "subscription:dialogs.trialStarted.title"),
      );
      await shot(page, `trial-started-${locale}`);
      await expectNoSeriousA11yIssues(page, `trial started on a phone (${locale})`);
      await page.getByTestId("trial-started-ok").click();
      await expect(screens.startTrial).toHaveCount(0);
      await expect(page.getByTestId("plan-card-premium").getByTestId("current-plan")).toHaveText(
        text(locale, "subscription:pricing.onTrial"),
      );

      await page.goto(`/${locale}/UserCenter`);
      await expect(page.getByTestId("user-center-plan")).toHaveAttribute("data-plan", "premiumTrial");
      await expect(page.getByTestId("user-center-status")).toHaveAttribute("data-status", "Activated");
      await expect(page.getByTestId("user-center-subscription").locator("time").first()).toBeVisible();
      await expect(page.getByTestId("payment-history")).toHaveCount(0);
      await shot(page, `user-center-trial-phone-${locale}`);
      await expectNoSeriousA11yIssues(page, `user center on the trial (${locale})`);
    });
  });
}

test.describe("pricing for a signed-out visitor", () => {
  for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
    test(`founder's price, sign-up and contact sales (${locale})`, async ({ page }) => {
      const screens = new SubscriptionScreens(page);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`/${locale}/pricing`);
      await expect(screens.premiumPrice).toContainText("15");
      await page.getByTestId("billing-period-year").check({ force: true });
      await expect(screens.premiumPrice).toContainText("150");
      await expect(page.getByTestId("pricing-signup-premium")).toHaveAttribute(
        "href",
        /\/register\?redirect=/,
      );
      await expect(screens.upgrade).toHaveCount(0);
      await expect(screens.headerUpgrade).toHaveAttribute("data-action", "signUp");
      await shot(page, `pricing-signed-out-${locale}`);
      await expectNoSeriousA11yIssues(page, `pricing signed out (${locale})`);

      await screens.contactSales.click();
      await expect(screens.contact).toHaveAttribute("data-topic", "sales");
      await page.locator("#contact-email").fill("not-an-email");
      await page.getByTestId("contact-submit").click();
      await expect(page.locator("#contact-email-message")).toHaveText(
        text(locale, "subscription:enterprise.invalidEmail"),
      );
      await page.locator("#contact-name").fill("Mei Chan");
      await page.locator("#contact-email").fill("mei.chan@bank.example");
      await page.locator("#contact-company").fill("Example Private Bank");
      await page.locator("#contact-message").fill("We would like FundPilot for 40 relationship managers.");
      await shot(page, `contact-sales-${locale}`);
      await page.getByTestId("contact-submit").click();
      await expect(page.getByTestId("contact-sent")).toContainText("mei.chan@bank.example");
      await expectNoSeriousA11yIssues(page, `contact sales sent (${locale})`);
    });
  }
});

/**
 * The lifecycle reminder is read from the user info the app holds (authLevel, licenseStatus,
 * remainDays): here that of a trial with 2 days left and of an expired membership, shown once a
 * day per state.
 */
test.describe("lifecycle reminders", () => {
  for (const locale of ["en-HK", "zh-Hant-HK"] as const) {
    test(`a trial ending in 2 days, then an expired membership (${locale})`, async ({ page }) => {
      const user = await signUpNewUser(page.request, `remind-${locale.toLowerCase()}`);
      const info = user.info as Record<string, unknown>;
      await useSession(page, { ...user, info: { ...info, authLevel: 2, licenseStatus: 1, remainDays: 2 } });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`/${locale}/AboutUs`);
      const banner = page.getByTestId("subscription-reminder");
      await expect(banner).toHaveAttribute("data-state", "trialEnding");
      await expect(banner).toContainText(
        text(locale, "subscription:reminders.trialEnding_other").replace("{{count}}", "2"),
      );
      await shot(page, `reminder-trial-ending-${locale}`);
      await expectNoSeriousA11yIssues(page, `trial reminder (${locale})`);
      // once a day: not again on the next page load
      await page.reload();
      await expect(page.locator("main h1")).toBeVisible();
      await expect(banner).toHaveCount(0);

      // another state is another reminder
      await page.evaluate((next) => localStorage.setItem("userInfo", JSON.stringify(next)), {
        ...info,
        authLevel: 1,
        licenseStatus: 3,
        remainDays: 0,
      });
      await page.reload();
      await expect(banner).toHaveAttribute("data-state", "membershipExpired");
      await expect(banner.getByTestId("reminder-action")).toHaveText(
        text(locale, "subscription:reminders.renew"),
      );
      await page.getByTestId("reminder-dismiss").click();
      await expect(banner).toHaveCount(0);
    });
  }
});
