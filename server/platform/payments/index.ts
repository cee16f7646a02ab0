/** The payments platform part: the built-in provider by default, Stripe when STRIPE_SECRET_KEY is set. */
import type { Config } from "../../config";
import type { Db } from "../../store/db";
import type { Clock } from "../clock";
import { createLocalPaymentProvider, type LocalPaymentProvider } from "./local";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe";

export { addInterval, type LocalPaymentProvider, type LocalSessionRecord, type PayOutcome } from "./local";
export {
  type CheckoutRequest,
  type PaymentProvider,
  PaymentProviderError,
  signStripePayload,
  verifyStripeSignature,
  WebhookSignatureError,
} from "./provider";
export { createStripeClient } from "./stripe";

export function createPaymentProvider(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  /** The built-in provider's signing secret (server/platform/secrets.ts), read only when it is the provider. */
  localWebhookSecret: () => string;
}): PaymentProvider | LocalPaymentProvider {
  const { config } = deps;
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      prices: {
        "premium-monthly": config.STRIPE_PRICE_PREMIUM_MONTHLY!,
        "premium-yearly": config.STRIPE_PRICE_PREMIUM_YEARLY!,
      },
      ...(config.STRIPE_API_URL ? { apiUrl: config.STRIPE_API_URL } : {}),
    });
  return createLocalPaymentProvider({
    db: deps.db,
    clock: deps.clock,
    appUrl: config.APP_URL,
    webhookSecret: deps.localWebhookSecret(),
  });
}

export const isLocalProvider = (p: PaymentProvider): p is LocalPaymentProvider => p.kind === "local";
