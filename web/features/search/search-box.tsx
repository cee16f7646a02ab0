import { SearchIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { useProductSearch } from "./hooks/use-product-search";
import { useSearchInput } from "./hooks/use-search-input";

export type SearchBoxProps = {
  size?: "default" | "lg";
  className?: string;
  testId?: string;
  /** Called after a search is submitted (e.g. to close the mobile menu). */
  onSubmitted?: () => void;
};

/** Product search by name, code, symbol or ISIN. Enter opens the fund selector with the keyword. */
export function SearchBox({ size = "default", className, testId, onSubmitted }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const id = useId();
  const search = useSearchInput({
    onSubmit: (query) => {
      navigate(localized(`/fundFilter?keyword=${encodeURIComponent(query)}`));
      onSubmitted?.();
    },
  });
  useProductSearch(search.query);
  const large = size === "lg";

  return (
    <search className={cn("relative block", className)}>
      <label htmlFor={id} className="sr-only">
        {t("common:search.label")}
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
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        data-testid={testId}
        placeholder={t(large ? "common:search.placeholder" : "common:search.placeholderShort")}
        {...search.inputProps}
        className={cn(
          "w-full text-ellipsis rounded-full border border-input bg-surface text-foreground transition-[border-color,box-shadow,background-color] placeholder:text-subtle-foreground hover:border-brand-300 focus:border-brand-500 focus:bg-background focus:outline-none focus:ring-4 focus:ring-brand-500/12 [&::-webkit-search-cancel-button]:hidden",
          large ? "h-14 pr-12 pl-12 text-base shadow-card" : "h-9 pr-9 pl-9 text-sm",
        )}
      />
      {search.text ? (
        <button
          type="button"
          onClick={() => search.setText("")}
          aria-label={t("common:search.clear")}
          className={cn(
            "absolute top-1/2 -translate-y-1/2 rounded-full p-1 text-subtle-foreground hover:bg-muted hover:text-foreground",
            large ? "right-4" : "right-2.5",
          )}
        >
          <XIcon className="size-3.5" />
        </button>
      ) : null}
    </search>
  );
}
