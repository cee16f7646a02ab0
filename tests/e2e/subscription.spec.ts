import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { type Locale, text } from "./locales";
import { demoFunds, signUpNewUser, useSession } from "./pages/chat-page";
import { payHostedCheckout, SubscriptionScreens, subscriptionOf } from "./pages/subscription-page";

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
      const user = await signUpNewUser(page.request, `buy-${locale}`);
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

      await screens.upgrade.click();
      await expect(screens.upgrade).toBeDisabled();
      const sessionId = await screens.checkoutSessionId();
      const paid = await payHostedCheckout(page.request, { sessionId, cardNumber: "4242 4242 4242 4242" });
      expect(paid.result).toBe("success");
      await page.goto(paid.redirectUrl);

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
      await useSession(page, await signUpNewUser(page.request, `decline-${locale}`));
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`/${locale}/pricing`);
      await screens.upgrade.click();
      const sessionId = await screens.checkoutSessionId();
      const paid = await payHostedCheckout(page.request, { sessionId, cardNumber: "4000 0000 0000 0002" });
      expect(paid.result).toBe("failed");
      await page.goto(paid.redirectUrl);

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

      // retry: a new checkout for the same plan
      await page.goto(paid.redirectUrl);
      await expect(screens.failed).toBeVisible();
      await page.getByTestId("payment-failed-retry").click();
      await screens.checkoutSessionId();
    });
  });
}
