import { useTranslation } from "react-i18next";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { ConversationSidebar } from "./conversation-sidebar";

/** The chat history in a sheet from the left, on narrow screens (loaded by chat-layout.tsx). */
export function HistorySheet({
  open,
  setOpen,
  activeId,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  activeId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="left"
        closeLabel={t("common:actions.close")}
        data-testid="chat-history-sheet"
        className="px-3 pt-14 pb-4"
      >
        <SheetTitle className="sr-only">{t("chat:history.title")}</SheetTitle>
        <SheetDescription className="sr-only">{t("chat:history.title")}</SheetDescription>
        <ConversationSidebar activeId={activeId} onNavigate={() => setOpen(false)} className="flex-1" />
      </SheetContent>
    </Sheet>
  );
}
