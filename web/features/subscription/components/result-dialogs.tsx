import {
  AlertCircleIcon,
  BadgeCheckIcon,
  GiftIcon,
  LifeBuoyIcon,
  Loader2Icon,
  PartyPopperIcon,
  RotateCwIcon,
  XIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useFormatters } from "@/components/use-formatters";
import { premiumOnlyRows } from "../feature-table";
import { CellText } from "./feature-table";

/** The subscription dialogs: membership activated, trial started, payment failed, abandoned checkout. */

function ResultDialog({
  testId,
  icon,
  tone,
  title,
  description,
  children,
  footer,
  onClose,
}: {
  testId: string;
  icon: ReactNode;
  tone: "positive" | "negative" | "offer";
  title: string;
  description: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toneClass = {
    positive: "bg-accent-50 text-accent-600",
    negative: "bg-destructive/10 text-destructive",
    offer: "bg-gold-100 text-gold-700",
  }[tone];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid={testId} closeLabel={t("subscription:dialogs.close")}>
        <DialogHeader className="items-start gap-3">
          <span
            className={`flex size-11 items-center justify-center rounded-full ${toneClass}`}
            aria-hidden="true"
          >
            {icon}
          </span>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>{footer}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function ActivatedDialog({ confirming, onClose }: { confirming: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ResultDialog
      testId="membership-activated-dialog"
      icon={
        confirming ? <Loader2Icon className="size-5 animate-spin" /> : <BadgeCheckIcon className="size-6" />
      }
      tone="positive"
      title={
        confirming
          ? t("subscription:dialogs.activated.confirming")
          : t("subscription:dialogs.activated.title")
      }
      description={
        <p data-state={confirming ? "confirming" : "active"}>
          {confirming
            ? t("subscription:dialogs.activated.confirmingBody")
            : t("subscription:dialogs.activated.body")}
        </p>
      }
      footer={
        <Button onClick={onClose} disabled={confirming} data-testid="membership-activated-ok">
          {t("subscription:dialogs.activated.explore")}
        </Button>
      }
      onClose={onClose}
    />
  );
}

export function TrialStartedDialog({ endsOn, onClose }: { endsOn: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ResultDialog
      testId="trial-started-dialog"
      icon={<PartyPopperIcon className="size-6" />}
      tone="positive"
      title={t("subscription:dialogs.trialStarted.title")}
      description={
        <p>
          {endsOn
            ? t("subscription:dialogs.trialStarted.body", { date: format.date(endsOn) })
            : t("subscription:dialogs.trialStarted.bodyNoDate")}
        </p>
      }
      footer={
        <Button onClick={onClose} data-testid="trial-started-ok">
          {t("subscription:dialogs.trialStarted.ok")}
        </Button>
      }
      onClose={onClose}
    />
  );
}

export function PaymentFailedDialog({
  retrying,
  refreshing,
  stillPending,
  onRetry,
  onRefresh,
  onContact,
  onClose,
}: {
  retrying: boolean;
  refreshing: boolean;
  stillPending: boolean;
  onRetry: () => void;
  onRefresh: () => void;
  onContact: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ResultDialog
      testId="payment-failed-dialog"
      icon={<AlertCircleIcon className="size-6" />}
      tone="negative"
      title={t("subscription:dialogs.failed.title")}
      description={<p>{t("subscription:dialogs.failed.body")}</p>}
      footer={
        <>
          <Button variant="ghost" onClick={onContact} data-testid="payment-failed-contact">
            <LifeBuoyIcon aria-hidden="true" />
            {t("subscription:dialogs.failed.contact")}
          </Button>
          <Button
            variant="outline"
            onClick={onRefresh}
            disabled={refreshing}
            data-testid="payment-failed-refresh"
          >
            {refreshing ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <RotateCwIcon aria-hidden="true" />
            )}
            {t("subscription:dialogs.failed.refresh")}
          </Button>
          <Button onClick={onRetry} disabled={retrying} data-testid="payment-failed-retry">
            {retrying ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {t("subscription:dialogs.failed.retry")}
          </Button>
        </>
      }
      onClose={onClose}
    >
      <p
        className={
          stillPending ? "rounded-lg bg-warning-bg p-3 text-sm text-warning" : "text-muted-foreground text-sm"
        }
        role={stillPending ? "status" : undefined}
        data-testid="payment-failed-hint"
      >
        {stillPending
          ? t("subscription:dialogs.failed.stillPending")
          : t("subscription:dialogs.failed.refreshHint")}
      </p>
    </ResultDialog>
  );
}

export function AbandonDialog({
  percent,
  pending,
  onAccept,
  onClose,
}: {
  percent: string;
  pending: boolean;
  onAccept: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rows = premiumOnlyRows();
  return (
    <ResultDialog
      testId="abandon-payment-dialog"
      icon={<GiftIcon className="size-6" />}
      tone="offer"
      title={t("subscription:dialogs.abandon.title")}
      description={<p>{t("subscription:dialogs.abandon.body")}</p>}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} data-testid="abandon-decline">
            <XIcon aria-hidden="true" />
            {t("subscription:dialogs.abandon.decline")}
          </Button>
          <Button variant="premium" onClick={onAccept} disabled={pending} data-testid="abandon-accept">
            {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {t("subscription:dialogs.abandon.accept", { percent })}
          </Button>
        </>
      }
      onClose={onClose}
    >
      <ul
        className="flex flex-col divide-y divide-border rounded-lg border border-border text-sm"
        data-testid="abandon-losses"
      >
        {rows.map((row) => (
          <li key={row.capability} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="first-letter:uppercase">{t(row.label)}</span>
            <span className="shrink-0 text-right text-[13px]">
              <CellText cell={row.premium} />
            </span>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-3 rounded-lg bg-gold-100 p-3 text-sm">
        <Badge variant="demo">{t("subscription:dialogs.abandon.offerBadge", { percent })}</Badge>
        <span className="text-foreground">{t("subscription:dialogs.abandon.offer", { percent })}</span>
      </div>
    </ResultDialog>
  );
}
