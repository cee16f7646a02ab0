import { WATCHLIST_GROUP_NAME_MAX, WATCHLIST_MAX_GROUPS, type WatchlistGroup } from "@shared/api/watchlist";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { groupNameMessages, groupNameProblem } from "../group-name";
import { createGroup } from "../hooks/groups-store";

/**
 * The inline form that names a group (create or rename): the name is checked here, with a
 * localized message, before any call; a refused call keeps the form open with the text.
 */
export function GroupNameForm({
  groups,
  initial = "",
  exceptId,
  label,
  submitLabel,
  onSubmit,
  onCancel,
  className,
  testId = "group-name-form",
}: {
  groups: readonly WatchlistGroup[];
  initial?: string;
  exceptId?: string;
  label: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<ReturnType<typeof groupNameProblem>>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = groupNameProblem(name, groups, exceptId);
    setProblem(found);
    if (found || busy) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
      setName("");
    } catch {
      // the client has said why; the text stays for another try
    } finally {
      setBusy(false);
    }
  };

  const messageId = `${id}-message`;
  return (
    <form
      onSubmit={submit}
      className={cn("flex flex-col gap-1.5", className)}
      data-testid={testId}
      noValidate
      onKeyDown={(event) => {
        if (event.key === "Escape" && onCancel) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          value={name}
          autoFocus
          placeholder={t("watchlist:groups.namePlaceholder")}
          maxLength={WATCHLIST_GROUP_NAME_MAX * 2}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (problem) setProblem(null);
          }}
          className="h-9"
          data-testid="group-name-input"
        />
        <Button type="submit" size="sm" disabled={busy} data-testid="group-name-submit">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {t("watchlist:groups.cancel")}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p
          id={messageId}
          role="alert"
          className="text-[13px] text-destructive"
          data-testid="group-name-error"
        >
          {t(groupNameMessages[problem], { max: WATCHLIST_GROUP_NAME_MAX })}
        </p>
      ) : null}
    </form>
  );
}

/**
 * "New group": the trigger the caller draws, which opens the name form; the group is created, the
 * person told, and `onCreated` runs (focus the new group, tick it). At the group limit the
 * trigger gives way to a note saying so.
 */
export function NewGroup({
  groups,
  trigger,
  onCreated,
}: {
  groups: WatchlistGroup[];
  trigger: (open: () => void) => ReactNode;
  onCreated: (group: WatchlistGroup) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <GroupNameForm
        groups={groups}
        label={t("watchlist:groups.name")}
        submitLabel={t("watchlist:groups.create")}
        onCancel={() => setOpen(false)}
        onSubmit={async (name) => {
          const group = await createGroup(name);
          toast.success(t("watchlist:toast.created", { name: group.name }));
          setOpen(false);
          await onCreated(group);
        }}
      />
    );
  if (groups.length < WATCHLIST_MAX_GROUPS) return <>{trigger(() => setOpen(true))}</>;
  return (
    <p className="text-muted-foreground text-xs">
      {t("watchlist:groups.max", { max: WATCHLIST_MAX_GROUPS })}
    </p>
  );
}
