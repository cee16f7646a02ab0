import { useSetAtom } from "jotai";
import { ChevronDownIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation, useNavigate } from "react-router";
import { LazyDropdownMenu, type MenuUi } from "@/components/lazy-dropdown-menu";
import { Badge } from "@/components/ui/badge";
import { splitLocalePath } from "@/lib/locale";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { comingSoonOpenAtom } from "./atoms";
import { aboutPath, isGroupActive, type NavGroup, type NavItem } from "./nav-model";
import { useNavState } from "./use-nav-state";

const triggerClass =
  "group relative inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-md px-2.5 font-medium xl:px-3 text-[14px] text-foreground/75 transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground data-[active=true]:text-foreground";

/** Desktop menus: Funds ▸, ETFs ▸, Markets ▸ (dropdowns) and About Us. */
export function NavMenus({ groups }: { groups: NavGroup[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { rest } = splitLocalePath(useLocation().pathname);
  return (
    <nav aria-label={t("nav:label")} className="flex items-center gap-0.5">
      {groups.map((group) => (
        <NavDropdown key={group.id} group={group} active={isGroupActive(group, rest)} />
      ))}
      <NavLink
        to={localized(aboutPath)}
        data-testid="nav-about"
        className={({ isActive }) => cn(triggerClass, isActive && "text-foreground")}
        data-active={rest.toLowerCase() === aboutPath.toLowerCase()}
      >
        {t("nav:about")}
        <ActiveBar />
      </NavLink>
    </nav>
  );
}

function NavDropdown({ group, active }: { group: NavGroup; active: boolean }) {
  const { t } = useTranslation();
  return (
    <LazyDropdownMenu
      trigger={{
        "data-testid": group.testId,
        "data-active": active,
        className: triggerClass,
        children: (
          <>
            {t(group.labelKey)}
            <ChevronDownIcon className="size-3.5 opacity-60 transition-transform duration-200 group-data-[state=open]:rotate-180" />
            {active ? <ActiveBar /> : null}
          </>
        ),
      }}
      content={(ui) => (
        <ui.DropdownMenuContent align="start" className="w-80 p-2" data-testid={`${group.testId}-menu`}>
          {group.items.map((item) => (
            <NavMenuItem key={item.id} item={item} ui={ui} />
          ))}
        </ui.DropdownMenuContent>
      )}
    />
  );
}

function NavMenuItem({ item, ui }: { item: NavItem; ui: MenuUi }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const openComingSoon = useSetAtom(comingSoonOpenAtom);
  const { marksPremium } = useNavState();
  const Icon = item.icon;
  return (
    <ui.DropdownMenuItem
      data-testid={item.testId}
      className="items-start gap-3 p-2.5"
      onSelect={() => (item.to ? navigate(localized(item.to)) : openComingSoon(true))}
    >
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md border border-brand-100 bg-brand-50 text-brand-600">
        <Icon className="size-4" />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="flex items-center gap-2 font-medium text-foreground text-sm">
          {t(item.labelKey)}
          {marksPremium(item.capability) ? <Badge variant="accent">{t("nav:premium")}</Badge> : null}
        </span>
        <span className="text-muted-foreground text-xs leading-snug">{t(item.descriptionKey)}</span>
      </span>
    </ui.DropdownMenuItem>
  );
}

function ActiveBar() {
  return (
    <span
      aria-hidden="true"
      className="absolute inset-x-3 -bottom-[13px] hidden h-0.5 rounded-full bg-brand-600 group-data-[active=true]:block"
    />
  );
}
