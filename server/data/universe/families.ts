/**
 * Parameters shared by groups of categories ("families"): fee schedules typical of HK/SG
 * retail share classes and of ETFs, distribution policy, the spread of active risk, and the
 * look-through mixes (countries, industries, bond sectors, ratings) used for holdings and
 * distributions. Ratios are decimals (0.015 = 1.5%).
 */
import type { CreditRating, DividendFrequency } from "../batch";

export type Family =
  | "eq"
  | "eqEm"
  | "eqInc"
  | "sector"
  | "reit"
  | "bond"
  | "hy"
  | "cash"
  | "alloc"
  | "income"
  | "alt"
  | "commodity"
  | "conv"
  | "pref";

export interface FamilyParams {
  /** Retail class: initial charge, management fee range, other costs added to get the TER. */
  initialCharge: number;
  management: readonly [number, number];
  otherCosts: readonly [number, number];
  /** Probability of a performance fee and its rate range. */
  performance: readonly [number, number, number];
  /** ETF total expense ratio range (US listing; other exchanges cost more). */
  etfTer: readonly [number, number];
  /** Share of distributing classes (funds, ETFs), distribution yield range, frequency weights. */
  distributing: readonly [number, number];
  yield: readonly [number, number];
  frequencies: Partial<Record<DividendFrequency, number>>;
  /** Active fund: beta spread (sd), idiosyncratic vol range, alpha sd (annual). */
  betaSd: number;
  idio: readonly [number, number];
  alphaSd: number;
  /** Institution risk level baseline (1..5). */
  risk: number;
}

const EQ_FREQ = { annually: 0.55, "semi-annually": 0.3, quarterly: 0.15 };
const INC_FREQ = { monthly: 0.65, quarterly: 0.3, irregular: 0.05 };

// biome-ignore format: a table
export const FAMILIES: Record<Family, FamilyParams> = {
  eq: fam(0.05, [0.0125, 0.0175], [0.0015, 0.004], [0.05, 0.1, 0.15], [0.0003, 0.0045], [0.3, 0.9], [0.01, 0.025], EQ_FREQ, 0.08, [0.025, 0.06], 0.02, 4),
  eqEm: fam(0.05, [0.015, 0.02], [0.002, 0.005], [0.08, 0.1, 0.15], [0.0008, 0.006], [0.3, 0.8], [0.01, 0.025], EQ_FREQ, 0.08, [0.03, 0.07], 0.025, 5),
  eqInc: fam(0.05, [0.0125, 0.0175], [0.0015, 0.004], [0, 0, 0], [0.0006, 0.0045], [0.85, 0.95], [0.04, 0.07], INC_FREQ, 0.06, [0.02, 0.045], 0.015, 4),
  sector: fam(0.05, [0.015, 0.0185], [0.002, 0.004], [0.05, 0.1, 0.15], [0.001, 0.0055], [0.2, 0.9], [0.005, 0.02], EQ_FREQ, 0.1, [0.03, 0.07], 0.025, 5),
  reit: fam(0.05, [0.0125, 0.015], [0.002, 0.004], [0, 0, 0], [0.0012, 0.006], [0.8, 0.98], [0.04, 0.06], { quarterly: 0.5, "semi-annually": 0.4, monthly: 0.1 }, 0.06, [0.02, 0.05], 0.015, 4),
  bond: fam(0.03, [0.0075, 0.0125], [0.001, 0.003], [0, 0, 0], [0.0003, 0.0045], [0.65, 0.95], [0.025, 0.055], { monthly: 0.8, quarterly: 0.12, "semi-annually": 0.05, annually: 0.03 }, 0.05, [0.004, 0.015], 0.006, 2),
  hy: fam(0.03, [0.01, 0.0135], [0.0015, 0.003], [0, 0, 0], [0.004, 0.0065], [0.8, 0.95], [0.055, 0.09], { monthly: 0.9, quarterly: 0.1 }, 0.06, [0.008, 0.02], 0.01, 3),
  cash: fam(0, [0.0015, 0.005], [0.0005, 0.0015], [0, 0, 0], [0.0008, 0.003], [0.25, 0.35], [0, 0], { monthly: 0.65, weekly: 0.25, quarterly: 0.1 }, 0, [0.0002, 0.0005], 0, 1),
  alloc: fam(0.05, [0.012, 0.016], [0.0015, 0.004], [0.03, 0.1, 0.15], [0.0015, 0.0045], [0.45, 0.8], [0.03, 0.05], INC_FREQ, 0.06, [0.01, 0.03], 0.012, 3),
  income: fam(0.05, [0.0125, 0.015], [0.0015, 0.004], [0, 0, 0], [0.003, 0.0055], [0.9, 0.9], [0.05, 0.075], { monthly: 0.9, quarterly: 0.1 }, 0.05, [0.008, 0.02], 0.01, 3),
  alt: fam(0.05, [0.015, 0.02], [0.002, 0.005], [0.7, 0.1, 0.2], [0.005, 0.0095], [0.1, 0.3], [0.01, 0.03], { annually: 0.6, irregular: 0.4 }, 0.15, [0.02, 0.05], 0.03, 3),
  commodity: fam(0.05, [0.0125, 0.015], [0.002, 0.004], [0, 0, 0], [0.0017, 0.0085], [0, 0], [0, 0], {}, 0.03, [0.004, 0.02], 0.01, 4),
  conv: fam(0.05, [0.01, 0.015], [0.0015, 0.003], [0, 0, 0], [0.004, 0.0045], [0.4, 0.9], [0.02, 0.04], { monthly: 0.5, quarterly: 0.3, annually: 0.2 }, 0.06, [0.01, 0.03], 0.012, 3),
  pref: fam(0.03, [0.0075, 0.01], [0.001, 0.0025], [0, 0, 0], [0.0045, 0.006], [0.9, 0.95], [0.045, 0.065], { monthly: 0.8, quarterly: 0.2 }, 0.05, [0.008, 0.02], 0.008, 3),
};

function fam(
  initialCharge: number,
  management: readonly [number, number],
  otherCosts: readonly [number, number],
  performance: readonly [number, number, number],
  etfTer: readonly [number, number],
  distributing: readonly [number, number],
  yieldRange: readonly [number, number],
  frequencies: Partial<Record<DividendFrequency, number>>,
  betaSd: number,
  idio: readonly [number, number],
  alphaSd: number,
  risk: number,
): FamilyParams {
  return {
    initialCharge,
    management,
    otherCosts,
    performance,
    etfTer,
    distributing,
    yield: yieldRange,
    frequencies,
    betaSd,
    idio,
    alphaSd,
    risk,
  };
}

/** Look-through country weights by mix id (labels are country ids; see COUNTRY_REGION). */
// biome-ignore format: a table
export const COUNTRY_MIX: Record<string, Record<string, number>> = {
  global: { us: 0.62, japan: 0.06, uk: 0.04, france: 0.03, germany: 0.03, switzerland: 0.03, canada: 0.03, china: 0.03, india: 0.02, taiwan: 0.02, australia: 0.02, korea: 0.015, netherlands: 0.015, hong_kong: 0.01, other: 0.05 },
  us: { us: 0.97, other: 0.03 },
  europe: { uk: 0.23, france: 0.17, germany: 0.15, switzerland: 0.15, netherlands: 0.08, sweden: 0.05, italy: 0.04, spain: 0.04, denmark: 0.04, other: 0.05 },
  japan: { japan: 1 },
  asia_pacific: { china: 0.27, taiwan: 0.18, india: 0.16, korea: 0.12, australia: 0.12, hong_kong: 0.06, singapore: 0.04, indonesia: 0.02, thailand: 0.015, other: 0.015 },
  asia_ex_japan: { china: 0.3, taiwan: 0.2, india: 0.18, korea: 0.14, hong_kong: 0.08, singapore: 0.05, indonesia: 0.02, thailand: 0.015, malaysia: 0.015 },
  greater_china: { china: 0.55, taiwan: 0.25, hong_kong: 0.2 },
  china: { china: 0.88, hong_kong: 0.12 },
  china_a: { china: 1 },
  hong_kong: { hong_kong: 0.55, china: 0.45 },
  singapore: { singapore: 0.95, other: 0.05 },
  emerging_markets: { china: 0.26, india: 0.19, taiwan: 0.18, korea: 0.11, brazil: 0.05, saudi_arabia: 0.04, south_africa: 0.03, mexico: 0.02, indonesia: 0.02, thailand: 0.02, other: 0.08 },
  asean: { singapore: 0.3, indonesia: 0.25, thailand: 0.2, malaysia: 0.15, philippines: 0.07, vietnam: 0.03 },
  india: { india: 1 },
  bond_global: { us: 0.42, japan: 0.1, china: 0.1, germany: 0.06, france: 0.05, uk: 0.05, italy: 0.04, canada: 0.03, australia: 0.03, other: 0.12 },
  bond_asia: { china: 0.3, korea: 0.12, indonesia: 0.1, india: 0.1, hong_kong: 0.1, singapore: 0.06, philippines: 0.06, malaysia: 0.04, thailand: 0.04, other: 0.08 },
  bond_em: { mexico: 0.08, indonesia: 0.08, saudi_arabia: 0.07, brazil: 0.06, turkey: 0.05, uae: 0.05, china: 0.05, south_africa: 0.04, philippines: 0.04, colombia: 0.04, chile: 0.04, qatar: 0.04, poland: 0.03, romania: 0.03, peru: 0.03, egypt: 0.03, nigeria: 0.02, other: 0.12 },
  bond_europe: { germany: 0.22, france: 0.2, italy: 0.15, spain: 0.1, netherlands: 0.06, uk: 0.05, other: 0.22 },
};

/** Country → broad region (North America, Europe, Japan, Asia ex-Japan, ...), so that region
 * concentration can be measured from the country labels of the region distribution. */
// biome-ignore format: a table
export const COUNTRY_REGION: Record<string, string> = {
  us: "north_america", canada: "north_america", mexico: "latin_america", brazil: "latin_america",
  uk: "europe", france: "europe", germany: "europe", switzerland: "europe", netherlands: "europe",
  sweden: "europe", italy: "europe", spain: "europe", denmark: "europe", japan: "japan",
  china: "asia_ex_japan", hong_kong: "asia_ex_japan", taiwan: "asia_ex_japan", korea: "asia_ex_japan",
  india: "asia_ex_japan", singapore: "asia_ex_japan", indonesia: "asia_ex_japan", thailand: "asia_ex_japan",
  malaysia: "asia_ex_japan", philippines: "asia_ex_japan", vietnam: "asia_ex_japan", australia: "pacific",
  saudi_arabia: "middle_east_africa", south_africa: "middle_east_africa", uae: "middle_east_africa", qatar: "middle_east_africa",
  egypt: "middle_east_africa", nigeria: "middle_east_africa", turkey: "europe", poland: "europe", romania: "europe",
  colombia: "latin_america", chile: "latin_america", peru: "latin_america", other: "other",
};

/** GICS-style industry weights by mix id. */
// biome-ignore format: a table
export const INDUSTRY_MIX: Record<string, Record<string, number>> = {
  broad: { information_technology: 0.22, financials: 0.17, health_care: 0.11, consumer_discretionary: 0.11, industrials: 0.1, communication_services: 0.08, consumer_staples: 0.06, energy: 0.05, materials: 0.04, utilities: 0.03, real_estate: 0.03 },
  asia: { information_technology: 0.26, financials: 0.2, consumer_discretionary: 0.14, communication_services: 0.1, industrials: 0.07, materials: 0.06, energy: 0.04, consumer_staples: 0.05, health_care: 0.04, real_estate: 0.02, utilities: 0.02 },
  china: { consumer_discretionary: 0.26, communication_services: 0.2, financials: 0.17, industrials: 0.08, consumer_staples: 0.07, health_care: 0.06, information_technology: 0.06, real_estate: 0.04, materials: 0.03, energy: 0.03 },
  hong_kong: { financials: 0.32, communication_services: 0.16, consumer_discretionary: 0.16, real_estate: 0.1, information_technology: 0.08, industrials: 0.05, utilities: 0.05, energy: 0.04, consumer_staples: 0.04 },
  singapore: { financials: 0.5, real_estate: 0.16, communication_services: 0.1, industrials: 0.12, consumer_staples: 0.05, utilities: 0.04, information_technology: 0.03 },
  tech: { information_technology: 0.74, communication_services: 0.16, consumer_discretionary: 0.1 },
  health: { health_care: 0.97, consumer_staples: 0.03 },
  fin: { financials: 0.96, real_estate: 0.04 },
  resources: { energy: 0.5, materials: 0.45, industrials: 0.05 },
  consumer: { consumer_discretionary: 0.55, consumer_staples: 0.4, communication_services: 0.05 },
  reit: { real_estate: 0.98, financials: 0.02 },
  infra: { utilities: 0.45, industrials: 0.35, energy: 0.15, communication_services: 0.05 },
  gold: { materials: 1 },
  dividend: { financials: 0.28, utilities: 0.1, energy: 0.1, consumer_staples: 0.1, real_estate: 0.08, communication_services: 0.1, industrials: 0.1, information_technology: 0.09, health_care: 0.05 },
};

// biome-ignore format: a table
export const BOND_SECTOR_MIX: Record<string, Record<string, number>> = {
  aggregate: { government: 0.55, government_related: 0.12, corporate: 0.2, securitized: 0.1, cash_equivalents: 0.03 },
  government: { government: 0.97, cash_equivalents: 0.03 },
  corporate: { corporate: 0.9, government: 0.05, cash_equivalents: 0.05 },
  high_yield: { corporate: 0.93, cash_equivalents: 0.07 },
  asia: { corporate: 0.62, government_related: 0.2, government: 0.13, cash_equivalents: 0.05 },
  em: { government: 0.65, government_related: 0.15, corporate: 0.17, cash_equivalents: 0.03 },
  cash: { cash_equivalents: 0.7, government: 0.2, corporate: 0.1 },
};

// biome-ignore format: a table
export const RATING_MIX: Record<string, Partial<Record<CreditRating, number>>> = {
  gov_dm: { Aaa: 0.55, Aa: 0.25, A: 0.15, Bbb: 0.05 },
  aggregate: { Aaa: 0.4, Aa: 0.1, A: 0.2, Bbb: 0.28, "Not Rated": 0.02 },
  corp_ig: { Aa: 0.08, A: 0.42, Bbb: 0.48, Bb: 0.02 },
  high_yield: { Bbb: 0.03, Bb: 0.45, B: 0.38, "Below B": 0.1, "Not Rated": 0.04 },
  asia_ig: { Aa: 0.05, A: 0.3, Bbb: 0.45, Bb: 0.1, B: 0.05, "Not Rated": 0.05 },
  asia_hy: { Bb: 0.35, B: 0.3, "Below B": 0.2, "Not Rated": 0.15 },
  em: { A: 0.1, Bbb: 0.35, Bb: 0.25, B: 0.2, "Below B": 0.07, "Not Rated": 0.03 },
  china: { A: 0.55, Aa: 0.05, "Not Rated": 0.4 },
  treasury: { Aaa: 1 },
  cash: { Aa: 0.45, A: 0.45, Aaa: 0.1 },
  convertible: { Bbb: 0.2, Bb: 0.2, B: 0.05, "Not Rated": 0.55 },
  preferred: { Bbb: 0.55, Bb: 0.3, A: 0.1, "Not Rated": 0.05 },
};
