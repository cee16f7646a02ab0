/**
 * ETFs listed in Hong Kong, the US, Singapore and London/Xetra: index trackers (HK ones with
 * RMB and USD counters), plus strategy products — daily leveraged and inverse, currency
 * hedged, covered call — flagged `isStrategy` because the selector excludes them.
 */
import type { Currency, Market, Product } from "../batch";
import { CATEGORIES, type CategoryDef, thirdPartyCategory } from "./categories";
import { etfCode, etfNames, etfSymbol, type StrategyKind, strategyCategory } from "./etf-naming";
import { FAMILIES } from "./families";
import { FLAGSHIPS } from "./flagships";
import { indexDef } from "./indices";
import { LISTINGS, type Listing, listingWeight, strategyPick } from "./listings";
import { toHans } from "./names";
import { assignManagers } from "./people-book";
import {
  type ClassPlan,
  type FundPlan,
  historyRange,
  isoOf,
  launchDayFor,
  type PlanContext,
  round,
  startNavFor,
} from "./plan";
import { type Rng, rngFor } from "./prng";

export interface EtfSpec {
  listing: Listing;
  cat?: CategoryDef;
  strategy?: { kind: StrategyKind; index: string; leverage?: number };
  /** Tracked index when it is not the category's. */
  index?: string;
  code?: string;
  name?: readonly [string, string];
  idio?: number;
  currency?: Currency;
  ter?: number;
  aumUsd?: number;
  company?: number;
}

/** The category an index belongs to (first category benchmarked on it). */
function categoryOfIndex(indexId: string): CategoryDef | undefined {
  return CATEGORIES.find((c) => c.index === indexId);
}

function etfPlan(ctx: PlanContext, ordinal: number, spec: EtfSpec, remaining: number): FundPlan {
  const rng = rngFor(ctx.seed, "etf", ordinal);
  const L = LISTINGS[spec.listing];
  const strategy = spec.strategy;
  const indexId = strategy?.index ?? spec.index ?? spec.cat?.index ?? "GLBEQ";
  const idx = indexDef(indexId);
  const under = spec.cat ?? categoryOfIndex(indexId) ?? (CATEGORIES[0] as CategoryDef);
  const fam = FAMILIES[under.family];
  const issuers = ctx.companies.filter((c) => c.etfIssuer);
  const company =
    spec.company !== undefined
      ? (issuers[spec.company] ?? issuers[0])
      : rng.weighted(issuers, (c) => c.weight);
  if (!company) throw new Error("no ETF issuer");
  const currency: Currency =
    spec.currency ??
    (under.assetClass === "Cash" && spec.listing !== "US"
      ? under.baseCurrency
      : rng.weighted(L.currencies, ([, w]) => w)[0]);
  const launchDay = launchDayFor(rng, ctx, spec.code ? 1 : L.oldShare);
  const { startIdx, endIdx } = historyRange(ctx, L.market, launchDay);
  const cal = ctx.calendars.market[L.market].days;
  const inWindow = launchDay >= ctx.windowStartDay;
  const kind = strategy?.kind;
  const distributing = kind === "covered_call" || (!kind && rng.chance(fam.distributing[1]));
  const frequency = !distributing
    ? "none"
    : kind === "covered_call"
      ? "monthly"
      : (rng.weighted(
          Object.entries(
            spec.listing === "US" && under.assetClass === "Stock" ? { quarterly: 1 } : fam.frequencies,
          ),
          ([, w]) => w,
        )[0] as ClassPlan["frequency"]);
  const terRange =
    kind === "leveraged" || kind === "inverse" ? [0.0095, 0.0165] : kind ? [0.0035, 0.0075] : fam.etfTer;
  // Log-uniform: most ETFs are cheap, a few specialised ones expensive.
  const [lo, hi] = [terRange[0] ?? 0.001, terRange[1] ?? 0.001];
  const ter = spec.ter ?? round(Math.min(0.0199, lo * (hi / lo) ** rng.next() * (kind ? 1 : L.terMul)), 4);
  const code = spec.code ?? etfCode(ctx.codes, spec.listing, kind);
  if (spec.code) ctx.codes.claim(spec.code);
  const lev = strategy?.leverage ?? 1;
  const [nameEn, nameZh] =
    spec.name ??
    etfNames({
      brand: company.brand,
      brandZh: company.brandZh,
      idx,
      kind,
      listing: spec.listing,
      leverage: lev,
      currency,
      used: ctx.etfNames,
    });
  const stratCat = strategyCategory(kind);
  const id = `ET${String(ordinal + 1).padStart(5, "0")}`;
  const product = (c: Currency, counter: string, suffix: readonly [string, string]): Product => {
    const zh = `${nameZh}${suffix[1]}`;
    return {
      code: counter,
      productType: "etf",
      name: `${nameEn}${suffix[0]}`,
      name_zh_hant: zh,
      name_zh_hans: toHans(zh),
      isin: ctx.codes.isin(L.domicile, counter),
      symbol: etfSymbol(counter, spec.listing, c),
      currency: c,
      assetClass: under.assetClass,
      category: stratCat?.en ?? under.en,
      region: under.region,
      company: company.name,
      launchDate: isoOf(inWindow ? (cal[startIdx] ?? launchDay) : launchDay),
      dividendFrequency: frequency,
      initialCharge: 0,
      redemption: 0,
      management: round(Math.max(0, ter - 0.0002), 4),
      performance: 0,
      totalExpenseRatio: ter,
      benchmark: idx.symbolCode,
      isStrategy: kind !== undefined,
      ...(kind ? { strategyKind: kind } : {}),
      domicile: L.domicile,
      sfcAuthorised: spec.listing === "HK",
      masRecognised: spec.listing === "SG" || (spec.listing === "EU" && rng.chance(0.3)),
      cpfisEligible: spec.listing === "SG" && rng.chance(0.15),
      srsEligible: spec.listing === "SG",
      hedged: kind === "hedged",
      distributing,
      companyId: company.id,
      baseFundId: id,
      shareClass: `${c}${suffix[0] ? " counter" : ""}`,
      calendar: L.market,
      exchange: spec.listing === "EU" && c === "EUR" ? "Xetra" : L.exchange,
      institutionRiskLevel: kind === "leveraged" || kind === "inverse" ? 5 : FAMILIES[under.family].risk,
      thirdPartyCategory: stratCat ? `Trading - ${stratCat.en}` : thirdPartyCategory(under),
      isDemo: true,
    };
  };
  const cls = (
    c: Currency,
    counter: string,
    suffix: readonly [string, string],
    share: number,
  ): ClassPlan => ({
    product: product(c, counter, suffix),
    startIdx,
    endIdx,
    startNav: startNavFor(rng, inWindow),
    currency: c,
    hedged: kind === "hedged",
    frequency,
    divYield: kind === "covered_call" ? rng.uniform(0.07, 0.11) : rng.uniform(fam.yield[0], fam.yield[1]),
    ter,
    aumShare: share,
  });
  const classes = [cls(currency, code, ["", ""], 1)];
  const counters = spec.listing === "HK" && !kind && under.assetClass !== "Cash";
  if (counters && remaining > 1 && rng.chance(0.15))
    classes.push(cls("CNH", ctx.codes.hkRmbCounter(code), [" - RMB Counter", " - 人民幣櫃台"], 0.05));
  if (counters && remaining > classes.length && rng.chance(0.08))
    classes.push(cls("USD", ctx.codes.hkUsdCounterCode(), [" - USD Counter", " - 美元櫃台"], 0.05));
  const idio =
    spec.idio ?? (kind === "covered_call" ? 0.015 : rng.uniform(L.trackingError[0], L.trackingError[1]));
  return {
    id,
    kind: "etf",
    ordinal,
    cat: under,
    categoryName: stratCat?.en ?? under.en,
    assetClass: under.assetClass,
    region: under.region,
    company,
    market: L.market as Market,
    launchDay,
    model: {
      index: indexId,
      beta: kind === "covered_call" ? 0.6 : 1,
      alpha: kind === "covered_call" ? 0.03 : 0,
      idio,
      tilts: [],
      baseCurrency: idx.currency,
      ...(kind === "leveraged" || kind === "inverse" ? { leverage: lev } : {}),
    },
    classes,
    managers: assignManagers(ctx, rng, {
      company,
      focus: [under.en, under.zh],
      launchDay,
      count: rng.int(1, 2),
    }),
    aumUsd:
      spec.aumUsd ??
      rng.logNormal(L.aumMedian, L.aumSigma) * Math.min(1, (ctx.asOfDay - launchDay) / 365.25 / 2) ** 0.7,
    ...(under.bond
      ? { duration: round(rng.uniform(under.bond.duration[0], under.bond.duration[1]), 2) }
      : {}),
  };
}

export function planEtfs(ctx: PlanContext, target: number): FundPlan[] {
  const plans: FundPlan[] = [];
  let count = 0;
  let ordinal = 0;
  for (const spec of FLAGSHIPS) {
    if (count >= target) break;
    const plan = etfPlan(ctx, ordinal++, spec, 1);
    plans.push(plan);
    count += plan.classes.length;
  }
  while (count < target) {
    const rng = rngFor(ctx.seed, "etf-spec", ordinal);
    const listing = rng.weighted(Object.keys(LISTINGS) as Listing[], (l) => LISTINGS[l].weight);
    const spec: EtfSpec = rng.chance(LISTINGS[listing].strategy)
      ? { listing, strategy: strategyPick(rng, listing) }
      : { listing, cat: pickCategory(rng, listing) };
    const plan = etfPlan(ctx, ordinal++, spec, target - count);
    plans.push(plan);
    count += plan.classes.length;
  }
  return plans;
}

function pickCategory(rng: Rng, listing: Listing): CategoryDef {
  return rng.weighted(CATEGORIES, (c) => c.weight.etf * listingWeight(listing, c));
}
