import type { ConversationSummary } from "@shared/api/chat";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";

/** CONVERSATION_TITLE_MAX of shared/api/chat.ts (a value import would pull zod into the page). */
const titleMax = 80;

/** The history's rename and delete questions (loaded by conversation-sidebar.tsx on first use). */
export function RenameDialog({
  conversation,
  onClose,
  onRename,
}: {
  conversation: ConversationSummary | null;
  onClose: () => void;
  onRename: (id: string, title: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState("");
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = title.trim();
    if (!conversation || !value) return;
    setSaving(true);
    try {
      await onRename(conversation.id, value);
      onClose();
    } catch {
      // The API client has shown the error; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="confirm"
        closeLabel={t("common:actions.close")}
        data-testid="chat-rename-dialog"
        onOpenAutoFocus={() => setTitle(conversation?.title ?? "")}
      >
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t("chat:history.renameTitle")}</DialogTitle>
            <DialogDescription className="sr-only">{t("chat:history.renameTitle")}</DialogDescription>
          </DialogHeader>
          <Input
            value={title}
            maxLength={titleMax}
            onChange={(event) => setTitle(event.target.value)}
            aria-label={t("chat:history.renameLabel")}
            data-testid="chat-rename-input"
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t("chat:history.cancel")}
            </Button>
            <Button type="submit" disabled={saving || !title.trim()} data-testid="chat-rename-save">
              {t("chat:history.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteDialog({
  conversation,
  onClose,
  onDelete,
}: {
  conversation: ConversationSummary | null;
  onClose: () => void;
  onDelete: (id: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!conversation) return;
    setDeleting(true);
    try {
      await onDelete(conversation.id);
      onClose();
    } catch {
      // The API client has shown the error.
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="confirm" data-testid="chat-delete-dialog">
        <DialogHeader>
          <DialogTitle>{t("chat:history.deleteTitle")}</DialogTitle>
          <DialogDescription>
            {t("chat:history.deleteBody", { title: conversation?.title ?? "" })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("chat:history.cancel")}
          </Button>
          <Button
            variant="destructive"
            onClick={confirm}
            disabled={deleting}
            data-testid="chat-delete-confirm"
          >
            {t("chat:history.delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
