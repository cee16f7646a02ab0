import type { ConversationSummary } from "@shared/api/chat";
import { EllipsisIcon, Link2Icon, MessageSquareIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { LazyDropdownMenu } from "@/components/lazy-dropdown-menu";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { useConversations } from "../hooks/use-conversations";
import { SignInHint } from "./sign-in-hint";

export type ConversationSidebarProps = {
  activeId?: string;
  /** Called after any navigation from the sidebar (the mobile sheet closes). */
  onNavigate?: () => void;
  className?: string;
};

// Rename and delete ask in a dialog, fetched on first use (the dialog code stays off the landing page).
const RenameDialog = lazy(() => import("./conversation-dialogs").then((m) => ({ default: m.RenameDialog })));
const DeleteDialog = lazy(() => import("./conversation-dialogs").then((m) => ({ default: m.DeleteDialog })));

type Pending = { kind: "rename" | "delete"; conversation: ConversationSummary } | null;

/** History: new chat, the user's conversations, and rename / share / delete on each. */
export function ConversationSidebar({ activeId, onNavigate, className }: ConversationSidebarProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { signedIn, conversations, rename, remove, share } = useConversations();
  const [pending, setPending] = useState<Pending>(null);

  const newChat = () => {
    navigate(localized("/"), { state: { newChat: Date.now() } });
    onNavigate?.();
  };
  const copyShareLink = async (id: string) => {
    try {
      const url = await share(id);
      await navigator.clipboard.writeText(url).catch(() => undefined);
      toast.success(t("chat:history.shareCopied"), { description: url });
    } catch {
      // The API client has shown the error.
    }
  };

  return (
    <nav
      aria-label={t("chat:history.title")}
      data-testid="chat-sidebar"
      className={cn("flex min-h-0 flex-col gap-3", className)}
    >
      <Button variant="outline" onClick={newChat} data-testid="chat-new" className="justify-start">
        <PlusIcon />
        {t("chat:history.newChat")}
      </Button>
      <h2 className="px-2 pt-2 font-medium text-muted-foreground text-xs">{t("chat:history.title")}</h2>
      {!signedIn ? (
        <SignInHint className="px-2 text-xs" />
      ) : conversations === null ? (
        <div className="flex flex-col gap-2 px-2" aria-busy="true">
          <div className="h-3 w-3/4 animate-pulse rounded bg-muted" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
        </div>
      ) : conversations.length === 0 ? (
        <p className="px-2 text-muted-foreground text-xs">{t("chat:history.empty")}</p>
      ) : (
        <ul className="-mx-1 flex min-h-0 flex-col gap-0.5 overflow-y-auto px-1" data-testid="chat-history">
          {conversations.map((c) => (
            <li
              key={c.id}
              data-testid="chat-history-item"
              data-conversation-id={c.id}
              className={cn(
                "group flex items-center rounded-md hover:bg-muted",
                c.id === activeId && "bg-brand-50 hover:bg-brand-50",
              )}
            >
              <Link
                to={localized(`/chat/${c.id}`)}
                onClick={onNavigate}
                aria-current={c.id === activeId ? "page" : undefined}
                className="flex min-w-0 flex-1 items-center gap-2 px-2 py-2 text-sm"
              >
                <MessageSquareIcon className="size-3.5 shrink-0 text-muted-foreground" />
                <span className="truncate">{c.title}</span>
              </Link>
              <LazyDropdownMenu
                trigger={{
                  "aria-label": t("chat:history.actions", { title: c.title }),
                  "data-testid": "chat-history-actions",
                  "data-slot": "button",
                  className: cn(
                    buttonVariants({ variant: "ghost", size: "icon-sm" }),
                    "mr-0.5 size-7 opacity-60 group-hover:opacity-100 data-[state=open]:opacity-100",
                  ),
                  children: <EllipsisIcon />,
                }}
                content={(ui) => (
                  <ui.DropdownMenuContent align="end">
                    <ui.DropdownMenuItem
                      onSelect={() => setPending({ kind: "rename", conversation: c })}
                      data-testid="chat-rename"
                    >
                      <PencilIcon />
                      {t("chat:history.rename")}
                    </ui.DropdownMenuItem>
                    <ui.DropdownMenuItem onSelect={() => void copyShareLink(c.id)} data-testid="chat-share">
                      <Link2Icon />
                      {t("chat:history.share")}
                    </ui.DropdownMenuItem>
                    <ui.DropdownMenuItem
                      onSelect={() => setPending({ kind: "delete", conversation: c })}
                      data-testid="chat-delete"
                      className="text-destructive data-[highlighted]:text-destructive"
                    >
                      <Trash2Icon />
                      {t("chat:history.delete")}
                    </ui.DropdownMenuItem>
                  </ui.DropdownMenuContent>
                )}
              />
            </li>
          ))}
        </ul>
      )}
      {pending ? (
        <Suspense fallback={null}>
          {pending.kind === "rename" ? (
            <RenameDialog
              conversation={pending.conversation}
              onClose={() => setPending(null)}
              onRename={rename}
            />
          ) : (
            <DeleteDialog
              conversation={pending.conversation}
              onClose={() => setPending(null)}
              onDelete={async (id) => {
                await remove(id);
                if (id === activeId) navigate(localized("/"), { replace: true });
              }}
            />
          )}
        </Suspense>
      ) : null}
    </nav>
  );
}
