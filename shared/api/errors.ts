/**
 * The error catalogue: every code a FAILURE envelope can carry, with the HTTP status it is
 * answered with. A code is eight digits: the first three name the kind of error (usually the
 * HTTP status), the rest is a serial. Each entry's user message lives in
 * `locales/<locale>/errors.json` under its numeric code; `npm run i18n:check` fails when one
 * is missing. Codes marked "ours" are additions to the product's original list. The catalogue
 * is published as a table in /v1/openapi.json (server/http/openapi.ts `errorCatalogueMarkdown`).
 */
export const errorCatalog = {
  validationFailed: { code: 40000001, httpStatus: 400 },
  reportDisclaimerRequired: { code: 40000021, httpStatus: 400 },
  /** ours: a payment provider webhook whose signature does not verify */
  paymentSignatureInvalid: { code: 40000031, httpStatus: 400 },
  /** ours: a checkout or portal return address off the app's own origin */
  redirectNotAllowed: { code: 40000032, httpStatus: 400 },
  notSignedIn: { code: 40100001, httpStatus: 401 },
  accessTokenExpired: { code: 40100002, httpStatus: 401 },
  refreshTokenInvalid: { code: 40100003, httpStatus: 401 },
  incorrectVerificationCode: { code: 40100004, httpStatus: 400 },
  verificationCodeExpired: { code: 40100005, httpStatus: 400 },
  incorrectInvitationCode: { code: 40100006, httpStatus: 400 },
  notEntitled: { code: 40300001, httpStatus: 403 },
  /** ours: unknown path or resource other than a product */
  notFound: { code: 40400001, httpStatus: 404 },
  /** ours: an unknown or expired hosted checkout or billing session */
  paymentSessionNotFound: { code: 40400031, httpStatus: 404 },
  /** ours: the path exists but not with this HTTP method */
  methodNotAllowed: { code: 40500001, httpStatus: 405 },
  portfolioSubscriptionLimit: { code: 40900001, httpStatus: 409 },
  diyPortfolioLimit: { code: 40900002, httpStatus: 409 },
  /** ours: a user holds WATCHLIST_MAX_GROUPS watchlist groups already */
  watchlistGroupLimit: { code: 40900011, httpStatus: 409 },
  /** ours: a watchlist group holds WATCHLIST_MAX_ITEMS products already */
  watchlistItemLimit: { code: 40900012, httpStatus: 409 },
  /** ours: another of the user's watchlist groups has this name */
  watchlistGroupNameTaken: { code: 40900013, httpStatus: 409 },
  /** ours: the Default watchlist group cannot be renamed or deleted */
  watchlistDefaultGroup: { code: 40900014, httpStatus: 409 },
  /** ours: request body over the size limit */
  payloadTooLarge: { code: 41300001, httpStatus: 413 },
  /** ours: an uploaded image over IMAGE_MAX_BYTES (shared/api/sharing.ts) */
  imageTooLarge: { code: 41300002, httpStatus: 413 },
  /** ours: body is not JSON, or not the declared content type */
  unsupportedMediaType: { code: 41500001, httpStatus: 415 },
  /** ours: an upload whose content is not a PNG, JPEG or WebP image (whatever its name says) */
  imageTypeUnsupported: { code: 41500002, httpStatus: 415 },
  /** ours: checkout requested while a paid subscription is active (the billing portal manages it) */
  subscriptionAlreadyActive: { code: 40900031, httpStatus: 409 },
  /** ours: billing portal requested by a user who never paid */
  noPaidSubscription: { code: 40900032, httpStatus: 409 },
  /** ours: a hosted checkout that was already paid */
  checkoutSessionComplete: { code: 40900033, httpStatus: 409 },
  /** ours: a checkout offer asked for by a user it was not made to */
  offerUnavailable: { code: 40900034, httpStatus: 409 },
  trialUnavailable: { code: 40900021, httpStatus: 409 },
  tooManyRequests: { code: 42900001, httpStatus: 429 },
  aiReportDailyLimit: { code: 42900002, httpStatus: 429 },
  internalError: { code: 50000001, httpStatus: 500 },
  /** ours: a configured backend (database, cache, mail) is unreachable */
  serviceUnavailable: { code: 50300001, httpStatus: 503 },
  fundNotFound: { code: 80610001, httpStatus: 404 },
} as const satisfies Record<string, { code: number; httpStatus: number }>;

export type ErrorName = keyof typeof errorCatalog;
export type ErrorCode = (typeof errorCatalog)[ErrorName]["code"];

export const errorCodes = Object.values(errorCatalog).map((e) => e.code);

const nameByCode = new Map<number, ErrorName>(
  (Object.keys(errorCatalog) as ErrorName[]).map((name) => [errorCatalog[name].code, name]),
);

export function errorNameOf(code: number): ErrorName | undefined {
  return nameByCode.get(code);
}
