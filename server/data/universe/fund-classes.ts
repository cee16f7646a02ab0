/**
 * Share classes of a fund: which classes a fund offers (currency, hedging, distribution
 * policy, retail A/E or institutional I) and each class's product row, fees and NAV plan.
 * Institutional classes pay half the management fee and no initial charge; E classes a
 * lower initial charge for a higher management fee; hedging costs about 3 bp a year.
 */
import type { Currency, DividendFrequency, Market } from "../batch";
import { type CategoryDef, thirdPartyCategory } from "./categories";
import type { CompanyModel } from "./companies";
import { FAMILIES, type FamilyParams } from "./families";
import { indexDef } from "./indices";
import { CURRENCY_ZH, DIVIDEND_LABEL, toHans } from "./names";
import { type ClassPlan, historyRange, isoOf, type PlanContext, round, startNavFor } from "./plan";
import { type Rng, rngFor } from "./prng";

/** What all classes of a fund share. */
export interface FundFacts {
  id: string;
  en: string;
  zh: string;
  cat: CategoryDef;
  company: CompanyModel;
  domicile: string;
  market: Market;
  launchDay: number;
  fees: { management: number; other: number; performance: number; redemption: number };
  flags: { sfc: boolean; mas: boolean; cpfis: boolean; srs: boolean };
}

// biome-ignore format: a table
const EXTRA_CURRENCIES: readonly (readonly [Currency, number])[] = [
  ["USD", 0.22], ["HKD", 0.22], ["AUD", 0.12], ["SGD", 0.1], ["CNH", 0.09], ["EUR", 0.06], ["GBP", 0.05],
  ["CAD", 0.04], ["NZD", 0.04], ["CHF", 0.02], ["JPY", 0.02], ["SEK", 0.015], ["CNY", 0.005],
];

function riskLevel(cat: CategoryDef, fam: FamilyParams): number {
  if (cat.id === "conservative_allocation" || cat.id === "us_short_treasury") return 2;
  if (cat.id === "aggressive_allocation" || cat.id === "us_long_treasury") return 4;
  return fam.risk;
}

export interface ClassSpec {
  letter: "A" | "E" | "I";
  currency: Currency;
  hedged: boolean;
  distributing: boolean;
}

export function classSpecs(
  rng: Rng,
  cat: CategoryDef,
  fam: FamilyParams,
  base: Currency,
  n: number,
): ClassSpec[] {
  const specs: ClassSpec[] = [
    { letter: "A", currency: base, hedged: false, distributing: rng.chance(fam.distributing[0]) },
  ];
  const cash = cat.assetClass === "Cash";
  const bondLike = cat.assetClass !== "Stock";
  for (let tries = 0; specs.length < n && tries < 40; tries++) {
    const letter = rng.chance(0.15) ? "I" : rng.chance(0.1) ? "E" : "A";
    const currency = cash ? base : rng.weighted(EXTRA_CURRENCIES, ([, w]) => w)[0];
    const pegged = (currency === "HKD" || currency === "USD") && (base === "USD" || base === "HKD");
    const hedged = currency !== base && !pegged && rng.chance(bondLike ? 0.9 : 0.5);
    const canPay = Object.keys(fam.frequencies).length > 0;
    const distributing = canPay && rng.chance(letter === "I" ? 0.2 : Math.max(fam.distributing[0], 0.3));
    const spec = { letter, currency, hedged, distributing } as const;
    if (
      !specs.some(
        (s) =>
          s.letter === letter &&
          s.currency === currency &&
          s.hedged === hedged &&
          s.distributing === distributing,
      )
    ) {
      specs.push(spec);
    }
  }
  return specs;
}

export function fundClass(
  ctx: PlanContext,
  fund: FundFacts,
  s: ClassSpec,
  k: number,
  ordinal: number,
): ClassPlan {
  const { id, cat, company, domicile, market, launchDay } = fund;
  const { management, other, performance, redemption } = fund.fees;
  const { sfc, mas, cpfis, srs } = fund.flags;
  const fam = FAMILIES[cat.family];
  const fundEn = fund.en;
  const fundZh = fund.zh;
  const crng = rngFor(ctx.seed, "class", id, k);
  const classLaunch =
    k === 0 || crng.chance(0.6) ? launchDay : Math.min(ctx.asOfDay - 60, launchDay + crng.int(0, 1460));
  const { startIdx, endIdx } = historyRange(ctx, market, classLaunch);
  const cal = ctx.calendars.market[market].days;
  const launchedInWindow = classLaunch >= ctx.windowStartDay;
  const frequency = (
    s.distributing ? crng.weighted(Object.entries(fam.frequencies), ([, w]) => w)[0] : "none"
  ) as DividendFrequency;
  const dist = DIVIDEND_LABEL[frequency];
  const mgmt =
    s.letter === "I"
      ? round(management * 0.5, 4)
      : s.letter === "E"
        ? round(management + 0.0025, 4)
        : management;
  const ter = round(mgmt + other * (s.letter === "I" ? 0.7 : 1) + (s.hedged ? 0.0003 : 0), 4);
  const ccyLabel = `${s.currency}${s.hedged ? " Hedged" : ""}`;
  const ccyZh = `${CURRENCY_ZH[s.currency]}${s.hedged ? "對沖" : ""}`;
  const code = `F${String(100_001 + ordinal)}`;
  const nameZh = `${fundZh} ${s.letter} (${dist[1]}) - ${ccyZh}`;
  return {
    product: {
      code,
      productType: "fund",
      name: `${fundEn} ${s.letter} (${dist[0]}) - ${ccyLabel}`,
      name_zh_hant: nameZh,
      name_zh_hans: toHans(nameZh),
      isin: ctx.codes.isin(domicile, code),
      currency: s.currency,
      assetClass: cat.assetClass,
      category: cat.en,
      region: cat.region,
      company: company.name,
      launchDate: isoOf(launchedInWindow ? (cal[startIdx] ?? classLaunch) : classLaunch),
      dividendFrequency: frequency,
      initialCharge:
        s.letter === "I" ? 0 : s.letter === "E" ? round(fam.initialCharge * 0.6, 4) : fam.initialCharge,
      redemption,
      management: mgmt,
      performance,
      totalExpenseRatio: ter,
      benchmark: indexDef(cat.index).symbolCode,
      isStrategy: false,
      domicile,
      sfcAuthorised: sfc,
      masRecognised: mas,
      cpfisEligible: cpfis && (s.currency === "SGD" || domicile === "SG"),
      srsEligible: srs,
      hedged: s.hedged,
      distributing: s.distributing,
      companyId: company.id,
      baseFundId: id,
      shareClass: `${s.letter} (${dist[0]}) ${ccyLabel}`,
      calendar: market,
      institutionRiskLevel: riskLevel(cat, fam),
      thirdPartyCategory: thirdPartyCategory(cat),
      isDemo: true,
    },
    startIdx,
    endIdx,
    startNav: startNavFor(crng, launchedInWindow),
    currency: s.currency,
    hedged: s.hedged,
    frequency,
    divYield: crng.uniform(fam.yield[0], fam.yield[1]),
    ter,
    aumShare: k === 0 ? 1 : crng.uniform(0.05, 0.6),
  };
}
