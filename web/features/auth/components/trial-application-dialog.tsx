import { CircleCheckIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { TrialApplicationForm } from "./trial-application-form";

/** "Apply for a free trial": the application form, then the confirmation (priority contact within 24 hours). */
export function TrialApplicationDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSubmitted(false);
      }}
    >
      <DialogTrigger asChild>
        <button type="button" className="font-medium text-brand-700 hover:underline" data-testid="trial-link">
          {t("auth:trial.link")}
        </button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common:actions.close")} data-testid="trial-dialog">
        {submitted ? (
          <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="trial-received">
            <span className="flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
              <CircleCheckIcon className="size-6" />
            </span>
            <DialogTitle>{t("auth:trial.receivedTitle")}</DialogTitle>
            <DialogDescription>{t("auth:trial.receivedBody")}</DialogDescription>
            <DialogClose asChild>
              <Button className="mt-2 min-w-32">{t("common:actions.done")}</Button>
            </DialogClose>
          </div>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("auth:trial.title")}</DialogTitle>
              <DialogDescription>{t("auth:trial.description")}</DialogDescription>
            </DialogHeader>
            <TrialApplicationForm onSubmitted={() => setSubmitted(true)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
