import type { ToolName } from "@shared/tools";
import {
  BookOpenIcon,
  ChartLineIcon,
  FilterIcon,
  GitCompareArrowsIcon,
  ListOrderedIcon,
  type LucideIcon,
  SearchIcon,
  TrendingUpIcon,
} from "lucide-react";

/**
 * The light part of each tool's card (no card code, no charts): its icon. Shared by the sample
 * questions, the card frame and the pending states. A new registered tool is a compile error
 * here until it gets an entry.
 */
export const toolMeta: { [K in ToolName]: { icon: LucideIcon } } = {
  searchProducts: { icon: SearchIcon },
  screenProducts: { icon: FilterIcon },
  getProduct: { icon: ChartLineIcon },
  compareProducts: { icon: GitCompareArrowsIcon },
  backtestPortfolio: { icon: TrendingUpIcon },
  getCuratedList: { icon: ListOrderedIcon },
  explainTerm: { icon: BookOpenIcon },
};

export const chatToolNames = Object.keys(toolMeta) as ToolName[];

export function isChatToolName(name: string): name is ToolName {
  return Object.hasOwn(toolMeta, name);
}
