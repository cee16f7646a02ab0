import { useAtomValue } from "jotai";
import { SparklesIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isSignedInAtom } from "@/features/auth";
import { useSampleQuestions } from "../hooks/use-sample-questions";
import { toolMeta } from "../tool-cards/tool-meta";
import { SignInHint } from "./sign-in-hint";

/** An empty conversation: the large question box, one sample question per tool, and a sign-in hint. */
export function ChatHero({ prompt, onAsk }: { prompt: ReactNode; onAsk: (text: string) => void }) {
  const { t } = useTranslation();
  const samples = useSampleQuestions();
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <section
      aria-labelledby="chat-hero-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-10 pb-8 sm:px-6 md:pt-16"
    >
      <div className="flex flex-col gap-3 text-center">
        <span className="mx-auto flex size-11 items-center justify-center rounded-2xl bg-navy-900 text-white">
          <SparklesIcon className="size-5" />
        </span>
        <h1
          id="chat-hero-title"
          className="font-semibold text-[28px] text-navy-900 leading-tight tracking-[-0.02em] sm:text-4xl"
        >
          {t("chat:hero.title")}
        </h1>
        <p className="text-muted-foreground">{t("chat:hero.subtitle")}</p>
      </div>
      {prompt}
      <div className="flex flex-col gap-2">
        <p className="font-medium text-muted-foreground text-xs">{t("chat:hero.tryAsking")}</p>
        <ul className="flex flex-wrap gap-2" data-testid="chat-samples">
          {samples.map(({ tool, text }) => {
            const Icon = toolMeta[tool].icon;
            return (
              <li key={tool}>
                <button
                  type="button"
                  onClick={() => onAsk(text)}
                  data-testid={`chat-sample-${tool}`}
                  className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-3 py-1.5 text-left text-[13px] text-foreground/80 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
                >
                  <Icon className="size-3.5 shrink-0 text-brand-600" />
                  {text}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {signedIn ? null : <SignInHint className="justify-center" />}
      <p className="text-center text-[11px] text-subtle-foreground">{t("chat:disclaimer")}</p>
    </section>
  );
}
