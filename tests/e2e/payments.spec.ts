import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./a11y";
import { expect, test } from "./fixtures";
import { text } from "./locales";
import { signUpNewUser, type TestUser } from "./pages/chat-page";

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), "screenshots");

async function api<T>(request: APIRequestContext, url: string, user: TestUser): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${user.accessToken}` } });
  const json = (await response.json()) as { status: string; data: T; error: unknown };
  if (json.status !== "SUCCESS") throw new Error(`${url}: ${JSON.stringify(json.error)}`);
  return json.data;
}
const checkoutPath = async (request: APIRequestContext, user: TestUser) =>
  new URL(
    (
      await api<{ url: string }>(
        request,
        "/v1/app/subscription/create-checkout-session?subscriptionPlanId=premium-monthly&redirectUrl=%2Fpricing",
        user,
      )
    ).url,
  ).pathname;

test.describe("built-in checkout and billing portal", () => {
  test("a declined card is shown, and back leads to the app with checkout=failed", async ({
    page,
    request,
  }) => {
    const user = await signUpNewUser(request, "declined");
    await page.goto(`/en-HK${await checkoutPath(request, user)}`);
    await expect(page.getByTestId("checkout-test-mode")).toHaveText(
      text("en-HK", "billing:checkout.testMode"),
    );
    await page.screenshot({ path: path.join(shots, "checkout-en.png"), fullPage: true });
    await expectNoSeriousA11yIssues(page, "checkout");

    // field errors from the card rules before anything is sent
    await page.getByLabel(text("en-HK", "billing:checkout.cardNumber")).fill("4242 4242 4242 4241");
    await page.getByLabel(text("en-HK", "billing:checkout.expiry")).fill("0120");
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByText(text("en-HK", "billing:checkout.errors.number"))).toBeVisible();
    await expect(page.getByText(text("en-HK", "billing:checkout.errors.expiry"))).toBeVisible();
    await expect(page.getByText(text("en-HK", "billing:checkout.errors.cvc"))).toBeVisible();

    await page.getByLabel(text("en-HK", "billing:checkout.cardNumber")).fill("4000 0000 0000 0002");
    await page.getByLabel(text("en-HK", "billing:checkout.expiry")).fill("1230");
    await page.getByLabel(text("en-HK", "billing:checkout.cvc")).fill("123");
    await page.getByLabel(text("en-HK", "billing:checkout.name")).fill("Ka Ming Wong");
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("checkout-declined")).toHaveText(
      text("en-HK", "billing:checkout.declined"),
    );
    await page.screenshot({ path: path.join(shots, "checkout-declined-en.png"), fullPage: true });
    await page.getByTestId("checkout-back").click();
    await expect(page).toHaveURL(/\/pricing\?checkout=failed$/);
    await expect(page.getByTestId("checkout-page")).toHaveCount(0);
    const info = await api<{ authLevel: number }>(request, "/v1/app/user/info", user);
    expect(info.authLevel).toBe(0);
  });

  test("4242 pays: Premium, then the billing portal cancels at period end", async ({ page, request }) => {
    const user = await signUpNewUser(request, "paid");
    await page.goto(`/zh-Hant-HK${await checkoutPath(request, user)}`);
    await expect(page.getByTestId("checkout-test-mode")).toHaveText(
      text("zh-Hant-HK", "billing:checkout.testMode"),
    );
    await page.screenshot({ path: path.join(shots, "checkout-zh-Hant-HK.png"), fullPage: true });
    await page.getByLabel(text("zh-Hant-HK", "billing:checkout.cardNumber")).fill("4242424242424242");
    await page.getByLabel(text("zh-Hant-HK", "billing:checkout.expiry")).fill("12/30");
    await page.getByLabel(text("zh-Hant-HK", "billing:checkout.cvc")).fill("123");
    await page.getByLabel(text("zh-Hant-HK", "billing:checkout.name")).fill("黃家明");
    await page.getByTestId("checkout-pay").click();
    await expect(page).toHaveURL(/\/pricing\?checkout=success$/);
    const info = await api<{ authLevel: number; licenseStatus: number }>(request, "/v1/app/user/info", user);
    expect(info).toMatchObject({ authLevel: 2, licenseStatus: 2 });

    const portal = await api<{ url: string }>(
      request,
      "/v1/app/subscription/portal-session?redirectUrl=%2F",
      user,
    );
    await page.goto(`/en-HK${new URL(portal.url).pathname}`);
    await expect(page.getByTestId("billing-history")).toBeVisible();
    await page.screenshot({ path: path.join(shots, "billing-en.png"), fullPage: true });
    await expectNoSeriousA11yIssues(page, "billing");
    await page.getByTestId("billing-cancel").click();
    await expect(page.getByTestId("billing-resume")).toBeVisible();
    const after = await api<{ licenseStatus: number }>(request, "/v1/app/user/info", user);
    expect(after.licenseStatus).toBe(3);
    await page.goto(`/zh-Hans-HK${new URL(portal.url).pathname}`);
    await expect(page.getByTestId("billing-resume")).toHaveText(text("zh-Hans-HK", "billing:portal.resume"));
    await page.screenshot({ path: path.join(shots, "billing-zh-Hans-HK.png"), fullPage: true });
  });
});
