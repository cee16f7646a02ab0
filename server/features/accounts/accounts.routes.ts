import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  checkEmailRequestSchema,
  checkEmailResultSchema,
  loginRequestSchema,
  orgRegisterRequestSchema,
  registerRequestSchema,
  tokenPairSchema,
  trialApplicationSchema,
  verificationCodeRequestSchema,
  verificationCodeResultSchema,
} from "../../../shared/api/auth";
import { success } from "../../../shared/api/envelope";
import { clientIp } from "../../http/client-ip";
import { envelopeResponses, jsonRequestBody } from "../../http/openapi";
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
const post = <T extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  body: T,
  result: R,
  failures: number[] = [],
) =>
  createRoute({
    method: "post",
    path,
    tags,
    summary,
    request: jsonRequestBody(body),
    responses: envelopeResponses(result, { description: summary, failures }),
  });

const routes = {
  checkEmail: post(
    "/v1/pub/check-email",
    "Whether an e-mail has an account and whether sign-up needs an invitation code (a wrong code → 40100006)",
    checkEmailRequestSchema,
    checkEmailResultSchema,
  ),
  sendCode: post(
    "/v1/pub/verification-code",
    "Mail a 6-digit code (valid 10 minutes; resend after 60 s; ≤ 10 per address and 100 per IP per hour → 42900001)",
    verificationCodeRequestSchema,
    verificationCodeResultSchema,
    [429],
  ),
  login: post(
    "/v1/pub/individual/login",
    "Sign in with the e-mailed code (wrong → 40100004; expired or 5 wrong tries → 40100005)",
    loginRequestSchema,
    tokenPairSchema,
  ),
  register: post(
    "/v1/pub/individual/register",
    "Create an individual account with the e-mailed code (and an invitation code when codes are in use)",
    registerRequestSchema,
    tokenPairSchema,
  ),
  orgRegister: post(
    "/v1/pub/org/register",
    "Create an organisation and its first member (the owner)",
    orgRegisterRequestSchema,
    tokenPairSchema,
  ),
  trial: post(
    "/v1/pub/trial-application",
    "Apply for a trial; the team is mailed and contacts the applicant within 24 hours",
    trialApplicationSchema,
    z.object({ applicationId: z.string() }),
  ),
};

/** The public sign-in and sign-up calls of API.md "Auth and users". */
export function accountRoutes(deps: AccountsDeps & { trustProxy: boolean }) {
  return createRouter()
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
      c.json(success(await submitTrialApplication(deps, c.req.valid("json"))), 200),
    );
}
