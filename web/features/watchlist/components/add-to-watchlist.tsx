import type { ProductSummary } from "@shared/api/product-summary";
import type { WatchlistGroup } from "@shared/api/watchlist";
import { LoaderCircleIcon, PlusIcon, RotateCwIcon, StarIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { loginUrlFor } from "@/lib/navigation";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { addItem, removeItem } from "../hooks/groups-store";
import { useCountFormat } from "../hooks/use-count-format";
import { groupsHolding, useGroups } from "../hooks/use-groups";
import { NewGroup } from "./group-name-form";

export type AddToWatchlistProps = {
  fundCode: string;
  /** The product's name in the page's language (dialog text, accessible names). */
  name: string;
  /** The product's figures, shown in the watchlist at once while the server confirms. */
  product?: ProductSummary | null;
  /** "icon": a star for table rows; "button": a star and a label, for a page header. */
  variant?: "icon" | "button";
  className?: string;
};

/**
 * The star that puts a product in the user's watchlist groups: filled when any group holds it;
 * it opens a dialog listing the groups (tick to add, untick to remove after a confirmation) with
 * a field for a new group. Every mounted star reads the one groups cache, so they change
 * together. Signed out, it leads to the login page and back. The dialog is mounted from the first
 * press on (a table draws a star per row; until then each is just its button).
 */
export function AddToWatchlist({
  fundCode,
  name,
  product,
  variant = "icon",
  className,
}: AddToWatchlistProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const view = useGroups();
  const [open, setOpen] = useState(false);
  // mounted from the first press on, so closing plays the dialog's exit animation
  const [used, setUsed] = useState(false);
  const inAny = view.status === "ready" && groupsHolding(view.groups, fundCode).size > 0;
  const label = inAny ? t("watchlist:add.labelIn", { name }) : t("watchlist:add.label", { name });
  const face = (
    <>
      <StarIcon
        aria-hidden="true"
        className={cn("size-4", inAny ? "fill-gold-400 text-gold-500" : "text-muted-foreground")}
      />
      {variant === "button" ? (inAny ? t("watchlist:add.inWatchlist") : t("watchlist:add.button")) : null}
    </>
  );
  const buttonProps = {
    variant: variant === "button" ? ("outline" as const) : ("ghost" as const),
    size: variant === "button" ? ("sm" as const) : ("icon-sm" as const),
    className,
  };

  if (view.status === "signedOut") {
    return (
      <Button asChild {...buttonProps}>
        <Link
          to={loginUrlFor(location.pathname + location.search)}
          aria-label={variant === "icon" ? t("watchlist:add.signIn") : undefined}
          title={t("watchlist:add.signIn")}
          data-testid="add-to-watchlist"
          data-state="signed-out"
        >
          {face}
        </Link>
      </Button>
    );
  }

  const triggerProps = {
    ...buttonProps,
    "aria-label": variant === "icon" ? label : undefined,
    title: variant === "icon" ? label : undefined,
    "data-testid": "add-to-watchlist",
    "data-code": fundCode,
    "data-in-watchlist": inAny ? "true" : "false",
    children: face,
  };
  if (!used) {
    // the closed dialog's trigger, as Radix draws it
    return (
      <Button
        {...triggerProps}
        aria-haspopup="dialog"
        aria-expanded={false}
        data-state="closed"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button {...triggerProps} />
      </DialogTrigger>
      <DialogContent closeLabel={t("common:actions.close")} data-testid="add-to-watchlist-dialog">
        <DialogHeader>
          <DialogTitle>{t("watchlist:add.title")}</DialogTitle>
          <DialogDescription>{t("watchlist:add.description", { name })}</DialogDescription>
        </DialogHeader>
        {view.status === "ready" ? (
          <GroupChoices groups={view.groups} fundCode={fundCode} name={name} product={product} />
        ) : view.status === "error" ? (
          <div className="flex flex-col items-start gap-2" role="alert">
            <p className="text-muted-foreground text-sm">{t("watchlist:load.error")}</p>
            <Button variant="outline" size="sm" onClick={view.retry}>
              <RotateCwIcon />
              {t("watchlist:load.retry")}
            </Button>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
            <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
            {t("watchlist:add.loading")}
          </p>
        )}
        <DialogFooter>
          <Button onClick={() => setOpen(false)} data-testid="add-to-watchlist-done">
            {t("watchlist:add.done")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function GroupChoices({
  groups,
  fundCode,
  name,
  product,
}: {
  groups: WatchlistGroup[];
  fundCode: string;
  name: string;
  product?: ProductSummary | null;
}) {
  const { t } = useTranslation();
  const holding = groupsHolding(groups, fundCode);
  const count = useCountFormat();
  const [confirming, setConfirming] = useState<WatchlistGroup | null>(null);

  const add = (group: WatchlistGroup) =>
    addItem(group.id, fundCode, product).then(
      () => toast.success(t("watchlist:toast.added", { group: group.name })),
      () => {},
    );

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex max-h-72 flex-col gap-0.5 overflow-y-auto" aria-label={t("watchlist:groups.label")}>
        {groups.map((group) => {
          const checked = holding.has(group.id);
          const id = `wl-choice-${group.id}`;
          return (
            <li key={group.id}>
              <label
                htmlFor={id}
                className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 hover:bg-muted"
                data-testid="group-choice"
                data-group={group.name}
              >
                <Checkbox
                  id={id}
                  checked={checked}
                  onCheckedChange={(next) => {
                    if (next === true) void add(group);
                    else setConfirming(group);
                  }}
                />
                <span className="min-w-0 flex-1 truncate font-medium text-sm">{group.name}</span>
                <span className="shrink-0 text-muted-foreground text-xs">
                  {t("watchlist:groups.count", { count: count(group.items.length) })}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <NewGroup
        groups={groups}
        onCreated={async (group) => {
          // the form is gone: focus moves to the new group's box, now ticked
          setTimeout(() => document.getElementById(`wl-choice-${group.id}`)?.focus(), 0);
          await add(group);
        }}
        trigger={(open) => (
          <Button
            variant="ghost"
            size="sm"
            className="self-start text-brand-700"
            onClick={open}
            data-testid="add-to-watchlist-new-group"
          >
            <PlusIcon />
            {t("watchlist:add.newGroup")}
          </Button>
        )}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null);
        }}
        title={t("watchlist:confirmRemove.title")}
        description={t("watchlist:confirmRemove.body", {
          name,
          group: confirming?.name ?? "",
        })}
        confirmLabel={t("watchlist:confirmRemove.confirm")}
        cancelLabel={t("watchlist:confirmRemove.cancel")}
        testId="confirm-remove"
        onConfirm={() => {
          const group = confirming;
          if (!group) return;
          void removeItem(group.id, fundCode).then(
            () => toast.success(t("watchlist:toast.removed", { group: group.name })),
            () => {},
          );
        }}
      />
    </div>
  );
}
