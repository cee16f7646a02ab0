import type { NewsKind } from "@shared/domain/news";
import type { MessageKey } from "@shared/messages";
import {
  ArrowDownRightIcon,
  ArrowUpRightIcon,
  BadgePercentIcon,
  type LucideIcon,
  MedalIcon,
  MountainIcon,
  NewspaperIcon,
  UserRoundMinusIcon,
  UserRoundPlusIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

const look: Record<
  NewsKind,
  { icon: LucideIcon; tone: "up" | "down" | "neutral"; label: MessageKey<"news"> }
> = {
  high_52w: { icon: MountainIcon, tone: "up", label: "news:ui.kinds.high_52w" },
  aum_rise: { icon: ArrowUpRightIcon, tone: "up", label: "news:ui.kinds.aum_rise" },
  aum_drop: { icon: ArrowDownRightIcon, tone: "down", label: "news:ui.kinds.aum_drop" },
  fee_cut: { icon: BadgePercentIcon, tone: "up", label: "news:ui.kinds.fee_cut" },
  fee_rise: { icon: BadgePercentIcon, tone: "down", label: "news:ui.kinds.fee_rise" },
  manager_joined: { icon: UserRoundPlusIcon, tone: "neutral", label: "news:ui.kinds.manager_joined" },
  manager_left: { icon: UserRoundMinusIcon, tone: "neutral", label: "news:ui.kinds.manager_left" },
  rating_up: { icon: MedalIcon, tone: "up", label: "news:ui.kinds.rating_up" },
  rating_down: { icon: MedalIcon, tone: "down", label: "news:ui.kinds.rating_down" },
  feed: { icon: NewspaperIcon, tone: "neutral", label: "news:ui.kinds.feed" },
};

const tones = {
  up: "bg-accent-50 text-accent-700",
  down: "bg-rose-50 text-rose-700",
  neutral: "bg-brand-50 text-brand-700",
};

/** The kind of a news item: an icon and a short label, coloured by whether it reads as good news. */
export function KindBadge({ kind, className }: { kind: NewsKind; className?: string }) {
  const { t } = useTranslation();
  const { icon: Icon, tone, label } = look[kind];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 font-medium text-[11px] leading-4",
        tones[tone],
        className,
      )}
      data-kind={kind}
    >
      <Icon className="size-3" aria-hidden="true" />
      {t(label)}
    </span>
  );
}
