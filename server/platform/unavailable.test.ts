import { describe, expect, it } from "vitest";
import { BackendUnavailableError, isBackendUnavailable } from "./unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isBackendUnavailable", () => {
  it("recognises socket errors, PostgreSQL's connection SQLSTATEs and node-postgres's words", () => {
    expect(isBackendUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(
      isBackendUnavailable(withCode("terminating connection due to administrator command", "57P01")),
    ).toBe(true);
    expect(isBackendUnavailable(withCode("connection failure", "08006"))).toBe(true);
    expect(isBackendUnavailable(withCode("sorry, too many clients already", "53300"))).toBe(true);
    expect(isBackendUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isBackendUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isBackendUnavailable(new BackendUnavailableError("redis", "Redis hit failed"))).toBe(true);
  });

  it("looks through wrappers (a query error whose cause is the socket error)", () => {
    const wrapped = new Error("Failed query: select 1", { cause: withCode("read ECONNRESET", "ECONNRESET") });
    expect(isBackendUnavailable(wrapped)).toBe(true);
    expect(isBackendUnavailable(new AggregateError([withCode("x", "ECONNREFUSED")], "connect"))).toBe(true);
  });

  it("leaves bugs and bad queries as faults", () => {
    expect(isBackendUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isBackendUnavailable(withCode('relation "nope" does not exist', "42P01"))).toBe(false);
    expect(isBackendUnavailable(withCode("duplicate key value", "23505"))).toBe(false);
    expect(isBackendUnavailable("ECONNREFUSED")).toBe(false);
  });
});
