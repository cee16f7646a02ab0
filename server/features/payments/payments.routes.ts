import { endpoints } from "../../../shared/api/endpoints";
import { failureEnvelopeSchema, success } from "../../../shared/api/envelope";
import { contractRoute, plainContractRoute } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { Limits } from "../../platform/limits/limits";
import { hostedBilling, hostedCheckout, payHostedCheckout, setHostedCancellation } from "./hosted.service";
import {
  createCheckout,
  createPortal,
  getSubscription,
  listPlans,
  type PaymentsDeps,
  receiveWebhook,
  settleDueSubscriptions,
  submitEnterpriseContact,
} from "./payments.service";

const tags = ["Subscription and payments"];

export const WEBHOOK_PATH = "/v1/pub/payments/webhook";

const routes = {
  plans: contractRoute("GET /v1/app/subscription/plan/list", {
    tags,
    summary:
      "The plans: Pro (free), Premium monthly at the founder's price and yearly, Enterprise (contact sales)",
    returns: "Plans",
    failures: [401],
  }),
  checkout: contractRoute("GET /v1/app/subscription/create-checkout-session", {
    tags,
    summary: "Start paying for a Premium plan: the URL of the provider's hosted checkout",
    description:
      "`redirectUrl` must be on this app's origin (else 400 40000032); the browser returns to it with " +
      "`?checkout=success|failed|cancelled`. A user who pays already gets 409 40900031 (use the portal); " +
      "`discount=abandon50` (half off the first payment) is for a user who left a checkout unpaid and never paid, else 409 40900034.",
    returns: "The checkout URL",
    failures: [401, 409],
  }),
  portal: contractRoute("GET /v1/app/subscription/portal-session", {
    tags,
    summary:
      "Manage the paid subscription (cancel, resume, payments): the URL of the provider's billing portal",
    description: "`redirectUrl` must be on this app's origin. A user who never paid gets 409 40900032.",
    returns: "The billing portal URL",
    failures: [401, 409],
  }),
  subscription: contractRoute("GET /v1/app/subscription", {
    tags,
    summary: "The caller's plan, trial end, next payment and payment history",
    returns: "Subscription",
    failures: [401],
  }),
  webhook: plainContractRoute("POST /v1/pub/payments/webhook", {
    tags,
    summary: "The payment provider's events (Stripe's format), verified with the `Stripe-Signature` header",
    description:
      "The raw body is verified (HMAC-SHA256, at most 5 minutes old); each event id is applied once, " +
      "and an event older than the state it concerns changes nothing.",
    responses: {
      200: {
        description: "Received (applied, or already applied, or of a type that changes nothing)",
        content: { "application/json": { schema: endpoints["POST /v1/pub/payments/webhook"].data } },
      },
      400: {
        description: "Signature missing, invalid or too old (40000031)",
        content: { "application/json": { schema: failureEnvelopeSchema } },
      },
    },
  }),
  enterprise: contractRoute("POST /v1/pub/enterprise-contact", {
    tags,
    summary: "Contact sales about the Enterprise plan: stored, then mailed to the team",
    returns: "Received",
    failures: [429],
  }),
  checkoutView: contractRoute("GET /v1/pub/checkout/sessions/{id}", {
    tags,
    summary: "The built-in provider's hosted checkout: plan, price and payer",
    returns: "The checkout",
    failures: [404],
  }),
  pay: contractRoute("POST /v1/pub/checkout/sessions/{id}/pay", {
    tags,
    summary:
      "Pay a hosted checkout with a test card (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)",
    description:
      "A declined card answers `result: failed` with the failure redirect; the checkout stays open.",
    returns: "The outcome and where the browser goes next",
    failures: [404, 409, 429],
  }),
  billingView: contractRoute("GET /v1/pub/billing/sessions/{id}", {
    tags,
    summary: "The built-in provider's billing portal: the subscription and its payments",
    returns: "The portal",
    failures: [404],
  }),
  cancel: contractRoute("POST /v1/pub/billing/sessions/{id}/cancel", {
    tags,
    summary: "Cancel the subscription at the end of the paid period",
    returns: "The portal, updated",
    failures: [404, 409],
  }),
  resume: contractRoute("POST /v1/pub/billing/sessions/{id}/resume", {
    tags,
    summary: "Keep a subscription that was cancelled at period end",
    returns: "The portal, updated",
    failures: [404, 409],
  }),
};

export function paymentRoutes(deps: PaymentsDeps & { limits: Limits; trustProxy: boolean }) {
  const router = createRouter();
  return router
    .openapi(routes.plans, (c) => c.json(success(listPlans()), 200))
    .openapi(routes.checkout, async (c) => {
      const { subscriptionPlanId, redirectUrl, discount } = c.req.valid("query");
      const userId = c.get("user").userId;
      return c.json(
        success(await createCheckout(deps, { userId, planId: subscriptionPlanId, redirectUrl, discount })),
        200,
      );
    })
    .openapi(routes.portal, async (c) => {
      const { redirectUrl } = c.req.valid("query");
      return c.json(success(await createPortal(deps, { userId: c.get("user").userId, redirectUrl })), 200);
    })
    .openapi(routes.subscription, async (c) => {
      // the caller's due renewal is billed before it is shown (the scheduler may not have run yet)
      const { userId } = c.get("user");
      await settleDueSubscriptions(deps, { userId });
      return c.json(success(await getSubscription(deps, userId)), 200);
    })
    .openapi(routes.webhook, async (c) => {
      // the exact bytes that were signed: never a re-serialized parse
      const payload = await c.req.text();
      await receiveWebhook(deps, { payload, signature: c.req.header("stripe-signature") });
      return c.json({ received: true as const }, 200);
    })
    .openapi(routes.enterprise, async (c) => {
      await submitEnterpriseContact(deps, c.req.valid("json"));
      return c.json(success({ received: true as const }), 200);
    })
    .openapi(routes.checkoutView, async (c) =>
      c.json(success(await hostedCheckout(deps, c.req.valid("param").id)), 200),
    )
    .openapi(routes.pay, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(success(await payHostedCheckout(deps, { id, card: c.req.valid("json") })), 200);
    })
    .openapi(routes.billingView, async (c) =>
      c.json(success(await hostedBilling(deps, c.req.valid("param").id)), 200),
    )
    .openapi(routes.cancel, async (c) =>
      c.json(success(await setHostedCancellation(deps, { id: c.req.valid("param").id, cancel: true })), 200),
    )
    .openapi(routes.resume, async (c) =>
      c.json(success(await setHostedCancellation(deps, { id: c.req.valid("param").id, cancel: false })), 200),
    );
}
