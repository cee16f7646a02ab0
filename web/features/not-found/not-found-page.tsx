import { ArrowLeftIcon, CompassIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { SearchBox } from "@/features/search";
import { useLocalizedPath } from "@/lib/use-localized-path";

/** "Page Not Found" with a search suggestion and "Back to home page". For /404 and unknown paths. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section
      data-testid="not-found-page"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-6 py-20 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl border border-brand-100 bg-brand-50 text-brand-600 shadow-xs">
        <CompassIcon className="size-8" />
      </span>
      <div className="flex flex-col gap-2">
        <p className="font-medium text-brand-700 text-sm tabular">{t("pages:notFound.code")}</p>
        <h1 className="font-semibold text-3xl text-foreground tracking-tight">{t("pages:notFound.title")}</h1>
        <p className="text-muted-foreground">{t("pages:notFound.suggestion")}</p>
      </div>
      <SearchBox className="w-full max-w-md" testId="not-found-search" />
      <Button asChild variant="outline">
        <Link to={localized("/")} data-testid="not-found-home">
          <ArrowLeftIcon />
          {t("pages:notFound.backHome")}
        </Link>
      </Button>
    </section>
  );
}
