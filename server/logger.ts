import pino, { type Logger } from "pino";
import type { Config } from "./config";

/**
 * Structured logs (pino): JSON lines in production, pretty on a developer's terminal.
 * Secrets never reach a log line: tokens and codes are redacted by path.
 */
export function createLogger(config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">, pretty = false): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: "fundpilot" },
    redact: {
      paths: [
        "authorization",
        "*.authorization",
        "accessToken",
        "refreshToken",
        "*.accessToken",
        "*.refreshToken",
        "verificationCode",
        "*.verificationCode",
        "password",
        "*.password",
      ],
      censor: "[redacted]",
    },
    ...(pretty && config.NODE_ENV !== "production"
      ? {
          transport: {
            target: "pino-pretty",
            options: { colorize: true, ignore: "pid,hostname,service", translateTime: "HH:MM:ss" },
          },
        }
      : {}),
  });
}
