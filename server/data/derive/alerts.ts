/**
 * Risk alerts of every product (server/analytics/alerts.ts has the rules): the per-product tests
 * on its own data, and the tests against its category (concentration norms, peers' moves).
 */
import {
  abnormalReturnAlerts,
  aumChangeAlert,
  averageWeights,
  blocWeights,
  concentrationAlerts,
  feeChangeAlerts,
  managerChangeAlerts,
  peerMoveStats,
  type RiskAlert,
  type Weights,
} from "../../analytics";
import type { DeriveInputs } from "./inputs";
import type { DerivedProduct } from "./types";

const NONE: Weights = [];

export function deriveAlerts(inputs: DeriveInputs, products: DerivedProduct[]): void {
  const weights = (code: string, dimension: string): Weights =>
    inputs.distributions.get(code)?.find((d) => d.dimension === dimension)?.items ?? NONE;
  const groups = new Map<string, number[]>();
  inputs.products.forEach((p, i) => {
    if (!p.category || p.isStrategy) return;
    const key = `${p.productType}:${p.category}`;
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  const groupOf = new Map<number, number[]>();
  // a product's place among its peers: found once here, not by a search per product
  const placeInGroup = new Map<number, number>();
  for (const members of groups.values())
    members.forEach((i, k) => {
      groupOf.set(i, members);
      placeInGroup.set(i, k);
    });
  // the peers' moves, one array per group (every member compares itself with the same list)
  const movesCache = new Map<number[], Array<number | null>>();
  const normsCache = new Map<number[], Parameters<typeof concentrationAlerts>[0]["norms"]>();

  inputs.products.forEach((p, i) => {
    const d = products[i]!;
    if (d.code !== p.code) throw new Error(`derive: product order differs at ${p.code}`);
    const asOf = inputs.asOf;
    const alerts = [
      ...feeChangeAlerts({ asOf, productType: p.productType, changes: inputs.feeChanges.get(p.code) ?? [] }),
      ...managerChangeAlerts({
        asOf,
        launchDate: p.launchDate ?? null,
        managers: inputs.managers.get(p.code) ?? [],
      }),
    ];
    const aum = inputs.aum.get(p.code);
    const aumAlert = aum ? aumChangeAlert(aum, p.launchDate ?? null) : null;
    if (aumAlert) alerts.push(aumAlert);
    const members = groupOf.get(i);
    let peers = { mean: null as number | null, sd: null as number | null };
    if (members) {
      let norms = normsCache.get(members);
      if (!norms) {
        const countries = members.map((j) => weights(inputs.products[j]!.code, "region"));
        norms = {
          industry: averageWeights(members.map((j) => weights(inputs.products[j]!.code, "industry"))),
          countries: averageWeights(countries),
          blocs: averageWeights(countries.map(blocWeights)),
        };
        normsCache.set(members, norms);
      }
      if (p.assetClass === "Stock") {
        alerts.push(
          ...concentrationAlerts({
            asOf,
            industry: weights(p.code, "industry"),
            countries: weights(p.code, "region"),
            norms,
          }),
        );
      }
      let moves = movesCache.get(members);
      if (!moves) {
        moves = members.map((j) => products[j]!.recentMove.move);
        movesCache.set(members, moves);
      }
      peers = peerMoveStats(moves, placeInGroup.get(i)!);
    }
    alerts.push(
      ...abnormalReturnAlerts({
        asOf,
        move: d.recentMove.move,
        historySd: d.recentMove.historySd,
        peerMean: peers.mean,
        peerSd: peers.sd,
      }),
    );
    d.alerts = alerts;
  });
}

/** A stored alert of a derived version (table derived_alerts). */
export interface DerivedAlertRow {
  /**
   * Stable across derives of the same fact: `<kind>.<code>.<date>[.<n>]`, the date being the
   * one the fact rests on (a fee or manager change, an AUM month end) or, for a standing
   * condition (concentration, abnormal return), the first version that showed it.
   */
  id: string;
  code: string;
  type: RiskAlert["type"];
  kind: RiskAlert["kind"];
  date: string;
  detail: RiskAlert["detail"];
}

/** Conditions that stand for a while: the same one in the next version keeps its id and date. */
const standing = new Set<RiskAlert["type"]>(["concentration", "abnormal_return"]);

/** What makes a standing condition the same one: the label concentrated in, the move's sign. */
function episodeKey(code: string, a: Pick<RiskAlert, "kind" | "detail">): string {
  const move = a.detail.move;
  const side = typeof move === "number" ? (move >= 0 ? "up" : "down") : "";
  return `${a.kind}.${code}.${a.detail.label ?? side}`;
}

/**
 * The alerts of every product as stored rows, newest first, with ids; `previous` (the version
 * being replaced) lends its ids and first dates to the standing conditions still there.
 */
export function alertRows(
  products: readonly DerivedProduct[],
  previous: readonly DerivedAlertRow[] = [],
): DerivedAlertRow[] {
  const carried = new Map<string, DerivedAlertRow>();
  for (const r of previous) if (standing.has(r.type)) carried.set(episodeKey(r.code, r), r);
  const ids = new Set<string>();
  const out: DerivedAlertRow[] = [];
  for (const d of products) {
    for (const a of d.alerts) {
      const before = standing.has(a.type) ? carried.get(episodeKey(d.code, a)) : undefined;
      const date = before ? before.date : a.date;
      const base = before ? before.id : `${a.kind}.${d.code}.${date}`;
      let id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}.${n}`;
      ids.add(id);
      out.push({ id, code: d.code, type: a.type, kind: a.kind, date, detail: a.detail });
    }
  }
  out.sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1));
  return out;
}
