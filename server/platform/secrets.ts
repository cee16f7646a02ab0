import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/**
 * The JWT signing secret: JWT_SECRET when set; otherwise one generated on first start and
 * kept in DATA_DIR/jwt-secret (mode 0600) so sessions survive restarts. Production refuses to
 * start without JWT_SECRET (config.ts), because instances must share one secret.
 */
export function ensureJwtSecret(config: Pick<Config, "JWT_SECRET" | "DATA_DIR" | "NODE_ENV">): {
  secret: string;
  source: "env" | "file" | "generated";
} {
  if (config.JWT_SECRET) return { secret: config.JWT_SECRET, source: "env" };
  if (config.NODE_ENV === "production") throw new Error("JWT_SECRET is required when NODE_ENV=production");
  const file = path.resolve(config.DATA_DIR, "jwt-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return { secret, source: "file" };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret, source: "generated" };
}

/**
 * The signing secret of the built-in payment provider's webhook events (Stripe's format,
 * `whsec_…`): PAYMENTS_WEBHOOK_SECRET when set, otherwise one generated on first start and kept
 * in DATA_DIR/payments-webhook-secret (mode 0600), so instances sharing DATA_DIR agree.
 */
export function ensurePaymentsWebhookSecret(
  config: Pick<Config, "PAYMENTS_WEBHOOK_SECRET" | "DATA_DIR">,
): string {
  if (config.PAYMENTS_WEBHOOK_SECRET) return config.PAYMENTS_WEBHOOK_SECRET;
  const file = path.resolve(config.DATA_DIR, "payments-webhook-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.startsWith("whsec_")) return secret;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
