import { success } from "../../../shared/api/envelope";
import { AppError } from "../../http/app-error";
import { type AuthDeps, bearerToken, optionalCaller } from "../../http/auth";
import { bearerSecurity, contractRoute } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { type AccountsDeps, logout, refreshSession } from "./accounts.service";
import { benefitsStatus, type PortfolioUsage } from "./benefits.service";
import { findUserById, planOfRow, startTrial, userInfoOf } from "./users.service";

const tags = ["Auth and users"];
const security = bearerSecurity;

const refreshRoute = contractRoute("POST /v1/app/token/refresh", {
  tags,
  summary: "Rotate the refresh token (presented as the bearer) for a new token pair",
  description:
    "The presented refresh token dies; presenting a dead one again revokes the whole sign-in session (40100003).",
  security,
  returns: "A new token pair",
  failures: [401],
});

const logoutRoute = contractRoute("POST /v1/app/logout", {
  tags,
  summary: "End this sign-in session (its refresh tokens and access tokens stop working)",
  security,
  returns: "Signed out",
  failures: [401],
});

const userInfoRoute = contractRoute("GET /v1/app/user/info", {
  tags,
  summary: "The signed-in user's plan and organisation",
  security,
  returns: "User info",
  failures: [401],
});

const trialRoute = contractRoute("POST /v1/app/subscription/trial", {
  tags,
  summary: "Start the 15-day Premium trial (once per account, from Pro only: else 409 40900021)",
  description: "Refresh the tokens afterwards: the new access token carries the trial plan.",
  security,
  returns: "User info with the trial plan",
  failures: [401, 409],
});

const benefitsRoute = contractRoute("GET /algo-api/benefits/status", {
  tags,
  summary: "What the caller's plan allows and today's quota use (anonymous without a usable token)",
  returns: "Benefits",
  failures: [401],
});

/** Token refresh, logout, user info and benefits. */
export function sessionRoutes(deps: AccountsDeps & { auth: AuthDeps; portfolioUsage?: PortfolioUsage }) {
  const now = () => deps.now?.() ?? new Date();
  return createRouter()
    .openapi(refreshRoute, async (c) => {
      const token = bearerToken(c.req.header("authorization"));
      if (!token) throw new AppError("refreshTokenInvalid", "Missing refresh token");
      return c.json(success(await refreshSession(deps, token)), 200);
    })
    .openapi(logoutRoute, async (c) => {
      const user = c.get("user");
      await logout(deps, { userId: user.userId, sessionId: user.sessionId });
      return c.json(success({}), 200);
    })
    .openapi(userInfoRoute, async (c) => {
      const user = await findUserById(deps.db, c.get("user").userId);
      // A valid token of a deleted account: signed out.
      if (!user) throw new AppError("notSignedIn", "Account no longer exists");
      return c.json(success(userInfoOf(user, now())), 200);
    })
    .openapi(trialRoute, async (c) => {
      const userId = c.get("user").userId;
      const at = now();
      const started = await startTrial(deps.db, userId, at);
      if (!started) throw new AppError("trialUnavailable", `no trial for ${userId}`);
      return c.json(success(userInfoOf(started, at)), 200);
    })
    .openapi(benefitsRoute, async (c) => {
      const caller = await optionalCaller(deps.auth, c.req.header("authorization"));
      const { user_id } = c.req.valid("query");
      if (user_id && user_id !== caller?.userId)
        throw new AppError("validationFailed", "user_id: not the signed-in user", undefined, {
          field: "user_id",
        });
      const user = caller ? await findUserById(deps.db, caller.userId) : undefined;
      const at = now();
      const plan = user ? planOfRow(user, at) : "anonymous";
      const status = await benefitsStatus(deps.limits, {
        plan,
        userId: user?.id ?? null,
        now: at,
        ...(deps.portfolioUsage ? { portfolioUsage: deps.portfolioUsage } : {}),
      });
      return c.json(success(status), 200);
    });
}
