/**
 * Account vocabularies as plain constants (no zod), so the web can list them without loading
 * the schema library; shared/api/auth.ts builds the request schemas from them.
 */
/** Sign-up application countries: China Mainland, Hong Kong, Singapore, US, Other. */
export const countries = ["china_mainland", "hong_kong", "singapore", "us", "other"] as const;
export type Country = (typeof countries)[number];

/**
 * Primary financial focus of the sign-up application: Fund, ETF, Hong Kong and US stocks, Virtual
 * currency, Other.
 */
export const financialFocuses = ["fund", "etf", "hk_us_stocks", "virtual_currency", "other"] as const;
export type FinancialFocus = (typeof financialFocuses)[number];

export const emailPurposes = ["login", "register"] as const;
export type EmailPurpose = (typeof emailPurposes)[number];

/**
 * authLevel of user info: 0 Pro (trial not used), 1 Pro after the trial, 2 Premium (trial or
 * paid), 3 enterprise.
 */
export const authLevels = { proNoTrial: 0, proTrialEnded: 1, premium: 2, enterprise: 3 } as const;
/**
 * licenseStatus of user info (0 none, 1 trial, 2 paid active, 3 paid ending or expired): 2 or 3
 * open the billing portal, others checkout.
 */
export const licenseStatuses = { none: 0, trial: 1, paidActive: 2, paidEnding: 3 } as const;

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
