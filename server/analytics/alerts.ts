/**
 * Risk alerts: AUM change, concentration
 * (sector, country, region), fee change (fund management fee, ETF total fee), abnormal return
 * (versus peers, versus its own history) and manager change. The product names the types but
 * not the thresholds; these are ours, chosen so that ordinary market moves stay quiet:
 * - AUM change: over the last 3 months AUM fell by ≥ 30%, or at least doubled for a product
 *   launched more than a year before (a young fund's ramp-up is not news).
 * - Concentration: in an equity product, one industry ≥ 50% of the portfolio, one country
 *   ≥ 60%, or one region bloc ≥ 80% — each also ≥ 2× the category's average weight there, so
 *   a technology fund or a Taiwan fund is not flagged for being what it says it is.
 * - Fee change: a management fee (funds) or total expense ratio (ETFs) change in the last 90 days.
 * - Abnormal return: the last 21 observations' return lies more than 4 standard deviations from
 *   the category's mean of the same figure (peers), or from the product's own non-overlapping
 *   21-observation returns of the three years before (history); and it is at least 3% in size.
 * - Manager change: a manager joined or left in the last 90 days (not at launch).
 */
import { type AlertKind, type AlertType, alertKinds, alertTypes } from "../../shared/domain/alerts";
import { addMonths, isoDate, parseIsoDate } from "./dates";
import { lastIndexOnOrBefore, type Series } from "./series";
import { mean, stdDev } from "./stats";

export { type AlertKind, type AlertType, alertKinds, alertTypes };

export interface RiskAlert {
  type: AlertType;
  kind: AlertKind;
  /** When the condition was observed (the data date it rests on). */
  date: string;
  /** The figures behind it (label, weight, norm, from, to, move, ...), for the message. */
  detail: Record<string, string | number | null>;
}

export const ALERT_RULES = {
  aumChangeMonths: 3,
  aumFallMin: 0.3,
  aumRiseMin: 1,
  sectorMin: 0.5,
  countryMin: 0.6,
  blocMin: 0.8,
  normMultiple: 2,
  recentDays: 90,
  moveObservations: 21,
  moveSigmas: 4,
  moveMin: 0.03,
  historyYears: 3,
} as const;

const R = ALERT_RULES;

/** Countries (distribution labels) to region blocs, for the regional concentration test. */
// biome-ignore format: a table
export const countryBlocs: Readonly<Record<string, string>> = {
  us: "north_america", canada: "north_america",
  uk: "europe", germany: "europe", france: "europe", switzerland: "europe", netherlands: "europe",
  italy: "europe", spain: "europe", sweden: "europe", denmark: "europe", poland: "europe", romania: "europe",
  japan: "japan",
  china: "asia_ex_japan", hong_kong: "asia_ex_japan", taiwan: "asia_ex_japan", korea: "asia_ex_japan",
  india: "asia_ex_japan", singapore: "asia_ex_japan", indonesia: "asia_ex_japan", malaysia: "asia_ex_japan",
  thailand: "asia_ex_japan", philippines: "asia_ex_japan", vietnam: "asia_ex_japan",
  australia: "pacific",
  brazil: "latin_america", mexico: "latin_america", chile: "latin_america", colombia: "latin_america", peru: "latin_america",
  south_africa: "middle_east_africa", egypt: "middle_east_africa", nigeria: "middle_east_africa",
  saudi_arabia: "middle_east_africa", qatar: "middle_east_africa", uae: "middle_east_africa", turkey: "middle_east_africa",
};

export type Weights = ReadonlyArray<{ label: string; weight: number }>;

/** Weights summed by region bloc (unknown countries and "other" are left out). */
export function blocWeights(countries: Weights): Array<{ label: string; weight: number }> {
  const sums = new Map<string, number>();
  for (const { label, weight } of countries) {
    const bloc = countryBlocs[label];
    if (bloc) sums.set(bloc, (sums.get(bloc) ?? 0) + weight);
  }
  return [...sums].map(([label, weight]) => ({ label, weight }));
}

/** Average weight per label over a group of products (a label a product lacks counts as 0). */
export function averageWeights(members: readonly Weights[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const m of members)
    for (const { label, weight } of m) sums.set(label, (sums.get(label) ?? 0) + weight);
  const n = members.length || 1;
  return new Map([...sums].map(([label, s]) => [label, s / n]));
}

function heaviest(weights: Weights): { label: string; weight: number } | null {
  let best: { label: string; weight: number } | null = null;
  for (const w of weights) if (w.label !== "other" && (!best || w.weight > best.weight)) best = w;
  return best;
}

export function concentrationAlerts(input: {
  asOf: string;
  industry: Weights;
  countries: Weights;
  norms: { industry: Map<string, number>; countries: Map<string, number>; blocs: Map<string, number> };
}): RiskAlert[] {
  const out: RiskAlert[] = [];
  const test = (kind: AlertKind, weights: Weights, min: number, norms: Map<string, number>) => {
    const top = heaviest(weights);
    if (!top || top.weight < min) return;
    const norm = norms.get(top.label) ?? 0;
    if (top.weight < R.normMultiple * norm) return;
    out.push({
      type: "concentration",
      kind,
      date: input.asOf,
      detail: { label: top.label, weight: top.weight, norm },
    });
  };
  test("concentration_sector", input.industry, R.sectorMin, input.norms.industry);
  test("concentration_country", input.countries, R.countryMin, input.norms.countries);
  test("concentration_region", blocWeights(input.countries), R.blocMin, input.norms.blocs);
  return out;
}

/** AUM change over the last `aumChangeMonths` of the AUM history. */
export function aumChangeAlert(aum: Series, launchDate: string | null = null): RiskAlert | null {
  const n = aum.days.length;
  if (n < 2) return null;
  const end = aum.days[n - 1]!;
  const base = lastIndexOnOrBefore(aum.days, addMonths(end, -R.aumChangeMonths));
  if (base < 0) return null;
  const from = aum.values[base]!;
  const to = aum.values[n - 1]!;
  if (!(from > 0)) return null;
  const change = to / from - 1;
  const young = launchDate !== null && parseIsoDate(launchDate) > addMonths(end, -12);
  if (change > -R.aumFallMin && (young || change < R.aumRiseMin)) return null;
  return {
    type: "aum_change",
    kind: "aum_change",
    date: isoDate(end),
    detail: { from, to, change, since: isoDate(aum.days[base]!) },
  };
}

/** The last `moveObservations` return of a total-return index, and the spread of its own earlier ones. */
export function recentMove(tri: Series): { move: number | null; historySd: number | null } {
  const n = tri.values.length;
  const k = R.moveObservations;
  if (n <= k) return { move: null, historySd: null };
  const move = tri.values[n - 1]! / tri.values[n - 1 - k]! - 1;
  // non-overlapping k-observation returns ending before the recent window, back `historyYears`
  const first = lastIndexOnOrBefore(tri.days, addMonths(tri.days[n - 1 - k]!, -12 * R.historyYears));
  const blocks: number[] = [];
  for (let end = n - 1 - k; end - k >= Math.max(0, first); end -= k) {
    blocks.push(tri.values[end]! / tri.values[end - k]! - 1);
  }
  const historySd = blocks.length >= 12 ? stdDev(Float64Array.from(blocks)) : null;
  return { move: Number.isFinite(move) ? move : null, historySd };
}

export function abnormalReturnAlerts(input: {
  asOf: string;
  move: number | null;
  historySd: number | null;
  peerMean: number | null;
  peerSd: number | null;
}): RiskAlert[] {
  const { move, historySd, peerMean, peerSd } = input;
  if (move === null || Math.abs(move) < R.moveMin) return [];
  const out: RiskAlert[] = [];
  if (
    peerMean !== null &&
    peerSd !== null &&
    peerSd > 0 &&
    Math.abs(move - peerMean) > R.moveSigmas * peerSd
  ) {
    out.push({
      type: "abnormal_return",
      kind: "abnormal_return_peers",
      date: input.asOf,
      detail: { move, peerMean, peerSd },
    });
  }
  if (historySd !== null && historySd > 0 && Math.abs(move) > R.moveSigmas * historySd) {
    out.push({
      type: "abnormal_return",
      kind: "abnormal_return_history",
      date: input.asOf,
      detail: { move, historySd },
    });
  }
  return out;
}

/**
 * Peer statistics of the recent move: mean and sample sd over the category without the product
 * itself (leave-one-out), so that one outlier does not widen the band it is judged against.
 */
export function peerMoveStats(
  moves: ReadonlyArray<number | null>,
  exclude = -1,
): { mean: number | null; sd: number | null } {
  const present = Float64Array.from(moves.filter((m, i): m is number => m !== null && i !== exclude));
  if (present.length < 5) return { mean: null, sd: null };
  return { mean: mean(present), sd: stdDev(present) };
}

export function feeChangeAlerts(input: {
  asOf: string;
  productType: string;
  changes: ReadonlyArray<{ date: string; field: string; from: number; to: number }>;
}): RiskAlert[] {
  const since = parseIsoDate(input.asOf) - R.recentDays;
  const field = input.productType === "etf" ? "totalExpenseRatio" : "management";
  const kind: AlertKind = input.productType === "etf" ? "fee_change_etf_total" : "fee_change_management";
  return input.changes
    .filter((c) => c.field === field && parseIsoDate(c.date) >= since && c.from !== c.to)
    .map((c) => ({ type: "fee_change", kind, date: c.date, detail: { from: c.from, to: c.to } }));
}

export function managerChangeAlerts(input: {
  asOf: string;
  launchDate: string | null;
  managers: ReadonlyArray<{ name: string; startDate: string; endDate?: string }>;
}): RiskAlert[] {
  const since = parseIsoDate(input.asOf) - R.recentDays;
  const launch = input.launchDate ? parseIsoDate(input.launchDate) : Number.NEGATIVE_INFINITY;
  const out: RiskAlert[] = [];
  for (const m of input.managers) {
    const start = parseIsoDate(m.startDate);
    if (start >= since && start > launch) {
      out.push({
        type: "manager_change",
        kind: "manager_change",
        date: m.startDate,
        detail: { joined: m.name },
      });
    }
    if (m.endDate && parseIsoDate(m.endDate) >= since) {
      out.push({ type: "manager_change", kind: "manager_change", date: m.endDate, detail: { left: m.name } });
    }
  }
  return out;
}
