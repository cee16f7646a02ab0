import pino, { type Logger } from "pino";
import type { Config } from "./config";

/**
 * Structured logs (pino): JSON lines in production, pretty on a developer's terminal.
 * Secrets never reach a log line: tokens and codes are redacted by path.
 *
 * JSON lines go to stdout asynchronously: a request's access line is queued, not written with
 * a system call of its own while the request waits; lines queued while a write is under way go
 * out together in the next one. pino writes what is still queued when the process exits.
 */
export function createLogger(config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">, pretty = false): Logger {
  const prettyOnTerminal = pretty && config.NODE_ENV !== "production";
  const options: pino.LoggerOptions = {
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
    ...(prettyOnTerminal
      ? {
          transport: {
            target: "pino-pretty",
            options: { colorize: true, ignore: "pid,hostname,service", translateTime: "HH:MM:ss" },
          },
        }
      : {}),
  };
  return prettyOnTerminal ? pino(options) : pino(options, pino.destination({ dest: 1, sync: false }));
}
