import { isWebLocale, type WebLocale, webLocales } from "@shared/locales";
import type { MessageKey } from "@shared/messages";
import { ChevronDownIcon, GlobeIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LazyDropdownMenu } from "@/components/lazy-dropdown-menu";
import { activeLocale } from "@/lib/i18n";
import { localeSwitchUrl, persistLocale } from "@/lib/locale";
import { cn } from "@/lib/utils";

/**
 * Changing language stores the choice, replaces the path prefix and reloads the page.
 * Each option is labelled in its own language.
 */
export function switchLocale(locale: WebLocale): void {
  persistLocale(locale);
  const next = localeSwitchUrl(window.location, locale);
  const current = window.location.pathname + window.location.search + window.location.hash;
  if (next === current) window.location.reload();
  else window.location.assign(next);
}

/** Each language's name, written in that language. */
export const languageNameKeys = {
  "en-HK": "common:language.en-HK",
  "zh-Hant-HK": "common:language.zh-Hant-HK",
  "zh-Hans-HK": "common:language.zh-Hans-HK",
  "en-SG": "common:language.en-SG",
} as const satisfies Record<WebLocale, MessageKey<"common">>;

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = activeLocale();
  return (
    <LazyDropdownMenu
      trigger={{
        "data-testid": "language-switcher",
        // the visible language name is part of the name (what a voice-control user says)
        "aria-label": `${t("common:language.label")}: ${t(languageNameKeys[locale])}`,
        className: cn(
          "group inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 font-medium text-foreground/80 text-sm transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted",
          className,
        ),
        children: (
          <>
            <GlobeIcon className="size-4" />
            {/* narrow desktops show the globe only (the name stays in the accessible name) */}
            <span className="hidden xl:inline">{t(languageNameKeys[locale])}</span>
            <ChevronDownIcon className="size-3.5 opacity-60 transition-transform group-data-[state=open]:rotate-180" />
          </>
        ),
      }}
      content={(ui) => (
        <ui.DropdownMenuContent align="end" className="w-48">
          <ui.DropdownMenuLabel>{t("common:language.label")}</ui.DropdownMenuLabel>
          <ui.DropdownMenuRadioGroup
            value={locale}
            onValueChange={(value) => isWebLocale(value) && switchLocale(value)}
          >
            {webLocales.map((option) => (
              <ui.DropdownMenuRadioItem
                key={option}
                value={option}
                lang={option}
                data-testid={`language-option-${option}`}
              >
                {t(languageNameKeys[option])}
              </ui.DropdownMenuRadioItem>
            ))}
          </ui.DropdownMenuRadioGroup>
        </ui.DropdownMenuContent>
      )}
    />
  );
}
