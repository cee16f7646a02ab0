import { Maximize2Icon, TriangleAlertIcon } from "lucide-react";
import { type ComponentType, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import type { ChatToolPart, OkOutput, ToolInput, ToolName, ToolOutput, ToolRefusal } from "../types";
import { RefusalView } from "./refusal-view";
import { toolMeta } from "./tool-meta";
import type { ToolCard, ToolCardProps } from "./types";

export type ToolCardFrameProps<K extends ToolName> = {
  name: K;
  part: ChatToolPart;
  card: ToolCard<K>;
};

const isOk = <K extends ToolName>(output: ToolOutput<K>): output is OkOutput<K> =>
  (output as { status: string }).status === "ok";

/**
 * The one frame around every tool part (cards never handle part states): the pending states while
 * the call streams or runs, the error state, every refusal (upgrade, sign in, not found, quota,
 * invalid input), and otherwise the tool's card with its "open in full screen" link. Cards only
 * ever see a successful output. The root carries `data-testid="tool-card-<name>"` and the part's
 * state.
 */
export function ToolCardFrame<K extends ToolName>({ name, part, card }: ToolCardFrameProps<K>) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const Icon = toolMeta[name].icon;
  const title = t(toolMeta[name].title);

  let body: ReactNode;
  let fullScreen: string | null = null;
  let status: string = part.state;
  if (part.state === "output-available") {
    const output = part.output as ToolOutput<K>;
    const input = part.input as ToolInput<K>;
    if (isOk<K>(output)) {
      const Card = card.Card as ComponentType<ToolCardProps<K>>;
      fullScreen = card.fullScreen(output, input);
      status = "ok";
      body = (
        <Suspense fallback={<Pending label={t("tools:frame.loading")} />}>
          <Card input={input} output={output} />
        </Suspense>
      );
    } else {
      status = (output as ToolRefusal).status;
      body = <RefusalView refusal={output as ToolRefusal} />;
    }
  } else if (part.state === "output-error" || part.state === "output-denied") {
    body = (
      <div
        role="alert"
        className="flex items-start gap-2.5 rounded-lg border border-destructive/25 bg-destructive/5 px-4 py-3 text-sm"
      >
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>{t("tools:frame.error")}</span>
      </div>
    );
  } else {
    body = <Pending label={t("tools:frame.running", { tool: title })} />;
  }

  return (
    <section
      data-testid={`tool-card-${name}`}
      data-state={status}
      aria-label={title}
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-background shadow-card"
    >
      <header className="flex items-center gap-2.5 border-border border-b bg-surface/60 px-4 py-2.5">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Icon className="size-4" />
        </span>
        <h3 className="min-w-0 flex-1 truncate font-semibold text-foreground text-sm">{title}</h3>
        {fullScreen ? (
          <Link
            to={localized(fullScreen)}
            data-testid="tool-card-full-screen"
            className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-1 font-medium text-brand-700 text-xs hover:bg-brand-50"
          >
            <Maximize2Icon className="size-3.5" />
            <span className="hidden sm:inline">{t("tools:frame.fullScreen")}</span>
            <span className="sr-only sm:hidden">{t("tools:frame.fullScreen")}</span>
          </Link>
        ) : null}
      </header>
      <div className={cn("min-w-0 p-4")}>{body}</div>
    </section>
  );
}

function Pending({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p className="text-muted-foreground text-sm">{label}</p>
      <div className="h-2.5 w-2/3 animate-pulse rounded bg-muted" />
      <div className="h-2.5 w-1/2 animate-pulse rounded bg-muted" />
      <div className="h-24 w-full animate-pulse rounded-lg bg-muted/70" />
    </div>
  );
}
