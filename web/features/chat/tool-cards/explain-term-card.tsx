import { useTranslation } from "react-i18next";
import { Markdown } from "@/components/markdown";
import type { ToolCardProps } from "./types";

/** explainTerm: the glossary card — the term, its plain-words explanation and, if any, its formula. */
export function ExplainTermCard({ output }: ToolCardProps<"explainTerm">) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-base text-foreground" data-testid="term-title">
        {output.title}
      </p>
      <Markdown>{output.explanation}</Markdown>
      {output.formula ? (
        <div className="flex flex-col gap-1 rounded-lg bg-surface px-3 py-2">
          <span className="text-muted-foreground text-xs">{t("tools:explainTerm.formula")}</span>
          <code className="whitespace-pre-wrap font-mono text-[13px] text-foreground">{output.formula}</code>
        </div>
      ) : null}
    </div>
  );
}
