import type { ReactNode } from "react";

/** A screen's title band (as the news screen's). */
export function PageHeader({ title, lead, aside }: { title: string; lead: string; aside?: ReactNode }) {
  return (
    <div className="border-border border-b bg-surface">
      <div className="mx-auto flex max-w-[1320px] flex-col gap-3 px-4 py-7 sm:flex-row sm:items-end sm:justify-between sm:px-6 lg:px-8">
        <div className="flex flex-col gap-1.5">
          <h1 className="font-semibold text-2xl text-foreground tracking-tight sm:text-[28px]">{title}</h1>
          <p className="max-w-2xl text-muted-foreground">{lead}</p>
        </div>
        {aside}
      </div>
    </div>
  );
}
