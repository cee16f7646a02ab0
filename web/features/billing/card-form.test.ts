import { describe, expect, it } from "vitest";
import { cardFieldErrors, formatCardNumber, formatExpiry, parseExpiry } from "./card-form";

const now = new Date("2026-11-24T00:00:00Z");
const good = { number: "4242 4242 4242 4242", expiry: "12/28", cvc: "123", name: "Ka Ming Wong" };

describe("card form", () => {
  it.each([
    ["a valid test card", good, []],
    ["a number failing Luhn", { ...good, number: "4242 4242 4242 4241" }, ["number"]],
    ["an expiry last month", { ...good, expiry: "10/26" }, ["expiry"]],
    ["an expiry this month", { ...good, expiry: "11/26" }, []],
    ["a month 13", { ...good, expiry: "13/28" }, ["expiry"]],
    ["a two-digit CVC", { ...good, cvc: "12" }, ["cvc"]],
    ["a four-digit CVC", { ...good, cvc: "1234" }, []],
    ["no name", { ...good, name: "  " }, ["name"]],
  ])("flags %s", (_, values, expected) => {
    expect(cardFieldErrors(values, now)).toEqual(expected);
  });

  it.each([
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4000-0000-0000-0002", "4000 0000 0000 0002"],
    ["42", "42"],
  ])("formats the number %s as %s", (input, shown) => {
    expect(formatCardNumber(input)).toBe(shown);
  });

  it("formats and parses the expiry", () => {
    expect(formatExpiry("1228")).toBe("12/28");
    expect(parseExpiry("12/28")).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry("1228")).toBeUndefined();
  });
});
