import { RotateCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Placeholder rows while a list loads. */
export function LoadingRows({ rows = 4 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={i} className="h-24 animate-pulse rounded-xl bg-muted" />
      ))}
    </div>
  );
}

/** A failed load, shown in place, with a retry. */
export function LoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-xl border border-border border-dashed p-6"
      role="alert"
    >
      <p className="text-muted-foreground text-sm">{t("news:ui.error")}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        <RotateCwIcon />
        {t("news:ui.retry")}
      </Button>
    </div>
  );
}
