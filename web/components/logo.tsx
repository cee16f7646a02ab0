import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** The FundPilot mark: a rising path ending in a waypoint. The word mark is the product name. */
export function LogoMark({ className }: { className?: string }) {
  // Unique per instance: a gradient referenced by id must not live in a hidden (display: none) copy.
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3739ad" />
          <stop offset="1" stopColor="#0e1638" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path
        d="M8 22.5 13.5 16l4 3.5L24 10"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="10" r="2.4" fill="#2dd4b4" />
    </svg>
  );
}

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark className={inverse ? "rounded-lg ring-1 ring-white/20" : undefined} />
      <span
        className={cn(
          "font-semibold text-[17px] tracking-[-0.01em]",
          inverse ? "text-white" : "text-navy-900",
        )}
      >
        {t("common:brand.name")}
      </span>
    </span>
  );
}
