/** Subscription plans, checkout and billing portal, payment webhooks, the built-in provider's hosted pages. */
export { applyPaidLicence } from "./licence";
export { PAYMENTS_IP_LIMITS, paymentRoutes, WEBHOOK_PATH } from "./payments.routes";
export { type PaymentsDeps, settleDueSubscriptions, startRenewalScheduler } from "./payments.service";
export { handleWebhook } from "./webhook.service";
