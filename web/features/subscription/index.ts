export { defaultPlanId } from "./checkout-result";
export { useCheckout } from "./hooks/use-checkout";
export { managesInPortal } from "./lifecycle";
export { SubscriptionNotices } from "./notices";
