/** Accounts (sign-in, sign-up, tokens, user info): e-mail codes, invitations, organisations, tokens, OIDC. */
export { accountRoutes } from "./accounts.routes";
export { type AccountsDeps, signInWithIdentity } from "./accounts.service";
export { createInvitation, listInvitations, revokeInvitation } from "./invitations.service";
export { type OAuthDeps, oauthRoutes } from "./oauth.routes";
export { sessionRoutes } from "./session.routes";
export {
  createUser,
  currentPlanOf,
  type DbOrTx,
  DEMO_ACCOUNT_EMAIL,
  ensureDemoAccount,
  findUserByEmail,
  findUserById,
  setPaidLicense,
  userInfoOf,
} from "./users.service";
