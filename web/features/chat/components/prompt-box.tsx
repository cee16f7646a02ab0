import { ArrowUpIcon, SquareIcon } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type PromptBoxProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (text: string) => void;
  /** A reply is streaming: the send button becomes "stop". */
  busy: boolean;
  onStop: () => void;
  size?: "hero" | "dock";
  autoFocus?: boolean;
  className?: string;
};

/**
 * Whether a keydown should send: Enter without Shift, and never the Enter that confirms an IME
 * composition (Chinese input): `isComposing`, or keyCode 229 which some browsers send instead.
 */
export function isSendKey(event: Pick<KeyboardEvent, "key" | "shiftKey" | "nativeEvent">): boolean {
  const native = event.nativeEvent as globalThis.KeyboardEvent;
  return event.key === "Enter" && !event.shiftKey && !native.isComposing && native.keyCode !== 229;
}

/** The question box: Enter sends, Shift+Enter adds a line, grows with its text up to a limit. */
export function PromptBox({
  value,
  onChange,
  onSubmit,
  busy,
  onStop,
  size = "dock",
  autoFocus,
  className,
}: PromptBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const hero = size === "hero";

  // Grow with the text (one line up to ~8), without a layout library.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the text changes
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, hero ? 240 : 200)}px`;
  }, [value, hero]);

  const send = () => {
    const text = value.trim();
    if (!text || busy) return;
    onSubmit(text);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={submit}
      data-testid="chat-prompt"
      className={cn(
        "flex items-end gap-2 rounded-2xl border border-input bg-background p-2 shadow-card transition-[border-color,box-shadow] focus-within:border-brand-400 focus-within:ring-4 focus-within:ring-brand-500/10",
        hero && "p-3",
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {t("chat:prompt.label")}
      </label>
      <textarea
        ref={area}
        id={id}
        rows={hero ? 2 : 1}
        value={value}
        // biome-ignore lint/a11y/noAutofocus: the question box is the page's purpose
        autoFocus={autoFocus}
        data-testid="chat-input"
        enterKeyHint="send"
        placeholder={t(hero ? "chat:prompt.placeholderHero" : "chat:prompt.placeholder")}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (!isSendKey(event)) return;
          event.preventDefault();
          send();
        }}
        className={cn(
          "max-h-60 min-h-10 flex-1 resize-none bg-transparent px-3 py-2.5 text-foreground placeholder:text-subtle-foreground focus:outline-none",
          hero ? "text-base" : "text-sm",
        )}
      />
      {busy ? (
        <Button
          type="button"
          size="icon"
          variant="outline"
          onClick={onStop}
          aria-label={t("chat:prompt.stop")}
          data-testid="chat-stop"
          className="size-10 shrink-0 rounded-xl"
        >
          <SquareIcon className="size-3.5 fill-current" />
        </Button>
      ) : (
        <Button
          type="submit"
          size="icon"
          aria-label={t("chat:prompt.send")}
          data-testid="chat-send"
          disabled={!value.trim()}
          className="size-10 shrink-0 rounded-xl"
        >
          <ArrowUpIcon className="size-4.5" />
        </Button>
      )}
    </form>
  );
}
