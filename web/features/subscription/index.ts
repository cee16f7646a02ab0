export { defaultPlanId } from "./checkout-result";
export { useCheckoutWith } from "./hooks/use-checkout-state";
export { managesInPortal } from "./lifecycle";
export { SubscriptionNotices } from "./notices";
