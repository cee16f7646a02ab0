import { useAtom } from "jotai";
import { HistoryIcon, PlusIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { historySheetOpenAtom } from "../atoms";
import { ConversationSidebar } from "./conversation-sidebar";

// Narrow screens only, on demand: the sheet's dialog code is fetched on the first open.
const HistorySheet = lazy(() => import("./history-sheet").then((m) => ({ default: m.HistorySheet })));

/**
 * The chat's frame: the history sidebar on wide screens (sticky under the navigation bar), a
 * sheet with the same content on narrow ones, and the conversation beside it.
 */
export function ChatLayout({ activeId, children }: { activeId?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(historySheetOpenAtom);
  // mounted from the first open on, so closing plays the sheet's exit animation
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <div className="mx-auto flex w-full max-w-[1320px] flex-1" data-testid="chat-page">
      <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-72 shrink-0 flex-col border-border border-r px-3 py-4 lg:flex">
        <ConversationSidebar activeId={activeId} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="sticky top-16 z-20 flex items-center justify-between border-border border-b bg-background/90 px-3 py-1.5 backdrop-blur lg:hidden">
          <Button variant="ghost" size="sm" onClick={() => setOpen(true)} data-testid="chat-history-open">
            <HistoryIcon />
            {t("chat:history.title")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => navigate(localized("/"), { state: { newChat: Date.now() } })}
            data-testid="chat-new-mobile"
          >
            <PlusIcon />
            {t("chat:history.newChat")}
          </Button>
        </div>
        {children}
      </div>
      {used ? (
        <Suspense fallback={null}>
          <HistorySheet open={open} setOpen={setOpen} activeId={activeId} />
        </Suspense>
      ) : null}
    </div>
  );
}
