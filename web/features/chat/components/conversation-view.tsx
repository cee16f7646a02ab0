import { type Chat, useChat } from "@ai-sdk/react";
import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { whenIdle } from "@/lib/idle";
import type { ChatMessage } from "../types";
import { PromptBox } from "./prompt-box";

// The messages (markdown, the tool cards) load with the first message, not with the page: the
// home page opens on an empty conversation. They are fetched once the page is idle.
const messageView = () => import("./message-view");
const UserMessage = lazy(() => messageView().then((m) => ({ default: m.UserMessage })));
const AssistantMessage = lazy(() => messageView().then((m) => ({ default: m.AssistantMessage })));

export type ConversationViewProps = {
  chat: Chat<ChatMessage>;
  /** Called after a question is sent (the home page moves to the conversation's URL). */
  onSent?: () => void;
  /** What an empty conversation shows, given the function that asks a question. */
  empty: (ask: (text: string) => void, prompt: ReactNode) => ReactNode;
  /** A question to ask as soon as the view opens (the home page's first question). */
  initialQuestion?: string;
};

/**
 * One conversation: the messages as they stream, and the question box docked at the bottom
 * (or, while the conversation is empty, placed by `empty` — the home page's hero).
 */
export function ConversationView({ chat, onSent, empty, initialQuestion }: ConversationViewProps) {
  const { t } = useTranslation();
  const { messages, sendMessage, status, stop, regenerate, error, clearError } = useChat<ChatMessage>({
    chat,
    experimental_throttle: 50,
  });
  const [text, setText] = useState("");
  const busy = status === "submitted" || status === "streaming";
  const end = useRef<HTMLDivElement>(null);

  const ask = (question: string) => {
    const trimmed = question.trim();
    if (!trimmed || busy) return;
    if (error) clearError();
    setText("");
    // Every message carries metadata (the server validates it against ChatMetadata).
    void sendMessage({ text: trimmed, metadata: { createdAt: new Date().toISOString() } });
    onSent?.();
  };

  useEffect(() => whenIdle(() => void messageView()), []);

  const asked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first question is asked once, when the view opens
  useEffect(() => {
    if (initialQuestion && !asked.current && chat.messages.length === 0) {
      asked.current = true;
      ask(initialQuestion);
    }
  }, []);

  // Keep the newest message in view as questions are sent and answers start.
  const count = messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: "end", behavior: "smooth" });
  }, [count]);

  const prompt = (size: "hero" | "dock") => (
    <PromptBox
      value={text}
      onChange={setText}
      onSubmit={ask}
      busy={busy}
      onStop={() => void stop()}
      size={size}
      autoFocus={size === "hero"}
    />
  );

  if (messages.length === 0) return <>{empty(ask, prompt("hero"))}</>;

  const last = messages[messages.length - 1];
  return (
    <div className="flex flex-1 flex-col">
      <div
        className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6"
        data-testid="chat-messages"
      >
        <Suspense fallback={<div className="h-12 animate-pulse rounded-lg bg-muted" aria-hidden="true" />}>
          {messages.map((message) =>
            message.role === "user" ? (
              <UserMessage key={message.id} message={message} />
            ) : (
              <AssistantMessage
                key={message.id}
                message={message}
                streaming={busy && message === last}
                onAsk={ask}
                onRegenerate={!busy && message === last ? () => void regenerate() : undefined}
              />
            ),
          )}
          {status === "submitted" && last?.role === "user" ? (
            <AssistantMessage
              message={{ id: "pending", role: "assistant", parts: [] }}
              streaming
              onAsk={ask}
            />
          ) : null}
        </Suspense>
        {error ? (
          <div
            role="alert"
            data-testid="chat-error"
            className="flex items-center gap-3 rounded-lg border border-destructive/25 bg-destructive/5 px-4 py-3 text-sm"
          >
            <TriangleAlertIcon className="size-4 shrink-0 text-destructive" />
            <span className="flex-1">{t("chat:error.reply")}</span>
            <Button size="sm" variant="outline" onClick={() => void regenerate()}>
              <RefreshCwIcon />
              {t("chat:error.retry")}
            </Button>
          </div>
        ) : null}
        <div ref={end} />
      </div>
      <div className="sticky bottom-0 z-10 bg-gradient-to-t from-background from-70% to-transparent pt-4 pb-4">
        <div className="mx-auto w-full max-w-4xl px-4 sm:px-6">
          {prompt("dock")}
          <p className="mt-2 text-center text-[11px] text-subtle-foreground">{t("chat:disclaimer")}</p>
        </div>
      </div>
    </div>
  );
}
