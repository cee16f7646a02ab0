import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { type Locale, text } from "../locales";

type Envelope<T> = { status: string; data: T; error: { code: number; message: string } | null };

/** The pricing page, the user center and the subscription dialogs. */
export class SubscriptionScreens {
  readonly pricing: Locator;
  readonly upgrade: Locator;
  readonly manage: Locator;
  readonly startTrial: Locator;
  readonly contactSales: Locator;
  readonly featureTable: Locator;
  readonly premiumPrice: Locator;
  readonly userCenter: Locator;
  readonly activated: Locator;
  readonly failed: Locator;
  readonly abandon: Locator;
  readonly trialStarted: Locator;
  readonly contact: Locator;
  readonly headerUpgrade: Locator;

  constructor(readonly page: Page) {
    this.pricing = page.getByTestId("pricing-page");
    this.upgrade = page.getByTestId("pricing-upgrade");
    this.manage = page.getByTestId("pricing-manage");
    this.startTrial = page.getByTestId("pricing-start-trial");
    this.contactSales = page.getByTestId("pricing-contact-sales");
    this.featureTable = page.getByTestId("pricing-feature-table");
    this.premiumPrice = page.getByTestId("premium-price");
    this.userCenter = page.getByTestId("user-center-page");
    this.activated = page.getByTestId("membership-activated-dialog");
    this.failed = page.getByTestId("payment-failed-dialog");
    this.abandon = page.getByTestId("abandon-payment-dialog");
    this.trialStarted = page.getByTestId("trial-started-dialog");
    this.contact = page.getByTestId("contact-dialog");
    // by test id: an open dialog hides the rest of the page from the accessibility tree
    this.headerUpgrade = page.getByTestId("nav-bar").getByTestId("upgrade-button");
  }

  /** Waits for the browser to reach the built-in provider's hosted checkout and returns its session id. */
  async checkoutSessionId(): Promise<string> {
    await this.page.waitForURL(/\/checkout\/[^/?#]+/, { timeout: 15_000 });
    const id = /\/checkout\/([^/?#]+)/.exec(this.page.url())?.[1];
    if (!id) throw new Error(`not a checkout address: ${this.page.url()}`);
    return decodeURIComponent(id);
  }
}

/**
 * Pays on the built-in provider's hosted checkout page with a test card, as a person would
 * (labels in `locale`).
 */
export async function payOnCheckoutPage(
  page: Page,
  input: { locale: Locale; cardNumber: string },
): Promise<void> {
  const label = (key: string) => page.getByLabel(text(input.locale, `billing:checkout.${key}`));
  await expect(page.getByTestId("checkout-page")).toBeVisible();
  await label("cardNumber").fill(input.cardNumber);
  await label("expiry").fill("12/39");
  await label("cvc").fill("123");
  await label("name").fill("Test Buyer");
  await page.getByTestId("checkout-pay").click();
}

/** The user's subscription as the server reports it. */
export async function subscriptionOf(request: APIRequestContext, accessToken: string) {
  const response = await request.get("/v1/app/subscription?lang=en", {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const json = (await response.json()) as Envelope<{
    status: string;
    transactions: { amount: number; currency: string; status: string }[];
  }>;
  expect(json.status).toBe("SUCCESS");
  return json.data;
}

/** What the built-in provider's hosted checkout shows: its offer and where "back" leads. */
export async function hostedCheckoutOf(request: APIRequestContext, sessionId: string) {
  const response = await request.get(`/v1/pub/checkout/sessions/${encodeURIComponent(sessionId)}?lang=en`);
  const json = (await response.json()) as Envelope<{ percentOff: number | null; cancelUrl: string }>;
  expect(json.status).toBe("SUCCESS");
  return json.data;
}
