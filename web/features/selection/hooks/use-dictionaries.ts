import type { CompanyDictionary, FundAssetDictionary } from "@shared/api/product";
import type { ProductType, Region } from "@shared/domain/product";
import { useEffect, useState } from "react";
import { fetchAssets, fetchCompanies } from "../selection-api";

/** The fund companies (names in the page's language), loaded once per page. */
export function useCompanies(lang: string): CompanyDictionary {
  const [companies, setCompanies] = useState<CompanyDictionary>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the language
  useEffect(() => {
    let live = true;
    fetchCompanies().then(
      (list) => live && setCompanies(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return companies;
}

/**
 * Asset classes and their categories with product counts, for one region (the first chosen) or
 * for all regions.
 */
export function useAssets(productType: ProductType, region: Region | undefined): FundAssetDictionary | null {
  const [assets, setAssets] = useState<FundAssetDictionary | null>(null);
  useEffect(() => {
    let live = true;
    fetchAssets(productType, region).then(
      (answer) => live && setAssets(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [productType, region]);
  return assets;
}
