import { CheckCircle2Icon, Loader2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { validateEmail } from "@/features/auth";
import { sendEnterpriseContact } from "../subscription-api";

type Draft = { name: string; email: string; company: string; message: string };
type Field = keyof Draft;
type FieldError = { kind: "required" } | { kind: "invalidEmail" } | { kind: "tooLong"; max: number };

/** The same bounds the server checks (shared/api/subscription.ts). */
const maxLength: Record<Field, number> = { name: 100, email: 254, company: 200, message: 4000 };

export function validateContact(draft: Draft): Partial<Record<Field, FieldError>> {
  const errors: Partial<Record<Field, FieldError>> = {};
  for (const field of ["name", "email", "company", "message"] as const) {
    const value = draft[field].trim();
    if (!value) errors[field] = { kind: "required" };
    else if (value.length > maxLength[field]) errors[field] = { kind: "tooLong", max: maxLength[field] };
  }
  if (!errors.email && validateEmail(draft.email)) errors.email = { kind: "invalidEmail" };
  return errors;
}

/**
 * Contact sales (Enterprise) or support (after a failed payment): one form, mailed to the team
 * by the server; the result is shown in place.
 */
export function ContactDialog({
  open,
  onOpenChange,
  topic,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  topic: "sales" | "support";
  initial?: Partial<Draft>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({ name: "", email: "", company: "", message: "", ...initial });
  const [errors, setErrors] = useState<ReturnType<typeof validateContact>>({});
  const [state, setState] = useState<"editing" | "sending" | "sent" | "failed">("editing");

  const errorText = (field: Field): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    if (error.kind === "required") return t("subscription:enterprise.required");
    if (error.kind === "invalidEmail") return t("subscription:enterprise.invalidEmail");
    return t("subscription:enterprise.tooLong", { count: error.max });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState("sending");
    try {
      await sendEnterpriseContact(draft);
      setState("sent");
    } catch {
      setState("failed");
    }
  };

  const field = (name: Field, label: string, options: { type?: string; autoComplete?: string } = {}) => (
    <FormField id={`contact-${name}`} label={label} error={errorText(name)}>
      <Input
        id={`contact-${name}`}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        value={draft[name]}
        onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value }))}
        aria-invalid={Boolean(errors[name]) || undefined}
        aria-describedby={errors[name] ? `contact-${name}-message` : undefined}
      />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("subscription:dialogs.close")}
        data-testid="contact-dialog"
        data-topic={topic}
      >
        <DialogHeader>
          <DialogTitle>
            {topic === "sales"
              ? t("subscription:enterprise.title")
              : t("subscription:enterprise.supportTitle")}
          </DialogTitle>
          <DialogDescription>
            {topic === "sales"
              ? t("subscription:enterprise.description")
              : t("subscription:enterprise.supportDescription")}
          </DialogDescription>
        </DialogHeader>
        {state === "sent" ? (
          <div className="flex flex-col items-start gap-4">
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg bg-accent-50 p-3 text-accent-700 text-sm"
              data-testid="contact-sent"
            >
              <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t("subscription:enterprise.sent", { email: draft.email.trim() })}
            </p>
            <Button onClick={() => onOpenChange(false)}>{t("subscription:dialogs.close")}</Button>
          </div>
        ) : (
          <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit} data-testid="contact-form">
            <div className="grid gap-4 sm:grid-cols-2">
              {field("name", t("subscription:enterprise.name"), { autoComplete: "name" })}
              {field("email", t("subscription:enterprise.email"), { type: "email", autoComplete: "email" })}
            </div>
            {field("company", t("subscription:enterprise.company"), { autoComplete: "organization" })}
            <FormField
              id="contact-message"
              label={t("subscription:enterprise.message")}
              error={errorText("message")}
            >
              <textarea
                id="contact-message"
                rows={4}
                value={draft.message}
                onChange={(event) => setDraft((d) => ({ ...d, message: event.target.value }))}
                aria-invalid={Boolean(errors.message) || undefined}
                aria-describedby={errors.message ? "contact-message-message" : undefined}
                className="min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive"
              />
            </FormField>
            {state === "failed" ? (
              <p role="alert" className="text-destructive text-sm">
                {t("subscription:enterprise.failed")}
              </p>
            ) : null}
            <Button
              type="submit"
              disabled={state === "sending"}
              className="self-end"
              data-testid="contact-submit"
            >
              {state === "sending" ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              {t("subscription:enterprise.submit")}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
