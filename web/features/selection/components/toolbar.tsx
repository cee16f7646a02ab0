import { type FundSortType, fundSortTypes } from "@shared/api/selection";
import type { Plan } from "@shared/entitlements";
import { DownloadIcon, LoaderCircleIcon, LockIcon, SearchIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { toast } from "@/lib/toast";
import { sortLabels } from "../filter-options";
import { accessOf } from "../hooks/use-plan";

/** The keyword box: the list follows the typing after a short pause (or at once on Enter). */
export function KeywordBox({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (next: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setText(value ?? ""), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed !== (value ?? "")) onChange(trimmed === "" ? undefined : trimmed.slice(0, 100));
  };
  return (
    <form
      className="relative min-w-0 flex-1 sm:max-w-xs"
      onSubmit={(e) => {
        e.preventDefault();
        commit(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("selection:keyword.label")}
      </label>
      <SearchIcon
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        data-testid="keyword-input"
        className="h-9 pl-8"
        maxLength={100}
        placeholder={t("selection:keyword.placeholder")}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          clearTimeout(timer.current);
          const next = e.target.value;
          timer.current = setTimeout(() => commit(next), 500);
        }}
      />
    </form>
  );
}

const LIST_ORDER = "list-order";

/** Sort by every sort the API knows; a curated list also offers its own order (best first). */
export function SortSelect({
  value,
  onChange,
  listOrder,
}: {
  value: FundSortType | undefined;
  onChange: (next: FundSortType | undefined) => void;
  listOrder?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const current = value ?? (listOrder ? LIST_ORDER : "aum_desc");
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-muted-foreground text-sm">
        {t("selection:sort.label")}
      </label>
      <Select
        value={current}
        onValueChange={(v) => onChange(v === LIST_ORDER ? undefined : (v as FundSortType))}
      >
        <SelectTrigger id={id} className="h-9 w-auto min-w-44 max-w-64" data-testid="sort-select">
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-80">
          {listOrder ? <SelectItem value={LIST_ORDER}>{listOrder}</SelectItem> : null}
          {fundSortTypes.map((s) => (
            <SelectItem key={s} value={s} data-sort={s}>
              {t(sortLabels[s])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * CSV of the whole result set, made by the server for plans with full institutional data
 * (Premium). Other plans see the button locked, and why; pressing it asks the server all the
 * same, whose refusal opens the plan dialog (features/plans) like any other.
 */
export function ExportButton({ plan, onExport }: { plan: Plan; onExport: () => Promise<number> }) {
  const { t } = useTranslation();
  const [working, setWorking] = useState(false);
  const locked = accessOf(plan, "institutionalData") !== "full";
  const button = (
    <Button
      variant="outline"
      size="sm"
      data-testid="export-csv"
      data-locked={locked ? "true" : "false"}
      className={locked ? "opacity-60" : undefined}
      disabled={working}
      onClick={async () => {
        setWorking(true);
        try {
          const count = await onExport();
          toast.success(t("selection:export.done", { count }));
        } catch {
          // The API client has shown the error (the plan dialog for a plan without the export).
        } finally {
          setWorking(false);
        }
      }}
    >
      {working ? (
        <LoaderCircleIcon className="animate-spin" aria-hidden />
      ) : locked ? (
        <LockIcon aria-hidden />
      ) : (
        <DownloadIcon aria-hidden />
      )}
      {working ? t("selection:export.working") : t("selection:export.label")}
      {locked ? <span className="sr-only">{t("selection:export.locked")}</span> : null}
    </Button>
  );
  if (!locked) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent>{t("selection:export.locked")}</TooltipContent>
    </Tooltip>
  );
}
