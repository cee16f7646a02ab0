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
