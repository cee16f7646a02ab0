import type { MessageKey } from "@shared/messages";
import type { ToolName } from "@shared/tools";
import {
  BellRingIcon,
  BookOpenIcon,
  BriefcaseBusinessIcon,
  ChartLineIcon,
  FileTextIcon,
  FilterIcon,
  GaugeIcon,
  GitCompareArrowsIcon,
  GoalIcon,
  ListOrderedIcon,
  type LucideIcon,
  NewspaperIcon,
  SearchIcon,
  StarIcon,
  TrendingUpIcon,
} from "lucide-react";

/**
 * The light part of each tool's card (no card code, no charts): its icon, its title and its
 * sample question. Shared by the sample questions, the card frame and the pending states. A new
 * registered tool is a compile error here until it gets an entry.
 */
export const toolMeta: {
  [K in ToolName]: { icon: LucideIcon; title: MessageKey<"tools">; sample: MessageKey<"chat"> };
} = {
  searchProducts: {
    icon: SearchIcon,
    title: "tools:searchProducts.title",
    sample: "chat:samples.searchProducts",
  },
  screenProducts: {
    icon: FilterIcon,
    title: "tools:screenProducts.title",
    sample: "chat:samples.screenProducts",
  },
  getProduct: { icon: ChartLineIcon, title: "tools:getProduct.title", sample: "chat:samples.getProduct" },
  compareProducts: {
    icon: GitCompareArrowsIcon,
    title: "tools:compareProducts.title",
    sample: "chat:samples.compareProducts",
  },
  backtestPortfolio: {
    icon: TrendingUpIcon,
    title: "tools:backtestPortfolio.title",
    sample: "chat:samples.backtestPortfolio",
  },
  buildPortfolio: {
    icon: BriefcaseBusinessIcon,
    title: "tools:buildPortfolio.title",
    sample: "chat:samples.buildPortfolio",
  },
  getRiskAlerts: {
    icon: BellRingIcon,
    title: "tools:getRiskAlerts.title",
    sample: "chat:samples.getRiskAlerts",
  },
  manageWatchlist: {
    icon: StarIcon,
    title: "tools:manageWatchlist.title",
    sample: "chat:samples.manageWatchlist",
  },
  getCuratedList: {
    icon: ListOrderedIcon,
    title: "tools:getCuratedList.title",
    sample: "chat:samples.getCuratedList",
  },
  getNews: { icon: NewspaperIcon, title: "tools:getNews.title", sample: "chat:samples.getNews" },
  planWealth: { icon: GoalIcon, title: "tools:planWealth.title", sample: "chat:samples.planWealth" },
  getMacroOutlook: {
    icon: GaugeIcon,
    title: "tools:getMacroOutlook.title",
    sample: "chat:samples.getMacroOutlook",
  },
  explainTerm: { icon: BookOpenIcon, title: "tools:explainTerm.title", sample: "chat:samples.explainTerm" },
  generateReport: {
    icon: FileTextIcon,
    title: "tools:generateReport.title",
    sample: "chat:samples.generateReport",
  },
};

export const chatToolNames = Object.keys(toolMeta) as ToolName[];

export function isChatToolName(name: string): name is ToolName {
  return Object.hasOwn(toolMeta, name);
}
