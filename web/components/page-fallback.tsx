/** Shown while a lazily loaded screen arrives: a quiet progress bar, no layout shift. */
export function PageFallback() {
  return (
    <div className="flex flex-1 items-start justify-center" aria-busy="true">
      <div className="h-0.5 w-full overflow-hidden bg-transparent">
        <div className="h-full w-1/3 animate-pulse bg-brand-500/60" />
      </div>
    </div>
  );
}
