/**
 * News events read off the universe by the derive job, one per fact and product: a new 52-week
 * high (from the NAV history, computed with the product's figures), an AUM rise or fall, a fee
 * change and a manager joining or leaving (the risk alerts of the same facts, dated by the
 * data), and a rating-tier move against the previous derived version. An event keeps its kind
 * and the values of its message; the text is built in the reader's language when it is read.
 */

import type { NewsKind, NewsValues } from "../../../shared/domain/news";
import { type RatingTier, ratingTiers } from "../../../shared/domain/product";
import { addMonths, isoDate, parseIsoDate } from "../../analytics/dates";
import type { DerivedAlertRow } from "./alerts";
import type { DeriveInputs } from "./inputs";
import type { DerivedProduct } from "./types";

export interface DerivedNewsEvent {
  /** Stable across derives of the same facts: `<kind>.<code>.<date>[.<n>]`. */
  id: string;
  date: string;
  kind: NewsKind;
  code: string;
  values: NewsValues;
}

/** What the previous derived version left that a comparison needs. */
export interface PreviousVersion {
  tiers: ReadonlyMap<string, RatingTier>;
  /** Its rating events (they cannot be recomputed from the universe alone). */
  ratingEvents: readonly DerivedNewsEvent[];
  /** Its risk alerts: a condition still standing keeps its id (server/data/derive/alerts.ts). */
  alerts?: readonly DerivedAlertRow[];
}

/** Rating events older than this many months are dropped when carried forward. */
const RATING_KEEP_MONTHS = 3;

const tierRank = new Map<string, number>(ratingTiers.map((t, i) => [t, i]));

export function deriveNews(
  inputs: Pick<DeriveInputs, "asOf" | "products">,
  products: readonly DerivedProduct[],
  previous?: PreviousVersion,
): DerivedNewsEvent[] {
  const out: DerivedNewsEvent[] = [];
  const ids = new Set<string>();
  const push = (kind: NewsKind, code: string, date: string, values: NewsValues) => {
    const base = `${kind}.${code}.${date}`;
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}.${n}`;
    ids.add(id);
    out.push({ id, date, kind, code, values });
  };
  inputs.products.forEach((p, i) => {
    const d = products[i]!;
    if (d.code !== p.code) throw new Error(`derive: product order differs at ${p.code}`);
    const high = d.high52w;
    if (high) {
      push("high_52w", p.code, high.date, {
        nav: high.nav,
        currency: p.currency,
        previousHigh: high.previousHigh,
        previousHighDate: high.previousHighDate,
      });
    }
    for (const a of d.alerts) {
      if (a.type === "aum_change") {
        const change = Number(a.detail.change);
        push(change >= 0 ? "aum_rise" : "aum_drop", p.code, a.date, {
          from: a.detail.from ?? null,
          to: a.detail.to ?? null,
          change,
          since: a.detail.since ?? null,
        });
      } else if (a.type === "fee_change") {
        const from = Number(a.detail.from);
        const to = Number(a.detail.to);
        push(to < from ? "fee_cut" : "fee_rise", p.code, a.date, { from, to, fee: a.kind });
      } else if (a.type === "manager_change") {
        if (a.detail.joined != null) push("manager_joined", p.code, a.date, { name: a.detail.joined });
        if (a.detail.left != null) push("manager_left", p.code, a.date, { name: a.detail.left });
      }
    }
    const before = previous?.tiers.get(p.code);
    const now = d.rank?.ratingTier ?? null;
    if (before && now && before !== now) {
      const up = (tierRank.get(now) ?? 0) < (tierRank.get(before) ?? 0);
      push(up ? "rating_up" : "rating_down", p.code, inputs.asOf, { from: before, to: now });
    }
  });
  if (previous) {
    const keepFrom = isoDate(addMonths(parseIsoDate(inputs.asOf), -RATING_KEEP_MONTHS));
    const known = new Set(inputs.products.map((p) => p.code));
    for (const e of previous.ratingEvents) {
      if (e.date < keepFrom || e.date > inputs.asOf || ids.has(e.id) || !known.has(e.code)) continue;
      ids.add(e.id);
      out.push(e);
    }
  }
  out.sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1));
  return out;
}
