import { BotIcon, CheckIcon, CopyIcon, RefreshCwIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Markdown } from "@/components/markdown";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import type { ChatMessage, ChatMessagePart } from "../types";
import { ToolPartView, toolNameOf } from "./tool-part-view";

/** The plain text of a message (for copying): its text parts, in order. */
export function messageText(message: ChatMessage): string {
  return message.parts
    .flatMap((part) => (part.type === "text" ? [part.text] : []))
    .join("\n\n")
    .trim();
}

function PartView({ part }: { part: ChatMessagePart }) {
  if (part.type === "text") return part.text.trim() ? <Markdown>{part.text}</Markdown> : null;
  if (toolNameOf(part)) return <ToolPartView part={part} />;
  return null;
}

export function UserMessage({ message }: { message: ChatMessage }) {
  return (
    <div className="flex justify-end" data-testid="chat-message" data-role="user">
      <p className="max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-br-md bg-brand-700 px-4 py-2.5 text-sm text-white leading-relaxed [overflow-wrap:anywhere]">
        {messageText(message)}
      </p>
    </div>
  );
}

export type AssistantMessageProps = {
  message: ChatMessage;
  streaming: boolean;
  /** Only the last answer can be regenerated, once it has finished. */
  onRegenerate?: () => void;
  /** Follow-ups and choices ask this; absent on a read-only (shared) conversation. */
  onAsk?: (text: string) => void;
};

/** An answer: text as markdown, each tool part as its card, then follow-ups and actions. */
export function AssistantMessage({ message, streaming, onRegenerate, onAsk }: AssistantMessageProps) {
  const { t } = useTranslation();
  const meta = message.metadata;
  const empty = message.parts.every((p) => (p.type === "text" ? !p.text.trim() : !toolNameOf(p)));
  return (
    <div
      className="flex items-start gap-3"
      data-testid="chat-message"
      data-role="assistant"
      data-reply-kind={meta?.replyKind}
      data-streaming={streaming ? "true" : "false"}
    >
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full border border-brand-100 bg-background text-brand-600">
        <BotIcon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {empty && streaming ? <Thinking /> : null}
        {message.parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id and never reorder
          <PartView key={index} part={part} />
        ))}
        {meta?.fallback ? (
          <p className="text-muted-foreground text-xs">{t("chat:message.fallback")}</p>
        ) : null}
        {onAsk && !streaming && meta?.choices?.length ? (
          <div className="flex flex-wrap gap-2" data-testid="chat-choices">
            {meta.choices.map((choice) => (
              <Button key={choice.code} size="sm" variant="outline" onClick={() => onAsk?.(choice.name)}>
                <span className="font-mono text-xs">{choice.code}</span> {choice.name}
              </Button>
            ))}
          </div>
        ) : null}
        {onAsk && !streaming && meta?.suggestions?.length ? (
          <div className="flex flex-wrap gap-2" data-testid="chat-suggestions">
            {meta.suggestions.map((text) => (
              <button
                key={text}
                type="button"
                onClick={() => onAsk?.(text)}
                className="rounded-full border border-border bg-background px-3 py-1 text-left text-[13px] text-foreground/80 hover:border-brand-300 hover:bg-brand-50"
              >
                {text}
              </button>
            ))}
          </div>
        ) : null}
        {!streaming && !empty ? <MessageActions message={message} onRegenerate={onRegenerate} /> : null}
      </div>
    </div>
  );
}

function MessageActions({ message, onRegenerate }: { message: ChatMessage; onRegenerate?: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(messageText(message));
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error(t("chat:message.copyFailed"));
    }
  };
  return (
    <div className="-ml-2 flex items-center gap-0.5 text-muted-foreground">
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={copy}
        aria-label={t("chat:message.copy")}
        data-testid="message-copy"
        className={cn(copied && "text-positive")}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </Button>
      {onRegenerate ? (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onRegenerate}
          aria-label={t("chat:message.regenerate")}
          data-testid="message-regenerate"
        >
          <RefreshCwIcon />
        </Button>
      ) : null}
    </div>
  );
}

function Thinking() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-muted-foreground text-sm" aria-live="polite">
      <span className="flex gap-1" aria-hidden="true">
        <span className="size-1.5 animate-pulse rounded-full bg-brand-400" />
        <span className="size-1.5 animate-pulse rounded-full bg-brand-400 [animation-delay:150ms]" />
        <span className="size-1.5 animate-pulse rounded-full bg-brand-400 [animation-delay:300ms]" />
      </span>
      {t("chat:message.thinking")}
    </p>
  );
}
