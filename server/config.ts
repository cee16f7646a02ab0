import { z } from "zod";

/**
 * Every setting (the configuration table of README.md), read and validated once. This is the only
 * module that reads `process.env`; a bad value stops start-up with a message naming the variable.
 * If a variable is added here, add it to .env.example and the README's configuration table.
 */
const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
/** A comma-separated list: trimmed items, empty ones dropped (absent: an empty list). */
const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: new RegExp(`^(${protocols.join("|")})$`) })
      .optional()
      .describe(`a ${protocols.join("/")} URL`),
  );

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(["development", "production", "test"]).default("development"),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(8787)),
    APP_URL: optionalUrl(["http", "https"]),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
    REDIS_URL: optionalUrl(["redis", "rediss"]),
    SMTP_URL: optionalUrl(["smtp", "smtps"]),
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z.string().min(3).default("FundPilot <no-reply@fundpilot.local>"),
    ),
    JWT_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    DEMO_UNIVERSE: z.preprocess(emptyToUndefined, z.enum(["full", "small"]).default("full")),
    INVITATION_CODES: z.preprocess(emptyToUndefined, commaList),
    /** RSS/Atom feeds whose items become news (server/features/news/feeds.ts): comma-separated URLs. */
    NEWS_FEEDS: z.preprocess(
      emptyToUndefined,
      commaList.pipe(z.array(z.url({ protocol: /^https?$/ }).describe("an http/https URL"))),
    ),
    /** Minutes between two reads of every news feed. */
    NEWS_FEEDS_REFRESH_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(1440).default(30),
    ),
    /** Minutes between two checks for due alert e-mail digests (server/features/watchlist/digest.ts). */
    ALERT_DIGEST_CHECK_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(1440).default(60),
    ),
    /** Where trial applications are mailed (the sales team). */
    TEAM_EMAIL: z.preprocess(emptyToUndefined, z.email().default("team@fundpilot.local")),
    /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits per IP). */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .enum(["true", "false", "1", "0"])
        .default("false")
        .transform((v) => v === "true" || v === "1"),
    ),
    OIDC_GOOGLE_CLIENT_ID: optionalString,
    OIDC_GOOGLE_CLIENT_SECRET: optionalString,
    STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().startsWith("sk_").optional()),
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().startsWith("whsec_").optional()),
    STRIPE_PRICE_PREMIUM_MONTHLY: z.preprocess(emptyToUndefined, z.string().startsWith("price_").optional()),
    STRIPE_PRICE_PREMIUM_YEARLY: z.preprocess(emptyToUndefined, z.string().startsWith("price_").optional()),
    /** Another Stripe API endpoint (a proxy or a local test responder); absent: api.stripe.com. */
    STRIPE_API_URL: optionalUrl(["http", "https"]),
    /**
     * The signing secret of the built-in payment provider's events (no Stripe); absent: one kept
     * in DATA_DIR/payments-webhook-secret.
     */
    PAYMENTS_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().startsWith("whsec_").optional()),
    AI_BASE_URL: optionalUrl(["http", "https"]),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.JWT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required when NODE_ENV=production" });
    }
    if (!!env.STRIPE_SECRET_KEY !== !!env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
        message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together",
      });
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const name of ["STRIPE_PRICE_PREMIUM_MONTHLY", "STRIPE_PRICE_PREMIUM_YEARLY"] as const)
        if (!env[name])
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required when STRIPE_SECRET_KEY is set",
          });
    }
    if (env.AI_BASE_URL && !env.AI_MODEL) {
      ctx.addIssue({ code: "custom", path: ["AI_MODEL"], message: "is required when AI_BASE_URL is set" });
    }
    if (!!env.OIDC_GOOGLE_CLIENT_ID !== !!env.OIDC_GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: [env.OIDC_GOOGLE_CLIENT_ID ? "OIDC_GOOGLE_CLIENT_SECRET" : "OIDC_GOOGLE_CLIENT_ID"],
        message: "OIDC_GOOGLE_CLIENT_ID and OIDC_GOOGLE_CLIENT_SECRET are set together",
      });
    }
  });

export const oidcProviderSchema = z.object({
  name: z.string().regex(/^[a-z0-9]+$/),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

export type Config = Omit<z.infer<typeof envSchema>, "APP_URL"> & {
  APP_URL: string;
  /** Generic OIDC issuers from OIDC_<NAME>_ISSUER / _CLIENT_ID / _CLIENT_SECRET (Google included when its issuer is set). */
  oidcProviders: OidcProviderConfig[];
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const GOOGLE_ISSUER = "https://accounts.google.com";

function readOidcProviders(
  env: Record<string, string | undefined>,
  problems: string[],
): OidcProviderConfig[] {
  const names = new Set<string>();
  for (const key of Object.keys(env)) {
    const m = /^OIDC_([A-Z0-9]+)_(ISSUER|CLIENT_ID|CLIENT_SECRET)$/.exec(key);
    if (m?.[1] && env[key]?.trim()) names.add(m[1]);
  }
  const providers: OidcProviderConfig[] = [];
  for (const name of [...names].sort()) {
    const issuer = env[`OIDC_${name}_ISSUER`] || (name === "GOOGLE" ? GOOGLE_ISSUER : undefined);
    const parsed = oidcProviderSchema.safeParse({
      name: name.toLowerCase(),
      issuer,
      clientId: env[`OIDC_${name}_CLIENT_ID`],
      clientSecret: env[`OIDC_${name}_CLIENT_SECRET`],
    });
    if (parsed.success) providers.push(parsed.data);
    else
      for (const issue of parsed.error.issues) {
        const field = { issuer: "ISSUER", clientId: "CLIENT_ID", clientSecret: "CLIENT_SECRET" }[
          String(issue.path[0]) as "issuer"
        ];
        problems.push(`OIDC_${name}_${field ?? String(issue.path[0])}: ${issue.message}`);
      }
  }
  return providers;
}

/** Parses an environment (process.env by default). Throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join(".")}: ${issue.message}`);
  }
  const oidcProviders = readOidcProviders(env, problems);
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const cfg = parsed.data;
  return {
    ...cfg,
    APP_URL: (cfg.APP_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/+$/, ""),
    oidcProviders,
  };
}
