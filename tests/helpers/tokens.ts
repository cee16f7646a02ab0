import { decodeJwt } from "jose";
import { type AccessClaims, signAccessToken } from "../../server/platform/identity/access-token";

/**
 * Test token issuer: a real access token signed with the test app's secret, for `/v1/app/*`
 * routes until (and besides) the accounts feature's sign-in. Same signer as production.
 */
export async function bearerFor(
  secret: string,
  claims: Partial<AccessClaims> = {},
  options: { now?: Date; seconds?: number } = {},
): Promise<Record<string, string>> {
  const token = await signAccessToken(
    secret,
    {
      userId: "u-test",
      email: "tester@example.com",
      authLevel: 2,
      licenseStatus: 2,
      institutionId: null,
      ...claims,
    },
    options,
  );
  return { authorization: `Bearer ${token}` };
}

/**
 * The same session's access token signed again at `now`: a test that moves the app's clock by
 * days would otherwise hold a token the app judges expired (tokens live 15 minutes on the clock).
 */
export async function tokenAt(secret: string, token: string, now: Date): Promise<string> {
  const p = decodeJwt(token);
  if (typeof p.sub !== "string" || typeof p.email !== "string") throw new Error("not an access token");
  return signAccessToken(
    secret,
    {
      userId: p.sub,
      email: p.email,
      authLevel: typeof p.lvl === "number" ? p.lvl : 0,
      licenseStatus: typeof p.lic === "number" ? p.lic : 0,
      institutionId: typeof p.inst === "number" ? p.inst : null,
      ...(typeof p.sid === "string" ? { sessionId: p.sid } : {}),
    },
    { now },
  );
}
