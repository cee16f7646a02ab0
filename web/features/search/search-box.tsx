import { planOf } from "@shared/entitlements";
import { useAtomValue } from "jotai";
import { ClockIcon, LoaderCircleIcon, SearchIcon, SparklesIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { userInfoAtom } from "@/features/auth";
import { productDetailPath, selectorSearchPath } from "@/lib/product-paths";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { type ProductSuggestion, useProductSearch } from "./hooks/use-product-search";
import { useSearchInput } from "./hooks/use-search-input";
import { normalizeSearchText } from "./normalize";
import {
  addToSearchHistory,
  clearSearchHistory,
  type SearchHistoryEntry,
  useSearchHistory,
} from "./search-history";

export type SearchBoxProps = {
  size?: "default" | "lg";
  className?: string;
  testId?: string;
  /** Called after a search is submitted or a result opened (e.g. to close the mobile menu). */
  onSubmitted?: () => void;
  /**
   * AI search: hands the typed question to the assistant (where the box sits beside the chat).
   * Premium plans get it; others see it as an upgrade.
   */
  onAsk?: (question: string) => void;
  /**
   * A picker instead of a search: choosing a product hands it over (the page stays), Enter
   * without a highlighted row picks the first suggestion. The label and placeholder name the pick.
   */
  onPick?: (product: ProductSuggestion | SearchHistoryEntry) => void;
  label?: string;
  placeholder?: string;
};

/** One row of the list: a product (suggested or from the history) or the AI search. */
type Option =
  | { kind: "product"; product: ProductSuggestion | SearchHistoryEntry; fromHistory: boolean }
  | { kind: "ask"; question: string };

/**
 * Product search by code, name, symbol or ISIN, as a combobox: while typing it suggests funds and
 * ETFs (grouped; arrows move, Enter opens the highlighted one); focused while empty it lists the
 * products opened from search before (kept on this device, clearable). Enter without a highlighted
 * row opens the fund selector with the keyword.
 */
export function SearchBox({
  size = "default",
  className,
  testId,
  onSubmitted,
  onAsk,
  onPick,
  label,
  placeholder,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLElement>(null);
  const history = useSearchHistory();
  const plan = planOf(useAtomValue(userInfoAtom));
  const canAsk = plan === "premium" || plan === "premiumTrial" || plan === "enterprise";

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const finish = () => {
    close();
    onSubmitted?.();
  };
  const search = useSearchInput({
    onSubmit: (query) => {
      if (onPick) {
        const first = options.find((o) => o.kind === "product");
        if (first) choose(first);
        return;
      }
      navigate(localized(selectorSearchPath("fund", query)));
      finish();
    },
  });
  const results = useProductSearch(search.query);
  const typed = normalizeSearchText(search.text);
  const showingHistory = typed === "";

  const options = useMemo<Option[]>(() => {
    if (showingHistory) return history.map((product) => ({ kind: "product", product, fromHistory: true }));
    const products: Option[] = results.groups.flatMap((g) =>
      g.items.map((product) => ({ kind: "product" as const, product, fromHistory: false })),
    );
    return onAsk && canAsk ? [...products, { kind: "ask", question: typed }] : products;
  }, [showingHistory, history, results.groups, onAsk, canAsk, typed]);

  const choose = (option: Option) => {
    if (option.kind === "ask") {
      onAsk?.(option.question);
      search.setText("");
      finish();
      return;
    }
    const { fundCode, fundName, productType } = option.product;
    addToSearchHistory({ fundCode, fundName, productType });
    if (onPick) onPick(option.product);
    else navigate(localized(productDetailPath(productType, fundCode)));
    search.setText("");
    finish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the box itself: the highlight cycles through the rows and back to it
      setActive((i) => {
        const next = i + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
      return;
    }
    if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        close();
      }
      return;
    }
    if (event.key === "Enter" && open && active >= 0 && options[active] && !event.nativeEvent.isComposing) {
      event.preventDefault();
      choose(options[active]);
      return;
    }
    search.inputProps.onKeyDown(event);
  };

  const large = size === "lg";
  const searching =
    !showingHistory && (results.loading || results.query !== search.query || search.query !== typed);
  const expanded = open && (showingHistory ? history.length > 0 : typed.length > 0);
  const optionId = (i: number) => `${id}-option-${i}`;
  let index = 0;
  const row = (option: Option, content: React.ReactNode) => {
    const i = index++;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox input's (aria-activedescendant)
      <div
        key={optionId(i)}
        id={optionId(i)}
        role="option"
        tabIndex={-1}
        aria-selected={i === active}
        // keeps the focus in the box: the click below still chooses
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => choose(option)}
        onMouseMove={() => setActive(i)}
        className={cn(
          "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm",
          i === active ? "bg-muted text-foreground" : "text-foreground",
        )}
      >
        {content}
      </div>
    );
  };
  const productRow = (option: Extract<Option, { kind: "product" }>) =>
    row(
      option,
      <>
        {option.fromHistory ? (
          <ClockIcon aria-hidden="true" className="size-3.5 shrink-0 text-subtle-foreground" />
        ) : null}
        <span className="line-clamp-2 min-w-0 flex-1">{option.product.fundName}</span>
        <span className="shrink-0 font-mono text-subtle-foreground text-xs">{option.product.fundCode}</span>
      </>,
    );

  return (
    <search
      ref={rootRef}
      className={cn("relative block", className)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label ?? t("common:search.label")}
      </label>
      <SearchIcon
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute top-1/2 -translate-y-1/2 text-subtle-foreground",
          large ? "left-4 size-5" : "left-3 size-4",
        )}
      />
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        data-testid={testId}
        placeholder={placeholder ?? t(large ? "common:search.placeholder" : "common:search.placeholderShort")}
        {...search.inputProps}
        onChange={(event) => {
          search.inputProps.onChange(event);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={cn(
          "w-full text-ellipsis rounded-full border border-input bg-surface text-foreground transition-[border-color,box-shadow,background-color] placeholder:text-subtle-foreground hover:border-brand-300 focus:border-brand-500 focus:bg-background focus:outline-none focus:ring-4 focus:ring-brand-500/12 [&::-webkit-search-cancel-button]:hidden",
          large ? "h-14 pr-12 pl-12 text-base shadow-card" : "h-9 pr-9 pl-9 text-sm",
        )}
      />
      {search.text ? (
        <button
          type="button"
          onClick={() => {
            search.setText("");
            setActive(-1);
          }}
          aria-label={t("common:search.clear")}
          className={cn(
            "absolute top-1/2 -translate-y-1/2 rounded-full p-1 text-subtle-foreground hover:bg-muted hover:text-foreground",
            large ? "right-4" : "right-2.5",
          )}
        >
          <XIcon className="size-3.5" />
        </button>
      ) : null}
      {expanded ? (
        <div
          data-testid={testId ? `${testId}-results` : undefined}
          className="absolute top-full right-0 z-50 mt-2 max-h-[min(28rem,70vh)] w-full min-w-[min(30rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-border bg-background p-1.5 text-foreground shadow-popover"
        >
          {showingHistory ? (
            <>
              <div className="flex items-center justify-between px-3 pt-1 pb-1.5">
                <span className="font-medium text-muted-foreground text-xs">{t("common:search.recent")}</span>
                <button
                  type="button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    clearSearchHistory();
                    setActive(-1);
                  }}
                  className="rounded px-1.5 py-0.5 text-brand-700 text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {t("common:search.clearHistory")}
                </button>
              </div>
              <div id={listId} role="listbox" aria-label={t("common:search.recent")}>
                {options.map((o) => (o.kind === "product" ? productRow(o) : null))}
              </div>
            </>
          ) : (
            <div id={listId} role="listbox" aria-label={t("common:search.label")} aria-busy={searching}>
              {results.groups.map((group) => (
                <div key={group.productType} role="presentation">
                  <div
                    className="px-3 pt-2 pb-1 font-medium text-muted-foreground text-xs"
                    aria-hidden="true"
                  >
                    {t(
                      group.productType === "etf" ? "common:search.groups.etf" : "common:search.groups.fund",
                    )}
                  </div>
                  {/* biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA combobox pattern), not a form fieldset */}
                  <div
                    role="group"
                    aria-label={t(
                      group.productType === "etf" ? "common:search.groups.etf" : "common:search.groups.fund",
                    )}
                  >
                    {options
                      .filter(
                        (o): o is Extract<Option, { kind: "product" }> =>
                          o.kind === "product" && o.product.productType === group.productType,
                      )
                      .map(productRow)}
                  </div>
                </div>
              ))}
              {searching && results.groups.length === 0 ? (
                <div
                  role="status"
                  className="flex items-center gap-2 px-3 py-2 text-muted-foreground text-sm"
                >
                  <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
                  {t("common:search.searching")}
                </div>
              ) : null}
              {!searching && results.groups.length === 0 ? (
                <div
                  role="status"
                  className="px-3 py-2 text-muted-foreground text-sm"
                  data-testid="search-no-results"
                >
                  {t(results.failed ? "common:search.failed" : "common:search.noResults")}
                </div>
              ) : null}
              {onAsk && canAsk
                ? row(
                    { kind: "ask", question: typed },
                    <>
                      <SparklesIcon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                      <span className="min-w-0 flex-1 truncate">
                        {t("common:search.ask", { question: typed })}
                      </span>
                    </>,
                  )
                : null}
              {onAsk && !canAsk ? (
                <div className="flex items-center gap-2 px-3 py-2 text-muted-foreground text-xs">
                  <SparklesIcon aria-hidden="true" className="size-3.5 shrink-0" />
                  <span>
                    {t("common:search.askPremium")}{" "}
                    <Link
                      to={localized("/pricing")}
                      onMouseDown={(e) => e.preventDefault()}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {t("common:search.seePlans")}
                    </Link>
                  </span>
                </div>
              ) : null}
            </div>
          )}
        </div>
      ) : null}
    </search>
  );
}
