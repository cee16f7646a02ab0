import { z } from "zod";

/**
 * The one rule for user text: every string a request carries — query, path parameter, JSON body,
 * chat message, at any depth, loose keys included — is refused when it holds a NUL (U+0000) or
 * a lone UTF-16 surrogate. PostgreSQL cannot store either (text and jsonb refuse NUL and invalid
 * UTF-8), so such a request would otherwise fail half-way through its writes. The refusal is the
 * usual 400 40000001 naming the field, with the message `errors:validation.unsafeText`.
 * `endpoints.ts` applies it to every request schema of the contract (`withTextRule`).
 */

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the string: no NUL and no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !loneSurrogate.test(value);
}

/** True when some string in `value` (object keys included) is not storable text; allocates nothing. */
function holdsUnsafeText(value: unknown): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (Array.isArray(value)) {
    for (const item of value) if (holdsUnsafeText(item)) return true;
    return false;
  }
  if (value !== null && typeof value === "object") {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (!isStorableText(key) || holdsUnsafeText((value as Record<string, unknown>)[key])) return true;
    }
  }
  return false;
}

/** The paths of every string in `value` that is not storable text (object keys included). */
export function unsafeTextPaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  // every request passes here: the common clean one is judged without building paths
  if (path.length === 0 && !holdsUnsafeText(value)) return [];
  if (typeof value === "string") return isStorableText(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeTextPaths(item, [...path, i]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(isStorableText(key) ? [] : [[...path, key]]),
      ...unsafeTextPaths(item, [...path, key]),
    ]);
  }
  return [];
}

export const UNSAFE_TEXT_MESSAGE = "contains a NUL character or an unpaired surrogate";

const guardedSchemas = new WeakSet<z.ZodType>();

/** True for a schema made by `withTextRule`. */
export function hasTextRule(schema: z.ZodType): boolean {
  return guardedSchemas.has(schema);
}

/**
 * The schema with the text rule added: each unstorable string is an issue at its path. The
 * check runs even when other fields fail, so the answer names the offending field.
 */
export function withTextRule<T extends z.ZodType>(schema: T): T {
  const rule = z.superRefine((value: unknown, ctx) => {
    for (const path of unsafeTextPaths(value)) {
      ctx.addIssue({
        code: "custom",
        path,
        message: UNSAFE_TEXT_MESSAGE,
        params: { messageKey: "errors:validation.unsafeText" },
      });
    }
  });
  rule._zod.def.when = () => true;
  const guarded = schema.check(rule);
  // The refined copy keeps the schema's metadata (its OpenAPI component id).
  const meta = schema.meta();
  const result = (meta ? guarded.meta(meta) : guarded) as T;
  guardedSchemas.add(result);
  return result;
}
