import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";

describe("AppError", () => {
  it("captures no stack for a 4xx answer and keeps one for a 5xx fault", () => {
    const before = Error.stackTraceLimit;
    const notFound = new AppError("notFound", "Not found: /x");
    expect(notFound.httpStatus).toBe(404);
    expect(notFound.stack?.split("\n").filter((l) => l.trim().startsWith("at "))).toEqual([]);
    const internal = new AppError("internalError", "boom");
    expect(internal.stack).toMatch(/\n\s+at /);
    // the process-wide limit is back as it was
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error("plain").stack).toMatch(/\n\s+at /);
  });
});
