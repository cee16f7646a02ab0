import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensureJwtSecret } from "./secrets";

const dir = () => mkdtempSync(path.join(tmpdir(), "fp-secret-"));

describe("ensureJwtSecret", () => {
  it("uses JWT_SECRET when set", () => {
    const secret = "s".repeat(40);
    expect(ensureJwtSecret({ JWT_SECRET: secret, DATA_DIR: dir(), NODE_ENV: "production" })).toEqual({
      secret,
      source: "env",
    });
  });

  it("generates one into DATA_DIR (0600) and reuses it on the next start", () => {
    const DATA_DIR = dir();
    const first = ensureJwtSecret({ DATA_DIR, NODE_ENV: "development" });
    expect(first.source).toBe("generated");
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(DATA_DIR, "jwt-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first.secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureJwtSecret({ DATA_DIR, NODE_ENV: "development" })).toEqual({
      secret: first.secret,
      source: "file",
    });
  });

  it("refuses to generate one in production", () => {
    expect(() => ensureJwtSecret({ DATA_DIR: dir(), NODE_ENV: "production" })).toThrow(/JWT_SECRET/);
  });
});
