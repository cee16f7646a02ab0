/**
 * Answers put together from JSON text already serialized (a product row kept per data version,
 * a page of them), equal byte for byte to `JSON.stringify` of the same value (the server
 * assembles the pages: server/http/openapi.ts `successWithItemsBytes`). A template is
 * that serialization with holes: the value is serialized once with `JSON_HOLE` where a part
 * goes, cut at each hole, and `fillJson` puts the parts' JSON text in the holes.
 */
declare const jsonOf: unique symbol;
/** JSON text known to be the serialization of a `T`. */
export type JsonText<T> = string & { readonly [jsonOf]?: T };
/** The same as UTF-8 bytes (what the server sends). */
export type JsonBytes<T> = Uint8Array & { readonly [jsonOf]?: T };

/**
 * Marks a hole. No answer holds this string: a NUL is never stored nor accepted in a request
 * (shared/api/text.ts), and only a value's own string fields could collide with it.
 */
export const JSON_HOLE = "\u0000json-hole\u0000";
const HOLE_TEXT = JSON.stringify(JSON_HOLE);

/** The serialization of `value` cut at each `JSON_HOLE` string, in document order. */
export function jsonTemplate(value: unknown): string[] {
  return JSON.stringify(value).split(HOLE_TEXT);
}

/** The template's text with its holes filled in order by `fills` (each one JSON text). */
export function fillJson(template: readonly string[], fills: readonly string[]): string {
  if (fills.length !== template.length - 1)
    throw new Error(`JSON template with ${template.length - 1} holes given ${fills.length} values`);
  let text = template[0]!;
  for (let i = 0; i < fills.length; i++) text += fills[i]! + template[i + 1]!;
  return text;
}
