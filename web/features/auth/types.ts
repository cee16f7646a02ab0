/**
 * GET /v1/app/user/info and the token pair, typed from the shared
 * schemas. authLevel: 0 Pro without trial used, 1 Pro after trial ended, 2 Premium,
 * 3 enterprise. licenseStatus: 0 none, 1 trial, 2 paid active, 3 paid ending/expired.
 */
export type { TokenPair, UserInfo } from "@shared/api/auth";
