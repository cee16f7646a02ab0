import type { Capability } from "@shared/entitlements";
import type { MessageKey } from "@shared/messages";
import type { LucideIcon } from "lucide-react";
import {
  BellIcon,
  BriefcaseBusinessIcon,
  ChartCandlestickIcon,
  FileTextIcon,
  FilterIcon,
  GoalIcon,
  IdCardIcon,
  LayersIcon,
  NewspaperIcon,
  RadarIcon,
  StarIcon,
  UserRoundCogIcon,
  UserRoundIcon,
} from "lucide-react";

/** The navigation bar's menus. Labels are `nav:` keys; paths are unprefixed. */
export type NavItem = {
  id: string;
  labelKey: NavKey;
  descriptionKey: NavKey;
  icon: LucideIcon;
  testId: string;
  /** The plan capability the screen needs in full; plans without it see a "Premium" mark. */
  capability?: Capability;
} & ({ to: string; action?: never } | { to?: never; action: "comingSoon" });

export type NavGroup = {
  id: "funds" | "etfs" | "markets";
  labelKey: NavKey;
  testId: string;
  items: NavItem[];
  match: string[];
};

type NavKey = MessageKey<"nav">;

/** The institution that sees only Funds and About Us. */
export const fundsOnlyInstitutionId = 9;

const funds: NavGroup = {
  id: "funds",
  labelKey: "nav:funds.label",
  testId: "nav-funds",
  match: [
    "/fundfilter",
    "/fundportfolio",
    "/newfundportfolio",
    "/fundportfoliodetail",
    "/funddetail",
    "/fund",
  ],
  items: [
    {
      id: "fund-selector",
      labelKey: "nav:funds.selector",
      descriptionKey: "nav:funds.selectorDescription",
      icon: FilterIcon,
      to: "/fundFilter",
      testId: "nav-funds-selector",
    },
    {
      id: "fund-portfolio",
      labelKey: "nav:funds.portfolio",
      descriptionKey: "nav:funds.portfolioDescription",
      icon: BriefcaseBusinessIcon,
      to: "/fundPortfolio",
      testId: "nav-funds-portfolio",
    },
  ],
};

const etfs: NavGroup = {
  id: "etfs",
  labelKey: "nav:etfs.label",
  testId: "nav-etfs",
  match: ["/etf-filter", "/etf-portfolio", "/etfdetail", "/etf"],
  items: [
    {
      id: "etf-selector",
      labelKey: "nav:etfs.selector",
      descriptionKey: "nav:etfs.selectorDescription",
      icon: ChartCandlestickIcon,
      to: "/ETF-Filter",
      testId: "nav-etfs-selector",
    },
    {
      id: "etf-portfolio",
      labelKey: "nav:etfs.portfolio",
      descriptionKey: "nav:etfs.portfolioDescription",
      icon: LayersIcon,
      action: "comingSoon",
      testId: "nav-etfs-portfolio",
    },
  ],
};

/** News and the AI macro model's views: shown to everyone; the macro screen gates by plan itself. */
const markets: NavGroup = {
  id: "markets",
  labelKey: "nav:markets.label",
  testId: "nav-markets",
  match: ["/news", "/assetviews"],
  items: [
    {
      id: "news",
      labelKey: "nav:markets.news",
      descriptionKey: "nav:markets.newsDescription",
      icon: NewspaperIcon,
      to: "/news",
      testId: "nav-markets-news",
    },
    {
      id: "macro",
      labelKey: "nav:markets.macro",
      descriptionKey: "nav:markets.macroDescription",
      icon: RadarIcon,
      to: "/AssetViews",
      testId: "nav-markets-macro",
      capability: "aiMacro",
    },
  ],
};

export function navGroupsFor(institutionId: number | null | undefined): NavGroup[] {
  return institutionId === fundsOnlyInstitutionId ? [funds] : [funds, etfs, markets];
}

export const aboutPath = "/AboutUs";

/** A signed-in person's own screens, in the user menu and the mobile sheet. */
export type AccountItem = { id: string; to: string; labelKey: NavKey; icon: LucideIcon };

/** The account screens in sections (separated in the menus); test ids derive from `id`. */
export const accountSections: AccountItem[][] = [
  [
    { id: "user-center", to: "/UserCenter", labelKey: "nav:user.userCenter", icon: UserRoundIcon },
    { id: "watchlist", to: "/watchlist", labelKey: "nav:watchlist", icon: StarIcon },
    { id: "alerts", to: "/alerts", labelKey: "nav:alerts.label", icon: BellIcon },
    {
      id: "subscribed-portfolios",
      to: "/subscribed-portfolios",
      labelKey: "nav:subscribedPortfolios",
      icon: BriefcaseBusinessIcon,
    },
  ],
  [
    { id: "reports", to: "/reports", labelKey: "nav:user.reports", icon: FileTextIcon },
    { id: "planning", to: "/wealth-planning", labelKey: "nav:user.planning", icon: GoalIcon },
    { id: "twin", to: "/digital-twin", labelKey: "nav:user.twin", icon: UserRoundCogIcon },
    { id: "profile", to: "/profile", labelKey: "nav:user.profile", icon: IdCardIcon },
  ],
];

/** Whether the page at `rest` (path without language prefix) belongs to `group`, for highlighting. */
export function isGroupActive(group: NavGroup, rest: string): boolean {
  const path = rest.toLowerCase();
  return group.match.some((m) => path === m || path.startsWith(`${m}/`));
}

export type UpgradeAction = "upgrade" | "signUp" | null;

/**
 * The upgrade button: authLevel 0 or 1 → "Upgrade" (checkout); 2 (Premium) → none;
 * any other level, and signed-out visitors → "Sign up" (/register).
 */
export function upgradeActionFor(signedIn: boolean, authLevel: number | undefined): UpgradeAction {
  if (signedIn && (authLevel === 0 || authLevel === 1)) return "upgrade";
  if (signedIn && authLevel === 2) return null;
  return "signUp";
}
