import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../../tests/helpers/accounts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { verifyAccessToken } from "../../platform/identity/access-token";
import { createSessionRevocation } from "../../platform/identity/session-revocation";
import { createMemoryLimits } from "../../platform/limits";
import { REFRESH_REUSE_INTERVAL_MS, rotateRefreshToken, type TokenDeps } from "./tokens.service";

let t: TestApp;
let n = 0;
const newEmail = () => `tokens-${++n}-${Date.now().toString(36)}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The service on the test store with a clock the test moves. */
function service() {
  let at = Date.now();
  const revocation = createSessionRevocation({ db: t.deps.store.db, limits: createMemoryLimits() });
  const deps: TokenDeps = {
    db: t.deps.store.db,
    secret: t.deps.secrets.jwt,
    now: () => new Date(at),
    onRevoke: (ids) => revocation.revoke(ids),
  };
  const claimsOf = async (userId: string) => ({
    userId,
    email: "x@example.com",
    authLevel: 0,
    licenseStatus: 0,
    institutionId: null,
  });
  return {
    revocation,
    advance: (ms: number) => {
      at += ms;
    },
    rotate: (token: string) => rotateRefreshToken(deps, token, claimsOf),
  };
}

const sessionOf = async (accessToken: string) => {
  const result = await verifyAccessToken(t.deps.secrets.jwt, accessToken);
  if (!result.ok) throw new Error("bad token");
  return result.claims.sessionId as string;
};

describe("refresh-token reuse interval", () => {
  it("gives the same pair within the interval, at its very end too", async () => {
    const s = service();
    const first = await signUp(t, newEmail());
    const second = await s.rotate(first.refreshToken);
    s.advance(REFRESH_REUSE_INTERVAL_MS);
    expect(await s.rotate(first.refreshToken)).toEqual(second);
    expect(await s.revocation.isRevoked(await sessionOf(second.accessToken))).toBe(false);
  });

  it("revokes the family when a rotated token is replayed after the interval (40100003)", async () => {
    const s = service();
    const first = await signUp(t, newEmail());
    const second = await s.rotate(first.refreshToken);
    s.advance(REFRESH_REUSE_INTERVAL_MS + 1);
    await expect(s.rotate(first.refreshToken)).rejects.toMatchObject({ code: 40100003 });
    // the legitimate holder's newer tokens die with the family
    await expect(s.rotate(second.refreshToken)).rejects.toMatchObject({ code: 40100003 });
    expect(await s.revocation.isRevoked(await sessionOf(second.accessToken))).toBe(true);
    // and stay revoked for a process with an empty cache (a restart): the store decides
    const restarted = createSessionRevocation({ db: t.deps.store.db, limits: createMemoryLimits() });
    expect(await restarted.isRevoked(await sessionOf(second.accessToken))).toBe(true);
  });

  it("never returns the successor to anyone without the rotated token", async () => {
    const s = service();
    const first = await signUp(t, newEmail());
    await s.rotate(first.refreshToken);
    await expect(s.rotate(`${first.refreshToken}x`)).rejects.toMatchObject({ code: 40100003 });
  });
});
