import type { WatchlistGroup } from "@shared/api/watchlist";
import { HouseIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { deleteGroup, makePersonalized, renameGroup } from "../hooks/groups-store";
import { useCountFormat } from "../hooks/use-count-format";
import { GroupNameForm } from "./group-name-form";

/** The chosen group's name and actions: show on home, rename and delete (not the Default group). */
export function GroupHeader({
  group,
  groups,
  onDeleted,
}: {
  group: WatchlistGroup;
  groups: WatchlistGroup[];
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const count = useCountFormat();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <div className="flex flex-col gap-3" data-testid="group-header">
      {renaming ? (
        <GroupNameForm
          key={group.id}
          groups={groups}
          initial={group.name}
          exceptId={group.id}
          label={t("watchlist:groups.renameLabel", { name: group.name })}
          submitLabel={t("watchlist:groups.save")}
          onCancel={() => setRenaming(false)}
          className="max-w-md"
          testId="rename-form"
          onSubmit={async (name) => {
            setRenaming(false);
            try {
              await renameGroup(group.id, name);
              toast.success(t("watchlist:toast.renamed", { name }));
            } catch (error) {
              setRenaming(true);
              throw error;
            }
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2
            className="min-w-0 break-words font-semibold text-foreground text-xl tracking-tight"
            data-testid="group-title"
          >
            {group.name}
          </h2>
          {group.personalized ? (
            <Badge variant="accent" data-testid="group-on-home">
              <HouseIcon aria-hidden="true" />
              {t("watchlist:groups.onHome")}
            </Badge>
          ) : null}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={group.personalized}
          onClick={() =>
            void makePersonalized(group.id).then(
              () => toast.success(t("watchlist:toast.personalized", { name: group.name })),
              () => {},
            )
          }
          data-testid="group-show-on-home"
        >
          <HouseIcon />
          {group.personalized ? t("watchlist:groups.shownOnHome") : t("watchlist:groups.showOnHome")}
        </Button>
        {group.isDefault ? (
          <p className="text-muted-foreground text-xs">{t("watchlist:groups.defaultLocked")}</p>
        ) : (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setRenaming(true)}
              disabled={renaming}
              data-testid="group-rename"
            >
              <PencilIcon />
              {t("watchlist:groups.rename")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={() => setDeleting(true)}
              data-testid="group-delete"
            >
              <Trash2Icon />
              {t("watchlist:groups.delete")}
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t("watchlist:confirmDelete.title")}
        description={t("watchlist:confirmDelete.body", {
          name: group.name,
          count: count(group.items.length),
        })}
        confirmLabel={t("watchlist:confirmDelete.confirm")}
        cancelLabel={t("watchlist:confirmDelete.cancel")}
        testId="confirm-delete"
        onConfirm={() => {
          onDeleted();
          void deleteGroup(group.id).then(
            () => toast.success(t("watchlist:toast.deleted", { name: group.name })),
            () => {},
          );
        }}
      />
    </div>
  );
}
