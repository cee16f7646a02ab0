import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe("loadConfig", () => {
  it("runs on nothing: embedded defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      NODE_ENV: "development",
      PORT: 8787,
      APP_URL: "http://localhost:8787",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      DEMO_UNIVERSE: "full",
      INVITATION_CODES: [],
      oidcProviders: [],
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: " ", REDIS_URL: "" }).PORT).toBe(8787);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x@y/z" }, "DATABASE_URL"],
    [{ REDIS_URL: "localhost:6379" }, "REDIS_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ DEMO_UNIVERSE: "huge" }, "DEMO_UNIVERSE"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ NODE_ENV: "production" }, "JWT_SECRET"],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "STRIPE_WEBHOOK_SECRET"],
    [{ STRIPE_SECRET_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }, "STRIPE_SECRET_KEY"],
    [{ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }, "STRIPE_PRICE_PREMIUM_MONTHLY"],
    [
      {
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
        STRIPE_PRICE_PREMIUM_MONTHLY: "price_m",
      },
      "STRIPE_PRICE_PREMIUM_YEARLY",
    ],
    [{ STRIPE_API_URL: "ftp://stripe" }, "STRIPE_API_URL"],
    [{ PAYMENTS_WEBHOOK_SECRET: "secret" }, "PAYMENTS_WEBHOOK_SECRET"],
    [{ AI_BASE_URL: "http://127.0.0.1:11434/v1" }, "AI_MODEL"],
    [{ OIDC_GOOGLE_CLIENT_ID: "abc" }, "OIDC_GOOGLE_CLIENT_SECRET"],
    [
      { OIDC_KEYCLOAK_ISSUER: "not a url", OIDC_KEYCLOAK_CLIENT_ID: "a", OIDC_KEYCLOAK_CLIENT_SECRET: "b" },
      "OIDC_KEYCLOAK_ISSUER",
    ],
    [{ OIDC_OKTA_ISSUER: "https://okta.example.com" }, "OIDC_OKTA_CLIENT_ID"],
  ])("rejects %j naming %s", (env, variable) => {
    const problems = problemsOf(env as Record<string, string>);
    expect(
      problems.some((p) => p.startsWith(`${variable}:`)),
      problems.join("\n"),
    ).toBe(true);
  });

  it("reports every bad variable at once", () => {
    const problems = problemsOf({ PORT: "x", REDIS_URL: "nope" });
    expect(problems.map((p) => p.split(":")[0]).sort()).toEqual(["PORT", "REDIS_URL"]);
  });

  it("reads production settings", () => {
    const c = loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(40),
      APP_URL: "https://fundpilot.example.com/",
      DATABASE_URL: "postgres://u:p@db:5432/fundpilot",
      REDIS_URL: "redis://cache:6379",
      SMTP_URL: "smtps://u:p@smtp.example.com:465",
      INVITATION_CODES: " ALPHA, beta ,,",
      OIDC_GOOGLE_CLIENT_ID: "gid",
      OIDC_GOOGLE_CLIENT_SECRET: "gsecret",
      OIDC_KEYCLOAK_ISSUER: "https://sso.example.com/realms/fp",
      OIDC_KEYCLOAK_CLIENT_ID: "kid",
      OIDC_KEYCLOAK_CLIENT_SECRET: "ksecret",
    });
    expect(c.APP_URL).toBe("https://fundpilot.example.com");
    expect(c.INVITATION_CODES).toEqual(["ALPHA", "beta"]);
    expect(c.oidcProviders).toEqual([
      { name: "google", issuer: "https://accounts.google.com", clientId: "gid", clientSecret: "gsecret" },
      {
        name: "keycloak",
        issuer: "https://sso.example.com/realms/fp",
        clientId: "kid",
        clientSecret: "ksecret",
      },
    ]);
  });
});
