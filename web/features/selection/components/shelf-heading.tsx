import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { useLocalizedPath } from "@/lib/use-localized-path";

/** A home shelf's title and its link to the whole list on a selector screen. */
export function ShelfHeading({
  id,
  title,
  to,
  linkText,
  linkTestId,
}: {
  id: string;
  title: string;
  to: string;
  linkText: string;
  linkTestId: string;
}) {
  const localized = useLocalizedPath();
  return (
    <div className="flex items-baseline justify-between gap-3">
      <h2 id={id} className="font-semibold text-foreground text-xl tracking-tight">
        {title}
      </h2>
      <Link
        to={localized(to)}
        className="inline-flex items-center gap-1 rounded font-medium text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        data-testid={linkTestId}
      >
        {linkText}
        <ArrowRightIcon aria-hidden="true" className="size-3.5" />
      </Link>
    </div>
  );
}
