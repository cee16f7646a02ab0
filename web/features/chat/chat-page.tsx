import { ArrowLeftIcon, MessageSquareOffIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageFallback } from "@/components/page-fallback";
import { Button } from "@/components/ui/button";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { ChatHero } from "./components/chat-hero";
import { ChatLayout } from "./components/chat-layout";
import { ConversationView } from "./components/conversation-view";
import { useConversationChat } from "./hooks/use-conversation-chat";

/** /chat/:id — a stored conversation, reopened with its messages and cards as they were. */
export function ChatPage() {
  const { id = "" } = useParams();
  return (
    <ChatLayout activeId={id}>
      <StoredConversation key={id} id={id} />
    </ChatLayout>
  );
}

function StoredConversation({ id }: { id: string }) {
  const state = useConversationChat(id);
  if (state.kind === "loading") return <PageFallback />;
  if (state.kind !== "ready") return <Missing />;
  return (
    <ConversationView chat={state.chat} empty={(ask, prompt) => <ChatHero prompt={prompt} onAsk={ask} />} />
  );
}

function Missing() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
      data-testid="chat-missing"
    >
      <MessageSquareOffIcon className="size-8 text-muted-foreground" />
      <p className="text-muted-foreground">{t("chat:missing")}</p>
      <Button asChild variant="outline">
        <Link to={localized("/")}>
          <ArrowLeftIcon />
          {t("chat:history.newChat")}
        </Link>
      </Button>
    </div>
  );
}
