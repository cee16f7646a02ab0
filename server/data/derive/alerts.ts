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
  for (const members of groups.values()) for (const i of members) groupOf.set(i, members);
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
      peers = peerMoveStats(
        members.map((j) => products[j]!.recentMove.move),
        members.indexOf(i),
      );
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
