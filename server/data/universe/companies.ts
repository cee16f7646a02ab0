/**
 * Fictional fund companies: brand = two invented stems ("Jade" + "bridge" → Jadebridge, 翠橋),
 * never a real firm (known clashes are excluded in names.ts). Size follows a Zipf-like law,
 * as fund counts across real houses do; the larger houses also issue ETFs.
 */
import type { Company } from "../batch";
import { BRAND_EXCLUDED, BRAND_FIRST, BRAND_SECOND, COMPANY_SUFFIX, toHans } from "./names";
import { rngFor } from "./prng";

export interface CompanyModel extends Company {
  brand: string;
  brandZh: string;
  /** Relative number of funds the company runs. */
  weight: number;
  etfIssuer: boolean;
}

const COUNTRIES: readonly (readonly [string, number])[] = [
  ["HK", 0.33],
  ["SG", 0.15],
  ["US", 0.13],
  ["GB", 0.1],
  ["FR", 0.05],
  ["DE", 0.05],
  ["CH", 0.05],
  ["JP", 0.05],
  ["CN", 0.06],
  ["LU", 0.03],
];

/** ~260 companies for the full universe, fewer (but never under 12) for smaller ones. */
export function companyCount(products: number): number {
  return Math.max(12, Math.round(260 * (products / 15_000) ** 0.75));
}

export function generateCompanies(seed: number, count: number): CompanyModel[] {
  const rng = rngFor(seed, "companies");
  const brands: [string, string][] = [];
  for (const [a, az] of BRAND_FIRST) {
    for (const [b, bz] of BRAND_SECOND) {
      const brand = a + b;
      if (!BRAND_EXCLUDED.has(brand)) brands.push([brand, az + bz]);
    }
  }
  rng.shuffle(brands);
  if (count > brands.length) throw new RangeError(`at most ${brands.length} companies`);
  const companies: CompanyModel[] = [];
  for (let i = 0; i < count; i++) {
    const [brand, brandZh] = brands[i] as [string, string];
    const [suffix, suffixZh] = rng.pick(COMPANY_SUFFIX);
    const country = rng.weighted(COUNTRIES, ([, w]) => w)[0];
    const weight = 1 / (i + 1) ** 0.75;
    const old =
      country === "US" || country === "GB" || country === "CH" || country === "DE" || country === "FR";
    const zh = `${brandZh}${suffixZh}`;
    companies.push({
      id: `C${String(i + 1).padStart(3, "0")}`,
      name: `${brand} ${suffix}`,
      name_zh_hant: zh,
      name_zh_hans: toHans(zh),
      foundedYear: old ? rng.int(1920, 2005) : rng.int(1968, 2016),
      aumUsd: Math.round(rng.logNormal(4e11 * weight, 0.5) / 1e6) * 1e6,
      country,
      brand,
      brandZh,
      weight,
      etfIssuer: i < Math.max(4, Math.round(count * 0.18)) || rng.chance(0.08),
    });
  }
  return companies;
}
