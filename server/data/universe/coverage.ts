/**
 * Makes sure every dividend frequency of `dividendFrequencies` (../batch) occurs (weekly and irregular
 * payers are rare by nature and a small universe may draw none): a distributing class whose
 * frequency is common is switched, name and class label included.
 */
import { type DividendFrequency, dividendFrequencies } from "../batch";
import { DIVIDEND_LABEL, toHans } from "./names";
import type { ClassPlan, FundPlan } from "./plan";

function relabel(c: ClassPlan, to: DividendFrequency): void {
  const [fromEn, fromZh] = DIVIDEND_LABEL[c.frequency];
  const [toEn, toZh] = DIVIDEND_LABEL[to];
  const p = c.product;
  p.name = p.name.replace(`(${fromEn})`, `(${toEn})`);
  if (p.name_zh_hant) {
    p.name_zh_hant = p.name_zh_hant.replace(`(${fromZh})`, `(${toZh})`);
    p.name_zh_hans = toHans(p.name_zh_hant);
  }
  if (p.shareClass) p.shareClass = p.shareClass.replace(`(${fromEn})`, `(${toEn})`);
  p.dividendFrequency = to;
  c.frequency = to;
}

export function ensureFrequencies(plans: readonly FundPlan[]): void {
  const classes = plans
    .filter((p) => p.kind === "fund")
    .flatMap((p) => p.classes.map((c) => ({ plan: p, c })));
  const count = new Map<DividendFrequency, number>();
  for (const { c } of classes) count.set(c.frequency, (count.get(c.frequency) ?? 0) + 1);
  for (const f of dividendFrequencies) {
    if (f === "none" || (count.get(f) ?? 0) > 0) continue;
    // Weekly suits money-market and bond classes; any distributing class can pay irregularly.
    const found = classes.find(
      ({ plan, c }) =>
        c.frequency !== "none" &&
        (count.get(c.frequency) ?? 0) > 5 &&
        (f !== "weekly" || plan.assetClass === "Cash" || plan.assetClass === "Bond"),
    );
    if (!found) continue;
    count.set(found.c.frequency, (count.get(found.c.frequency) ?? 0) - 1);
    relabel(found.c, f);
    count.set(f, 1);
  }
}
