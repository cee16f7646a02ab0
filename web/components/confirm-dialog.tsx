import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { dialogContentVariants } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

/**
 * A confirmation (radix AlertDialog: focus starts on Cancel, Escape cancels, focus returns to
 * the control that opened it). `onConfirm` runs before it closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = true,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** A red confirm button for what cannot be undone (the default); otherwise the primary one. */
  destructive?: boolean;
  testId?: string;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/45 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className={dialogContentVariants({ size: "confirm" })} data-testid={testId}>
          <div className="flex flex-col gap-1.5">
            <AlertDialog.Title className="font-semibold text-foreground text-lg leading-snug">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-muted-foreground text-sm leading-relaxed">
              {description}
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              className={buttonVariants({ variant: "outline" })}
              data-testid="confirm-cancel"
            >
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(buttonVariants({ variant: destructive ? "destructive" : "default" }))}
              onClick={onConfirm}
              data-testid="confirm-ok"
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
