import { isWebLocale, webLocales } from "@shared/locales";
import { useSetAtom } from "jotai";
import { CheckIcon, InfoIcon, LogOutIcon } from "lucide-react";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "@/components/logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useLogout } from "@/features/auth";
import { SearchBox } from "@/features/search";
import { activeLocale } from "@/lib/i18n";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { comingSoonOpenAtom } from "./atoms";
import { languageNameKeys, switchLocale } from "./language-switcher";
import { aboutPath, accountSections } from "./nav-model";
import { UpgradeButton } from "./upgrade-button";
import { useNavState } from "./use-nav-state";

const rowClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left font-medium text-[15px] text-foreground hover:bg-muted";

/**
 * Narrow screens: the whole navigation in a sheet (the desktop items, same order). Loaded on the
 * first press of the menu button (mobile-nav.tsx), which gets the focus back on close.
 */
export function MobileNavSheet({
  open,
  setOpen,
  trigger,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const { groups, upgrade, signedIn, user, marksPremium } = useNavState();
  const localized = useLocalizedPath();
  const openComingSoon = useSetAtom(comingSoonOpenAtom);
  const logout = useLogout();
  const close = () => setOpen(false);
  const locale = activeLocale();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        closeLabel={t("common:actions.close")}
        data-testid="mobile-menu"
        // Keep the on-screen keyboard closed: focus the panel, not the search box.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <div className="flex h-16 shrink-0 items-center border-border border-b px-5">
          <SheetTitle asChild>
            <Logo />
          </SheetTitle>
          <SheetDescription className="sr-only">{t("nav:label")}</SheetDescription>
        </div>
        <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-3 py-5">
          <SearchBox className="px-2" onSubmitted={close} testId="mobile-search" />
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`m-${group.id}`}>
              <h2
                id={`m-${group.id}`}
                className="px-3 pb-1 font-semibold text-subtle-foreground text-xs uppercase tracking-wider"
              >
                {t(group.labelKey)}
              </h2>
              {group.items.map((item) => {
                const Icon = item.icon;
                const content = (
                  <>
                    <Icon className="size-4.5 text-brand-600" />
                    {t(item.labelKey)}
                    {marksPremium(item.capability) ? (
                      <Badge variant="accent">{t("nav:premium")}</Badge>
                    ) : null}
                  </>
                );
                return item.to ? (
                  <Link
                    key={item.id}
                    to={localized(item.to)}
                    onClick={close}
                    className={rowClass}
                    data-testid={`m-${item.testId}`}
                  >
                    {content}
                  </Link>
                ) : (
                  <button
                    key={item.id}
                    type="button"
                    className={rowClass}
                    data-testid={`m-${item.testId}`}
                    onClick={() => {
                      close();
                      openComingSoon(true);
                    }}
                  >
                    {content}
                  </button>
                );
              })}
            </section>
          ))}
          <Link to={localized(aboutPath)} onClick={close} className={rowClass} data-testid="m-nav-about">
            <InfoIcon className="size-4.5 text-brand-600" />
            {t("nav:about")}
          </Link>
          <Separator />
          <section aria-labelledby="m-language">
            <h2
              id="m-language"
              className="px-3 pb-1 font-semibold text-subtle-foreground text-xs uppercase tracking-wider"
            >
              {t("common:language.label")}
            </h2>
            <div className="grid grid-cols-2 gap-1.5 px-2">
              {webLocales.map((option) => (
                <button
                  key={option}
                  type="button"
                  lang={option}
                  aria-pressed={option === locale}
                  onClick={() => isWebLocale(option) && switchLocale(option)}
                  className={cn(
                    "flex items-center justify-between rounded-md border px-3 py-2 text-sm",
                    option === locale
                      ? "border-brand-300 bg-brand-50 text-brand-800"
                      : "border-border hover:bg-muted",
                  )}
                >
                  {t(languageNameKeys[option])}
                  {option === locale ? <CheckIcon className="size-4" /> : null}
                </button>
              ))}
            </div>
          </section>
          <Separator />
          {signedIn ? (
            <div className="flex flex-col">
              <p className="truncate px-3 pb-2 text-muted-foreground text-sm">{user?.email}</p>
              {accountSections.flat().map(({ id, to, labelKey, icon: Icon }) => (
                <Link
                  key={id}
                  to={localized(to)}
                  onClick={close}
                  className={rowClass}
                  data-testid={`m-nav-${id}`}
                >
                  <Icon className="size-4.5 text-muted-foreground" />
                  {t(labelKey)}
                </Link>
              ))}
              <button type="button" className={rowClass} onClick={() => void logout().then(close)}>
                <LogOutIcon className="size-4.5 text-muted-foreground" />
                {t("nav:user.logout")}
              </button>
            </div>
          ) : (
            <Button asChild variant="outline" className="mx-2">
              <Link to="/login" onClick={close}>
                {t("nav:user.login")}
              </Link>
            </Button>
          )}
          {upgrade ? (
            <div className="px-2" onClickCapture={close}>
              <UpgradeButton action={upgrade} className="h-10 w-full" />
            </div>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
