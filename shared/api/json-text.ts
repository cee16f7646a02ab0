/**
 * Answers put together from JSON text already serialized (a product row kept per data version,
 * a page of them), equal byte for byte to `JSON.stringify` of the same value. A template is
 * that serialization with holes: the value is serialized once with `JSON_HOLE` where a part
 * goes, cut at each hole, and `fillJson` puts the parts' JSON text in the holes.
 */
import { type SuccessEnvelope, success } from "./envelope-types";

declare const jsonOf: unique symbol;
/** JSON text known to be the serialization of a `T`. */
export type JsonText<T> = string & { readonly [jsonOf]?: T };

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

/** `JSON.stringify(success(answer))` of an answer whose `items` are given as their JSON text. */
export function successWithItemsJson<A extends { items: readonly JsonText<unknown>[] }>(
  answer: A,
): JsonText<SuccessEnvelope<Omit<A, "items"> & { items: ItemOf<A["items"]>[] }>> {
  return fillJson(jsonTemplate(success({ ...answer, items: JSON_HOLE })), [`[${answer.items.join(",")}]`]);
}

type ItemOf<L> = L extends readonly JsonText<infer T>[] ? T : never;
