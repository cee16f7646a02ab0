import type { DistributionDimension } from "@shared/domain/product";
import type { MessageKey } from "@shared/messages";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { assetClassLabels, creditRatingLabels } from "@/features/selection";
import { bondSectorLabels, countryLabels, sectorLabels } from "../labels";

const maps: Record<DistributionDimension, Record<string, MessageKey>> = {
  assetClass: assetClassLabels,
  region: countryLabels,
  // a holding's sector may be a bond sector (cash equivalents, government-related)
  industry: { ...bondSectorLabels, ...sectorLabels },
  bondSector: bondSectorLabels,
  creditRating: creditRatingLabels,
};

/**
 * The words for the ids of holdings and breakdowns (countries, sectors, bond sectors, ratings,
 * asset classes) in the page's language; an id without a label reads as words ("real_estate" →
 * "real estate").
 */
export function useVocabulary(): (dimension: DistributionDimension, id: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (dimension, id) => {
      const key = maps[dimension][id];
      return key ? t(key) : id.replace(/_/g, " ");
    },
    [t],
  );
}
