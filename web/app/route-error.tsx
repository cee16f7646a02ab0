import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

/**
 * Last-resort screen when a route fails to render or its code cannot be loaded (typically a new
 * deployment replaced the chunks): explain, and offer a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-warning-bg text-warning">
        <TriangleAlertIcon className="size-6" />
      </span>
      <h1 className="font-semibold text-foreground text-xl">{t("common:routeError.title")}</h1>
      <p className="max-w-md text-muted-foreground text-sm">
        {status ? t("common:routeError.status", { status }) : t("common:routeError.description")}
      </p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCwIcon />
        {t("common:routeError.reload")}
      </Button>
    </div>
  );
}
