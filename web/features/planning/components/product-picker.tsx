import type { SearchHit } from "@shared/api/search";
import { productTypes } from "@shared/domain/product";
import { PlusIcon, SearchIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { get } from "@/lib/api";

const DEBOUNCE_MS = 300;
const PER_TYPE = 5;

/**
 * Search funds and ETFs (the search API, both types) and add one; `onAdd` may refuse with a
 * message (the per-asset-class cap), which shows under the box.
 */
export function ProductPicker({
  onAdd,
  disabled,
}: {
  onAdd: (hit: SearchHit) => Promise<string | null>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim().replace(/\s+/g, " ")), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!query) {
      setHits([]);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    Promise.all(
      productTypes.map((type) =>
        get(
          `/v1/pub/${type}/selection/search`,
          { key: query, limit: PER_TYPE },
          { signal: controller.signal, silent: true },
        ),
      ),
    ).then(
      (groups) => {
        if (controller.signal.aborted) return;
        setHits(groups.flat().sort((a, b) => b.score - a.score));
        setLoading(false);
      },
      () => {
        if (!controller.signal.aborted) setLoading(false);
      },
    );
    return () => controller.abort();
  }, [query]);

  async function add(hit: SearchHit) {
    setAdding(hit.fundCode);
    setMessage(null);
    const refused = await onAdd(hit);
    setAdding(null);
    if (refused) setMessage(refused);
    else {
      setText("");
      setQuery("");
    }
  }

  return (
    <div className="flex flex-col gap-2" data-testid="plan-product-picker">
      <label htmlFor={id} className="font-medium text-foreground text-sm">
        {t("planning:wizard.search")}
      </label>
      <div className="relative">
        <SearchIcon className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground" />
        <Input
          id={id}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setMessage(null);
          }}
          placeholder={t("planning:wizard.searchPlaceholder")}
          className="pl-9"
          disabled={disabled}
          autoComplete="off"
          data-testid="plan-search"
          aria-describedby={`${id}-message`}
        />
      </div>
      <p id={`${id}-message`} role={message ? "alert" : undefined} className="min-h-5 text-sm">
        {message ? (
          <span className="text-destructive" data-testid="plan-picker-message">
            {message}
          </span>
        ) : loading ? (
          <span className="text-muted-foreground">{t("planning:wizard.searching")}</span>
        ) : query && hits.length === 0 ? (
          <span className="text-muted-foreground">{t("planning:wizard.noResults")}</span>
        ) : null}
      </p>
      {hits.length > 0 ? (
        <ul className="flex max-h-72 flex-col divide-y divide-border overflow-y-auto rounded-xl border border-border">
          {hits.map((hit) => (
            <li key={`${hit.productType}:${hit.fundCode}`} className="flex items-center gap-3 px-3 py-2">
              <span className="rounded bg-brand-50 px-1.5 py-0.5 font-medium font-mono text-[12px] text-brand-700">
                {hit.fundCode}
              </span>
              <span className="min-w-0 flex-1 truncate text-foreground text-sm">{hit.fundName}</span>
              <span className="hidden text-muted-foreground text-xs uppercase sm:inline">
                {hit.productType}
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => add(hit)}
                disabled={adding !== null}
                aria-label={`${t("planning:wizard.add")} ${hit.fundName}`}
                data-testid="plan-search-add"
                data-code={hit.fundCode}
              >
                <PlusIcon />
                {t("planning:wizard.add")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
