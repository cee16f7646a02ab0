import { success } from "../../../shared/api/envelope";
import { clientIp } from "../../http/client-ip";
import { contractRoute } from "../../http/openapi";
import { createRouter } from "../../http/router";
import {
  type AccountsDeps,
  checkEmail,
  loginWithCode,
  registerIndividual,
  registerOrganisation,
  sendVerificationCode,
  submitTrialApplication,
} from "./accounts.service";

const tags = ["Auth and users"];

const routes = {
  checkEmail: contractRoute("POST /v1/pub/check-email", {
    tags,
    summary:
      "Whether an e-mail has an account and whether sign-up needs an invitation code (a wrong code → 40100006); ≤ 20 per client per 10 minutes, 100 per day, 10 per address per hour → 42900001",
    failures: [429],
  }),
  sendCode: contractRoute("POST /v1/pub/verification-code", {
    tags,
    summary:
      "Mail a 6-digit code (valid 10 minutes; resend after 60 s; ≤ 10 per address and 100 per client per hour → 42900001)",
    failures: [429],
  }),
  login: contractRoute("POST /v1/pub/individual/login", {
    tags,
    summary:
      "Sign in with the e-mailed code (wrong → 40100004; expired or 5 wrong tries → 40100005); ≤ 30 per client per 10 minutes, 100 per hour, 20 per address per hour → 42900001",
    failures: [429],
  }),
  register: contractRoute("POST /v1/pub/individual/register", {
    tags,
    summary:
      "Create an individual account with the e-mailed code (and an invitation code when codes are in use)",
  }),
  orgRegister: contractRoute("POST /v1/pub/org/register", {
    tags,
    summary: "Create an organisation and its first member (the owner)",
  }),
  trial: contractRoute("POST /v1/pub/trial-application", {
    tags,
    summary: "Apply for a trial; the team is mailed and contacts the applicant within 24 hours",
  }),
};

/**
 * The public sign-in and sign-up calls (/v1/pub/check-email, verification-code, login, register,
 * trial-application). Their per-client and per-address limits are server/http/public-limits.ts.
 */
export function accountRoutes(deps: AccountsDeps & { trustProxy: boolean }) {
  const router = createRouter();
  return router
    .openapi(routes.checkEmail, async (c) =>
      c.json(success(await checkEmail(deps, c.req.valid("json"))), 200),
    )
    .openapi(routes.sendCode, async (c) => {
      const body = c.req.valid("json");
      const ip = clientIp(c, deps.trustProxy);
      return c.json(success(await sendVerificationCode(deps, { ...body, ip, lang: c.get("lang") })), 200);
    })
    .openapi(routes.login, async (c) => c.json(success(await loginWithCode(deps, c.req.valid("json"))), 200))
    .openapi(routes.register, async (c) =>
      c.json(success(await registerIndividual(deps, c.req.valid("json"))), 200),
    )
    .openapi(routes.orgRegister, async (c) =>
      c.json(success(await registerOrganisation(deps, c.req.valid("json"))), 200),
    )
    .openapi(routes.trial, async (c) =>
      c.json(
        success(await submitTrialApplication(deps, { form: c.req.valid("json"), log: c.get("log") })),
        200,
      ),
    );
}
