/**
 * Payment card rules shared by the built-in checkout page (field errors as the user types) and
 * the server (which checks again before charging). Plain functions, no zod, so the web can
 * import them without the schema library.
 */

/** The digits of a card number typed with spaces or dashes ("4242 4242 4242 4242"). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** The Luhn checksum (ISO/IEC 7812-1 annex B) of 12–19 digits. */
export function isLuhnValid(input: string): boolean {
  const digits = cardDigits(input);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A CVC is three or four digits. */
export function isCvcValid(input: string): boolean {
  return /^\d{3,4}$/.test(input.trim());
}

/**
 * Whether a card expiring at the end of month/year (two- or four-digit year) is still valid at
 * `now`; a card is valid through the last day of its expiry month (UTC).
 */
export function isExpiryValid({ month, year, now }: { month: number; year: number; now: Date }): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  const endOfMonth = Date.UTC(fullYear, month, 1);
  return now.getTime() < endOfMonth;
}

/** Fields of the card form, for field errors. */
export const cardFields = ["number", "expiry", "cvc", "name"] as const;
export type CardField = (typeof cardFields)[number];

/**
 * Test cards the built-in payment provider accepts: the first always succeeds, the second is
 * always declined (the same numbers Stripe's test mode uses, so a tester needs to learn one set).
 */
export const testCards = { succeeds: "4242424242424242", declined: "4000000000000002" } as const;
