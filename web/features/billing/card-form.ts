import {
  type CardField,
  cardDigits,
  isCvcValid,
  isExpiryValid,
  isLuhnValid,
} from "@shared/domain/payment-card";

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** "4242424242424242" → "4242 4242 4242 4242" as the user types (at most 19 digits). */
export function formatCardNumber(input: string): string {
  return cardDigits(input)
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1228" → "12/28" as the user types. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** MM/YY → month and four-digit year; undefined when it is not that shape. */
export function parseExpiry(input: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.trim());
  if (!match) return undefined;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** The fields that are wrong, by the same rules the server applies; `now` decides expiry. */
export function cardFieldErrors(values: CardFormValues, now: Date): CardField[] {
  const wrong: CardField[] = [];
  if (!isLuhnValid(values.number)) wrong.push("number");
  const expiry = parseExpiry(values.expiry);
  if (!expiry || !isExpiryValid({ ...expiry, now })) wrong.push("expiry");
  if (!isCvcValid(values.cvc)) wrong.push("cvc");
  if (values.name.trim() === "") wrong.push("name");
  return wrong;
}
