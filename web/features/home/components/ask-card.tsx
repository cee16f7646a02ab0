import { ArrowUpIcon, BotIcon, SparklesIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "@/app/use-localized-path";
import { Badge } from "@/components/ui/badge";
import { normalizeSearchText } from "@/features/search/normalize";
import { cn } from "@/lib/utils";

const sampleKeys = ["lowRiskBonds", "compareEquity", "backtest", "moneyMarket"] as const;

type Turn = { id: number; question: string };

/**
 * "Ask FundPilot": the conversational entry point, laid out as the final chat will be. Until the
 * assistant arrives each question gets a short "coming soon" reply pointing to the selectors.
 */
export function AskCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [text, setText] = useState("");
  const [turns, setTurns] = useState<Turn[]>([]);

  const ask = (question: string) => {
    const normalized = normalizeSearchText(question);
    if (!normalized) return;
    setTurns((previous) => [...previous.slice(-1), { id: Date.now(), question: normalized }]);
    setText("");
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(text);
  };

  return (
    <section
      aria-labelledby="ask-title"
      data-testid="ask-card"
      className={cn(
        "flex flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-[0_24px_60px_-24px_rgb(15_23_42/0.25)]",
        className,
      )}
    >
      <header className="flex items-center gap-3 border-border border-b px-5 py-4">
        <span className="flex size-9 items-center justify-center rounded-xl bg-navy-900 text-white">
          <SparklesIcon className="size-4.5" />
        </span>
        <div className="flex min-w-0 flex-col">
          <h2 id="ask-title" className="font-semibold text-foreground text-sm">
            {t("home:ask.title")}
          </h2>
          <p className="text-muted-foreground text-xs">{t("home:ask.subtitle")}</p>
        </div>
        <Badge variant="accent" className="ml-auto">
          {t("home:ask.badge")}
        </Badge>
      </header>
      <div
        className="flex max-h-80 min-h-56 flex-1 flex-col gap-4 overflow-y-auto bg-surface/60 px-5 py-5"
        aria-live="polite"
      >
        <AssistantBubble>{t("home:ask.greeting")}</AssistantBubble>
        {turns.map((turn) => (
          <div key={turn.id} className="flex flex-col gap-4">
            <p className="max-w-[85%] self-end rounded-2xl rounded-br-md bg-brand-700 px-4 py-2.5 text-sm text-white leading-relaxed">
              {turn.question}
            </p>
            <AssistantBubble>
              {t("home:ask.comingSoonReply")}{" "}
              <Link
                to={localized("/fundFilter")}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {t("home:ask.openSelector")}
              </Link>
            </AssistantBubble>
          </div>
        ))}
        {turns.length === 0 ? (
          <div className="flex flex-col gap-2">
            <p className="font-medium text-muted-foreground text-xs">{t("home:ask.tryAsking")}</p>
            <div className="flex flex-wrap gap-2">
              {sampleKeys.map((key) => (
                <button
                  key={key}
                  type="button"
                  onClick={() => ask(t(`home:ask.samples.${key}`))}
                  className="rounded-full border border-border bg-background px-3 py-1.5 text-left text-[13px] text-foreground/80 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
                >
                  {t(`home:ask.samples.${key}`)}
                </button>
              ))}
            </div>
          </div>
        ) : null}
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-border border-t bg-background p-3">
        <label htmlFor="ask-input" className="sr-only">
          {t("home:ask.inputLabel")}
        </label>
        <textarea
          id="ask-input"
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              ask(text);
            }
          }}
          placeholder={t("home:ask.placeholder")}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border-0 bg-transparent px-3 py-2.5 text-sm placeholder:text-subtle-foreground focus:outline-none"
        />
        <button
          type="submit"
          aria-label={t("home:ask.send")}
          disabled={!text.trim()}
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-white transition-colors hover:bg-brand-800 disabled:bg-muted disabled:text-subtle-foreground"
        >
          <ArrowUpIcon className="size-4.5" />
        </button>
      </form>
    </section>
  );
}

function AssistantBubble({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex max-w-[92%] items-start gap-2.5">
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full border border-brand-100 bg-background text-brand-600">
        <BotIcon className="size-4" />
      </span>
      <p className="rounded-2xl rounded-tl-md border border-border bg-background px-4 py-2.5 text-foreground/90 text-sm leading-relaxed">
        {children}
      </p>
    </div>
  );
}
