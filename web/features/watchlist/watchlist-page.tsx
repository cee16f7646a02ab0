import type { WatchlistGroup, WatchlistItem } from "@shared/api/watchlist";
import { BellIcon, FolderPlusIcon, RotateCwIcon, StarIcon } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { toast } from "@/lib/toast";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { GroupHeader } from "./components/group-header";
import { NewGroup } from "./components/group-name-form";
import { PageHeader } from "./components/page-header";
import { WatchlistTable } from "./components/watchlist-table";
import { removeItem } from "./hooks/groups-store";
import { useGroups } from "./hooks/use-groups";
import { useWide } from "./hooks/use-wide";

/**
 * /watchlist: the user's groups (Default first) as tabs, the chosen one (`?group=`) with its
 * products, and the group actions. Every change is optimistic and undone if the server refuses.
 */
export function WatchlistPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const view = useGroups({ background: false, fresh: true });
  return (
    <div className="flex flex-1 flex-col" data-testid="watchlist-page">
      <PageHeader
        title={t("pages:screens.watchlist.title")}
        lead={t("pages:screens.watchlist.description")}
        aside={
          <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
            <Link to={localized("/alerts")}>
              <BellIcon />
              {t("pages:screens.alerts.title")}
            </Link>
          </Button>
        }
      />
      <div className="mx-auto w-full max-w-[1320px] px-4 py-6 sm:px-6 lg:px-8">
        {view.status === "ready" ? (
          <Groups groups={view.groups} />
        ) : view.status === "error" ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6" role="alert">
            <p className="text-muted-foreground text-sm">{t("watchlist:load.error")}</p>
            <Button variant="outline" size="sm" onClick={view.retry}>
              <RotateCwIcon />
              {t("watchlist:load.retry")}
            </Button>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[260px_minmax(0,1fr)]" aria-busy="true">
            <div className="h-40 animate-pulse rounded-lg bg-muted" />
            <div className="h-72 animate-pulse rounded-lg bg-muted" />
          </div>
        )}
      </div>
    </div>
  );
}

function Groups({ groups }: { groups: WatchlistGroup[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wide = useWide();
  const [removing, setRemoving] = useState<{ group: WatchlistGroup; item: WatchlistItem } | null>(null);
  const wanted = params.get("group");
  const current = groups.find((g) => g.id === wanted) ?? groups[0];
  const select = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === groups[0]?.id) next.delete("group");
    else next.set("group", id);
    setParams(next, { replace: true });
  };

  return (
    <Tabs.Root
      value={current?.id}
      onValueChange={select}
      // arrow keys follow the list: up and down beside the table, left and right above it
      orientation={wide ? "vertical" : "horizontal"}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[260px_minmax(0,1fr)]"
      activationMode="manual"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <Tabs.List
          aria-label={t("watchlist:groups.label")}
          className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
          data-testid="group-tabs"
        >
          {groups.map((group) => (
            <Tabs.Trigger
              key={group.id}
              value={group.id}
              data-testid="group-tab"
              data-group={group.name}
              data-group-id={group.id}
              className={cn(
                "flex shrink-0 items-center justify-between gap-3 rounded-lg border border-transparent px-3 py-2 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                "data-[state=active]:border-brand-200 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800",
              )}
            >
              <span className="flex min-w-0 items-center gap-2">
                {group.personalized ? (
                  <StarIcon aria-hidden="true" className="size-3.5 shrink-0 fill-gold-400 text-gold-500" />
                ) : null}
                <span className="max-w-44 truncate font-medium">{group.name}</span>
              </span>
              <span className="shrink-0 rounded-full bg-muted px-1.5 text-muted-foreground text-xs tabular">
                <Value kind="number" value={group.items.length} digits={0} />
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <NewGroup
          groups={groups}
          onCreated={(group) => {
            select(group.id);
            // the form is gone: focus moves to the new group's tab
            setTimeout(
              () => document.querySelector<HTMLElement>(`[data-group-id="${group.id}"]`)?.focus(),
              0,
            );
          }}
          trigger={(open) => (
            <Button variant="outline" size="sm" className="self-start" onClick={open} data-testid="group-new">
              <FolderPlusIcon />
              {t("watchlist:groups.new")}
            </Button>
          )}
        />
      </div>
      {groups.map((group) => (
        <Tabs.Content
          key={group.id}
          value={group.id}
          className="flex min-w-0 flex-col gap-4 focus-visible:outline-none"
        >
          <GroupHeader
            group={group}
            groups={groups}
            onDeleted={() => {
              const first = groups[0]?.id ?? "";
              select(first);
              setTimeout(() => document.querySelector<HTMLElement>(`[data-group-id="${first}"]`)?.focus(), 0);
            }}
          />
          {group.items.length === 0 ? (
            <EmptyGroup />
          ) : (
            <WatchlistTable group={group} onRemove={(item) => setRemoving({ group, item })} />
          )}
        </Tabs.Content>
      ))}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t("watchlist:confirmRemove.title")}
        description={t("watchlist:confirmRemove.body", {
          name: removing?.item.product?.fundName ?? removing?.item.fundCode ?? "",
          group: removing?.group.name ?? "",
        })}
        confirmLabel={t("watchlist:confirmRemove.confirm")}
        cancelLabel={t("watchlist:confirmRemove.cancel")}
        testId="confirm-remove"
        onConfirm={() => {
          if (!removing) return;
          const { group, item } = removing;
          void removeItem(group.id, item.fundCode).then(
            () => toast.success(t("watchlist:toast.removed", { group: group.name })),
            () => {},
          );
        }}
      />
    </Tabs.Root>
  );
}

function EmptyGroup() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
      data-testid="group-empty"
    >
      <StarIcon aria-hidden="true" className="size-8 text-muted-foreground/60" />
      <p className="font-medium text-foreground">{t("watchlist:empty.groupTitle")}</p>
      <p className="max-w-md text-muted-foreground text-sm">{t("watchlist:empty.groupBody")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <Link to={localized("/fundFilter")}>{t("watchlist:empty.fundSelector")}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={localized("/ETF-Filter")}>{t("watchlist:empty.etfSelector")}</Link>
        </Button>
      </div>
    </div>
  );
}
