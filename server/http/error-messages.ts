import type { ErrorName, errorCatalog } from "../../shared/api/errors";
import type { MessageKey, NamespacedKey } from "../../shared/messages";

/** Each error's message key names its own code. */
type KeyOfCode = {
  [N in ErrorName]: NamespacedKey<"errors", `codes.${(typeof errorCatalog)[N]["code"]}`> & MessageKey;
};

/**
 * The user message of each error of the catalogue (the FAILURE envelope's innerMessage), from
 * locales/<locale>/errors.json. A new error is a compile error here until it has one.
 */
export const errorMessageKeys = {
  validationFailed: "errors:codes.40000001",
  reportDisclaimerRequired: "errors:codes.40000021",
  paymentSignatureInvalid: "errors:codes.40000031",
  redirectNotAllowed: "errors:codes.40000032",
  notSignedIn: "errors:codes.40100001",
  accessTokenExpired: "errors:codes.40100002",
  refreshTokenInvalid: "errors:codes.40100003",
  incorrectVerificationCode: "errors:codes.40100004",
  verificationCodeExpired: "errors:codes.40100005",
  incorrectInvitationCode: "errors:codes.40100006",
  notEntitled: "errors:codes.40300001",
  notFound: "errors:codes.40400001",
  paymentSessionNotFound: "errors:codes.40400031",
  methodNotAllowed: "errors:codes.40500001",
  portfolioSubscriptionLimit: "errors:codes.40900001",
  diyPortfolioLimit: "errors:codes.40900002",
  watchlistGroupLimit: "errors:codes.40900011",
  watchlistItemLimit: "errors:codes.40900012",
  watchlistGroupNameTaken: "errors:codes.40900013",
  watchlistDefaultGroup: "errors:codes.40900014",
  payloadTooLarge: "errors:codes.41300001",
  imageTooLarge: "errors:codes.41300002",
  unsupportedMediaType: "errors:codes.41500001",
  imageTypeUnsupported: "errors:codes.41500002",
  subscriptionAlreadyActive: "errors:codes.40900031",
  noPaidSubscription: "errors:codes.40900032",
  checkoutSessionComplete: "errors:codes.40900033",
  offerUnavailable: "errors:codes.40900034",
  trialUnavailable: "errors:codes.40900021",
  tooManyRequests: "errors:codes.42900001",
  aiReportDailyLimit: "errors:codes.42900002",
  internalError: "errors:codes.50000001",
  serviceUnavailable: "errors:codes.50300001",
  fundNotFound: "errors:codes.80610001",
} as const satisfies KeyOfCode;
