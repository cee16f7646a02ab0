/** Slot signatures shared by intent scoring and argument building. */
import { has, isFiller } from "./analyze";
import type { Clause } from "./clause";

/** A percentage right before or after a product ("60% 2800", "EWJ 40%", "三成2821", "60% in the first"). */
export function percentWeightsNearProducts(c: Clause): boolean {
  for (const i of c.productAt.keys()) {
    for (const dir of [-1, 1]) {
      let j = i + dir;
      // "60% in the first", "40% into VT": a preposition may stand between
      while (
        c.toks[j] &&
        (isFiller(c.toks[j]!) || has(c.toks[j], "stop")) &&
        !c.toks[j]!.num &&
        Math.abs(j - i) < 3
      )
        j += dir;
      const n = c.toks[j]?.num;
      if (n?.percent && n.value > 0 && n.value <= 1) return true;
    }
  }
  return false;
}
