import type { SharedConversation } from "@shared/api/chat";
import { EyeIcon, MessageSquareOffIcon, PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageFallback } from "@/components/page-fallback";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { get } from "@/lib/api";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { AssistantMessage, UserMessage } from "./components/message-view";
import type { ChatMessage } from "./types";

type State = { kind: "loading" } | { kind: "ready"; conversation: SharedConversation } | { kind: "missing" };

/**
 * /chat/share/:hash — a conversation someone shared: read-only, for anyone with the link,
 * cards drawn from the stored outputs (GET /v1/pub/chat/share/{hash}).
 */
export function SharedConversationPage() {
  const { t } = useTranslation();
  const { hash = "" } = useParams();
  const localized = useLocalizedPath();
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    get("/v1/pub/chat/share/{hash}", undefined, { params: { hash }, signal: controller.signal, silent: true })
      // stored messages are ChatMessage: the schema checks their shape only (shared/api/chat.ts)
      .then((conversation) => setState({ kind: "ready", conversation: conversation as SharedConversation }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "missing" });
      });
    return () => controller.abort();
  }, [hash]);

  if (state.kind === "loading") return <PageFallback />;
  if (state.kind === "missing")
    return (
      <div
        className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
        data-testid="chat-missing"
      >
        <MessageSquareOffIcon className="size-8 text-muted-foreground" />
        <p className="text-muted-foreground">{t("chat:shared.missing")}</p>
      </div>
    );

  const { conversation } = state;
  return (
    <div
      className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6"
      data-testid="chat-shared"
    >
      <header className="flex flex-wrap items-end justify-between gap-3 border-border border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
            <EyeIcon className="size-3.5" />
            {t("chat:shared.readOnly")} · <Value kind="date" value={conversation.updatedAt} />
          </p>
          <h1 className="font-semibold text-foreground text-xl tracking-tight">{conversation.title}</h1>
        </div>
        <Button asChild size="sm">
          <Link to={localized("/")}>
            <PlusIcon />
            {t("chat:shared.ask")}
          </Link>
        </Button>
      </header>
      {(conversation.messages as ChatMessage[]).map((message) =>
        message.role === "user" ? (
          <UserMessage key={message.id} message={message} />
        ) : (
          <AssistantMessage key={message.id} message={message} streaming={false} />
        ),
      )}
    </div>
  );
}
