/**
 * Mutual funds sold in Hong Kong and Singapore: a fund (portfolio) per draw, with one to
 * eight share classes in different currencies, hedged or not, accumulating or distributing,
 * retail (A, E) or institutional (I). Domicile decides the dealing calendar and the local
 * facts: HK/LU/IE/KY/CN funds are mostly SFC-authorised; SG funds are MAS-recognised.
 */
import type { Currency, Market } from "../batch";
import { CATEGORIES, type CategoryDef } from "./categories";
import { FAMILIES, type FamilyParams } from "./families";
import { classSpecs, type FundFacts, fundClass } from "./fund-classes";
import { indexDef } from "./indices";
import { assignManagers } from "./people-book";
import { type FundPlan, launchDayFor, type PlanContext, round } from "./plan";
import { type Rng, rngFor } from "./prng";

const DOMICILE_MARKET: Record<string, Market> = {
  HK: "HK",
  KY: "HK",
  LU: "EU",
  IE: "EU",
  GB: "EU",
  SG: "SG",
  CN: "CN",
};
const CLASS_COUNTS = [
  [1, 0.25],
  [2, 0.25],
  [3, 0.2],
  [4, 0.13],
  [5, 0.08],
  [6, 0.05],
  [8, 0.04],
] as const;
const MANAGER_COUNTS = [
  [1, 0.55],
  [2, 0.35],
  [3, 0.1],
] as const;

function domicileFor(rng: Rng, companyCountry: string, cat: CategoryDef): string {
  if (cat.id === "china_a_share_equity" || cat.id === "rmb_bond" || cat.id === "rmb_money_market") {
    if (rng.chance(0.35)) return "CN"; // Mainland–HK Mutual Recognition of Funds
  }
  const local = companyCountry === "HK" ? 0.55 : companyCountry === "SG" ? 0.3 : 0;
  if (rng.chance(local)) return companyCountry;
  return rng.weighted(
    [
      ["LU", 0.5],
      ["IE", 0.2],
      ["HK", 0.14],
      ["KY", 0.06],
      ["SG", 0.03],
      ["GB", 0.05],
    ] as const,
    ([, w]) => w,
  )[0];
}

function baseCurrencyFor(rng: Rng, domicile: string, cat: CategoryDef): Currency {
  if (cat.assetClass === "Cash") return cat.baseCurrency;
  if (domicile === "CN") return "CNY";
  if (cat.baseCurrency !== "USD") return cat.baseCurrency;
  if (domicile === "SG" && rng.chance(0.5)) return "SGD";
  if (domicile === "HK" && rng.chance(0.25)) return "HKD";
  return "USD";
}

/** Active fund model around the category index; bond funds deviate in duration. */
function activeModel(rng: Rng, cat: CategoryDef, fam: FamilyParams, baseCurrency: Currency) {
  const tilts: { series: string; loading: number }[] = [];
  let duration: number | undefined;
  const recipe = indexDef(cat.index).recipe;
  if (cat.bond) {
    duration = round(rng.uniform(cat.bond.duration[0], cat.bond.duration[1]), 2);
    if (recipe.kind === "bond") {
      const [bloc] = Object.entries(recipe.blocs).sort((a, b) => b[1] - a[1])[0] ?? ["USD"];
      tilts.push({ series: `RATE:${bloc}`, loading: duration - recipe.duration });
    }
  } else if (cat.assetClass === "Stock" && rng.chance(0.5)) {
    tilts.push({
      series: rng.pick(["TECH", "HEALTH", "FIN", "CONS", "SMALL", "DIV"]),
      loading: rng.uniform(-0.3, 0.4),
    });
  } else if (cat.family === "alloc" || cat.family === "income") {
    tilts.push({ series: "IDX:GLBEQ", loading: rng.uniform(-0.12, 0.12) });
  }
  const cash = cat.assetClass === "Cash";
  return {
    model: {
      index: cat.index,
      beta: cash ? 1 : Math.min(1.4, Math.max(0.6, 1 + fam.betaSd * rng.normal())),
      alpha: cash ? 0.0005 + 0.0005 * rng.normal() : fam.alphaSd * rng.normal(),
      idio: rng.uniform(fam.idio[0], fam.idio[1]),
      tilts,
      baseCurrency,
    },
    duration,
  };
}

export function planFunds(ctx: PlanContext, target: number): FundPlan[] {
  const plans: FundPlan[] = [];
  const weights = CATEGORIES.map((c) => c.weight.fund);
  const namesUsed = new Map<string, number>();
  let count = 0;
  for (let ordinal = 0; count < target; ordinal++) {
    const rng = rngFor(ctx.seed, "fund", ordinal);
    const cat = CATEGORIES[rng.weightedIndex(weights)] as CategoryDef;
    const fam = FAMILIES[cat.family];
    const company = rng.weighted(ctx.companies, (c) => c.weight);
    const domicile = domicileFor(rng, company.country, cat);
    const market = DOMICILE_MARKET[domicile] ?? "HK";
    const launchDay = launchDayFor(rng, ctx, 0.55);
    const base = baseCurrencyFor(rng, domicile, cat);
    const { model, duration } = activeModel(rng, cat, fam, base);
    const nWanted = cat.assetClass === "Cash" ? rng.int(1, 2) : rng.weighted(CLASS_COUNTS, ([, w]) => w)[0];
    const specs = classSpecs(rng, cat, fam, base, Math.min(nWanted, target - count));

    const [themeEn, themeZh] = rng.pick(cat.themes);
    const key = `${company.id}|${themeEn}`;
    const dup = (namesUsed.get(key) ?? 0) + 1;
    namesUsed.set(key, dup);
    const roman =
      dup === 1 ? "" : ` ${["", "", "II", "III", "IV", "V", "VI", "VII", "VIII"][dup] ?? String(dup)}`;
    const fundEn = `${company.brand} ${themeEn} Fund${roman}`;
    const fundZh = `${company.brandZh}${themeZh}基金${roman.trim()}`;

    const management = round(rng.uniform(fam.management[0], fam.management[1]), 4);
    const other = rng.uniform(fam.otherCosts[0], fam.otherCosts[1]);
    const performance = rng.chance(fam.performance[0])
      ? round(rng.uniform(fam.performance[1], fam.performance[2]), 2)
      : 0;
    const redemption = rng.chance(0.1) ? 0.01 : 0;
    const sfc = domicile === "SG" ? rng.chance(0.05) : rng.chance(0.985);
    const mas =
      domicile === "SG" ||
      rng.chance(domicile === "LU" || domicile === "IE" || domicile === "GB" ? 0.45 : 0.05);
    const cpfis = mas && rng.chance(0.2);
    const srs = mas && rng.chance(0.7);
    const id = `FD${String(ordinal + 1).padStart(5, "0")}`;
    const fund: FundFacts = {
      id,
      en: fundEn,
      zh: fundZh,
      cat,
      company,
      domicile,
      market,
      launchDay,
      fees: { management, other, performance, redemption },
      flags: { sfc, mas, cpfis, srs },
    };
    const classes = specs.map((spec, k) => fundClass(ctx, fund, spec, k, count + k));
    const ageYears = (ctx.asOfDay - launchDay) / 365.25;
    plans.push({
      id,
      kind: "fund",
      ordinal,
      cat,
      categoryName: cat.en,
      assetClass: cat.assetClass,
      region: cat.region,
      company,
      market,
      launchDay,
      model,
      classes,
      managers: assignManagers(ctx, rng, {
        company,
        focus: [cat.en, cat.zh],
        launchDay,
        count: rng.weighted(MANAGER_COUNTS, ([, w]) => w)[0],
      }),
      aumUsd: rng.logNormal(120e6, 1.2) * Math.min(1, ageYears / 3) ** 0.7,
      ...(duration !== undefined ? { duration } : {}),
    });
    count += classes.length;
  }
  return plans;
}
