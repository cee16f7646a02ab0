/** Slot signatures shared by intent scoring and argument building. */
import type { Clause } from "./clause";

/** A percentage right before or after a product ("60% 2800", "EWJ 40%", "三成2821"). */
export function percentWeightsNearProducts(c: Clause): boolean {
  for (const i of c.productAt.keys()) {
    for (const j of [i - 1, i + 1]) {
      const n = c.toks[j]?.num;
      if (n?.percent && n.value > 0 && n.value <= 1) return true;
    }
  }
  return false;
}
