import type { ProductSummary } from "@shared/api/product-summary";
import type { ToolName } from "@shared/tools";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { post } from "@/lib/api";
import { chatToolNames, toolMeta } from "../tool-cards/tool-meta";

export type SampleQuestion = { tool: ToolName; text: string };

/**
 * One localized sample question per registered tool. The ones about particular products name
 * real products of the loaded universe (the two largest funds, from the public selector), never
 * invented names; until they arrive, or if the call fails, those samples are left out.
 */
export function useSampleQuestions(): SampleQuestion[] {
  const { t } = useTranslation();
  const [products, setProducts] = useState<ProductSummary[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    post("/v1/pub/fund/selection/list", { pageSize: 2, fundSortType: "aum_desc" }, undefined, {
      signal: controller.signal,
      silent: true,
    })
      .then((page) => setProducts(page.items))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const [first, second] = products;
  return chatToolNames.flatMap((tool): SampleQuestion[] => {
    switch (tool) {
      case "getProduct":
      case "generateReport":
        return first ? [{ tool, text: t(toolMeta[tool].sample, { name: first.fundName }) }] : [];
      case "compareProducts":
      case "backtestPortfolio":
        return first && second
          ? [{ tool, text: t(toolMeta[tool].sample, { a: first.fundCode, b: second.fundCode }) }]
          : [];
      default:
        return [{ tool, text: t(toolMeta[tool].sample) }];
    }
  });
}
