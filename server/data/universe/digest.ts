/**
 * A SHA-256 of everything in a batch (rows as JSON, typed arrays as raw bytes), used to show
 * that generation is deterministic and to detect an accidental change of the demo data.
 */
import { createHash } from "node:crypto";
import type { UniverseBatch } from "../batch";

type Typed = Float64Array | Int32Array;
const isTyped = (v: unknown): v is Typed => v instanceof Float64Array || v instanceof Int32Array;

export function batchDigest(batch: UniverseBatch): string {
  const hash = createHash("sha256");
  const arrays: Typed[] = [];
  // Typed arrays are replaced by their position in `arrays` and hashed as bytes afterwards.
  const json = JSON.stringify(batch, (_key, value: unknown) => {
    if (isTyped(value)) {
      arrays.push(value);
      return `#typed${arrays.length - 1}:${value.constructor.name}:${value.length}`;
    }
    return value;
  });
  hash.update(json);
  for (const a of arrays) hash.update(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
  return hash.digest("hex");
}
