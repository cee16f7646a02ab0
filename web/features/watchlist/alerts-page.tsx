import type { RiskAlertItem } from "@shared/api/watchlist";
import { type AlertType, alertTypes } from "@shared/domain/alerts";
import {
  BellOffIcon,
  CheckCheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  RotateCwIcon,
  StarIcon,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/lib/toast";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { AlertCard } from "./components/alert-card";
import { DigestSetting } from "./components/digest-setting";
import { PageHeader } from "./components/page-header";
import { ALERTS_PAGE_SIZE, type AlertsQuery, useAlerts } from "./hooks/use-alerts";
import { useCountFormat } from "./hooks/use-count-format";
import { useGroups } from "./hooks/use-groups";
import { setUnreadCount } from "./hooks/use-unread-count";
import { alertTypeKeys } from "./labels";
import { markRead } from "./watchlist-api";

const ALL = "all";

function readQuery(params: URLSearchParams): AlertsQuery {
  const type = params.get("type");
  return {
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
    unreadOnly: params.get("unread") === "1",
    type: alertTypes.includes(type as AlertType) ? (type as AlertType) : null,
  };
}

/**
 * /alerts: the risk alerts on the products of the user's watchlists, newest first, filtered by
 * type and read state (in the query string), paged; one is marked read when clicked or its
 * product opened, or all at once; and the e-mail digest setting.
 */
export function AlertsPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [version, setVersion] = useState(0);
  const view = useAlerts(query, version);
  const groups = useGroups();
  const watching = groups.status === "ready" ? groups.groups.some((g) => g.items.length > 0) : null;
  const count = useCountFormat();
  const typeId = useId();
  const unreadId = useId();

  const update = (next: Partial<AlertsQuery>) => {
    const merged = { ...query, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.type) search.set("type", merged.type);
    if (merged.unreadOnly) search.set("unread", "1");
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search);
  };

  const readOne = (alert: RiskAlertItem) => {
    if (view.status === "ready") view.markLocal([alert.id]);
    markRead({ ids: [alert.id] }).then(setUnreadCount, () => setVersion((v) => v + 1));
  };
  const readAll = () => {
    if (view.status === "ready") view.markLocal("all");
    markRead({ all: true }).then(
      (unread) => {
        setUnreadCount(unread);
        toast.success(t("watchlist:alerts.allRead"));
        if (query.unreadOnly) setVersion((v) => v + 1);
      },
      () => setVersion((v) => v + 1),
    );
  };

  const page = view.status === "ready" ? view.page : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / ALERTS_PAGE_SIZE)) : 1;
  const filtered = query.type !== null || query.unreadOnly;

  return (
    <div className="flex flex-1 flex-col" data-testid="alerts-page">
      <PageHeader
        title={t("pages:screens.alerts.title")}
        lead={t("pages:screens.alerts.description")}
        aside={<DigestSetting />}
      />
      <div className="mx-auto flex w-full max-w-[1320px] flex-col gap-5 px-4 py-6 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3" data-testid="alerts-toolbar">
          <div className="flex items-center gap-2">
            <label htmlFor={typeId} className="text-muted-foreground text-sm">
              {t("watchlist:alerts.type")}
            </label>
            <Select
              value={query.type ?? ALL}
              onValueChange={(v) => update({ type: v === ALL ? null : (v as AlertType) })}
            >
              <SelectTrigger id={typeId} className="h-9 w-auto min-w-40" data-testid="alerts-type">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t("watchlist:alerts.allTypes")}</SelectItem>
                {alertTypes.map((type) => (
                  <SelectItem key={type} value={type} data-testid={`alerts-type-${type}`}>
                    {t(alertTypeKeys[type])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={unreadId}
              checked={query.unreadOnly}
              onCheckedChange={(next) => update({ unreadOnly: next === true })}
              data-testid="alerts-unread-only"
            />
            <label htmlFor={unreadId} className="cursor-pointer text-sm">
              {t("watchlist:alerts.unreadOnly")}
            </label>
          </div>
          <div className="flex flex-1 flex-wrap items-center justify-end gap-3">
            {page ? (
              <p className="text-muted-foreground text-sm" data-testid="alerts-summary">
                {t("watchlist:alerts.summary", { total: count(page.total), unread: count(page.unread) })}
              </p>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              onClick={readAll}
              disabled={!page || page.unread === 0}
              data-testid="alerts-mark-all"
            >
              <CheckCheckIcon />
              {t("watchlist:alerts.markAll")}
            </Button>
          </div>
        </div>

        {view.status === "loading" ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-32 animate-pulse rounded-xl bg-muted" />
            ))}
          </div>
        ) : view.status === "error" ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6" role="alert">
            <p className="text-muted-foreground text-sm">{t("watchlist:alerts.error")}</p>
            <Button variant="outline" size="sm" onClick={view.retry}>
              <RotateCwIcon />
              {t("watchlist:alerts.retry")}
            </Button>
          </div>
        ) : view.page.items.length === 0 ? (
          watching === false && !filtered ? (
            <Empty
              testId="alerts-no-watchlist"
              icon={<StarIcon className="size-8" />}
              title={t("watchlist:alerts.noWatchlistTitle")}
              body={t("watchlist:alerts.noWatchlistBody")}
              action={
                <Button asChild size="sm">
                  <Link to={localized("/fundFilter")}>{t("watchlist:alerts.noWatchlistAction")}</Link>
                </Button>
              }
            />
          ) : filtered ? (
            <Empty
              testId="alerts-none-filtered"
              icon={<BellOffIcon className="size-8" />}
              title={t("watchlist:alerts.noneFiltered")}
              action={
                <Button variant="outline" size="sm" onClick={() => setParams(new URLSearchParams())}>
                  {t("watchlist:alerts.showAll")}
                </Button>
              }
            />
          ) : (
            <Empty
              testId="alerts-none"
              icon={<BellOffIcon className="size-8" />}
              title={t("watchlist:alerts.noneTitle")}
              body={t("watchlist:alerts.noneBody")}
              action={
                <Button asChild variant="outline" size="sm">
                  <Link to={localized("/watchlist")}>{t("watchlist:alerts.manage")}</Link>
                </Button>
              }
            />
          )
        ) : (
          <>
            <section
              aria-label={t("watchlist:alerts.listLabel")}
              className="flex flex-col gap-3"
              data-testid="alerts-list"
            >
              {view.page.items.map((alert) => (
                <AlertCard key={alert.id} alert={alert} onRead={readOne} />
              ))}
            </section>
            {pages > 1 ? (
              <nav
                className="flex items-center justify-between gap-3"
                aria-label={t("watchlist:alerts.listLabel")}
              >
                <Button
                  variant="outline"
                  size="sm"
                  disabled={query.page <= 1}
                  onClick={() => update({ page: query.page - 1 })}
                  data-testid="alerts-previous"
                >
                  <ChevronLeftIcon />
                  <span className="sr-only sm:not-sr-only">{t("watchlist:alerts.previous")}</span>
                </Button>
                <span className="text-muted-foreground text-sm">
                  {t("watchlist:alerts.pageOf", { page: count(query.page), pages: count(pages) })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={query.page >= pages}
                  onClick={() => update({ page: query.page + 1 })}
                  data-testid="alerts-next"
                >
                  <span className="sr-only sm:not-sr-only">{t("watchlist:alerts.next")}</span>
                  <ChevronRightIcon />
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function Empty({
  icon,
  title,
  body,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  body?: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center"
      data-testid={testId}
    >
      <span className="text-muted-foreground/60" aria-hidden="true">
        {icon}
      </span>
      <p className="font-medium text-foreground">{title}</p>
      {body ? <p className="max-w-md text-muted-foreground text-sm">{body}</p> : null}
      {action}
    </div>
  );
}
