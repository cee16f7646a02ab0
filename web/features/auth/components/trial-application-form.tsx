import type { Country, FinancialFocus } from "@shared/domain/account";
import type { MessageKey } from "@shared/messages";
import { Loader2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { authApi, countries, financialFocuses, type TrialApplication } from "../auth-api";
import { type FieldError, fieldErrorKeys, validateEmail, validateRequired } from "../validation";

type Draft = Omit<TrialApplication, "country" | "primaryFocus"> & { country: string; primaryFocus: string };
type TextField = "firstName" | "lastName" | "phone" | "companyName" | "jobTitle" | "email" | "invitationCode";
type SelectField = "country" | "primaryFocus";

const fieldLabels = {
  firstName: "auth:trial.fields.firstName",
  lastName: "auth:trial.fields.lastName",
  phone: "auth:trial.fields.phone",
  country: "auth:trial.fields.country",
  companyName: "auth:trial.fields.companyName",
  jobTitle: "auth:trial.fields.jobTitle",
  primaryFocus: "auth:trial.fields.primaryFocus",
  email: "auth:trial.fields.email",
  invitationCode: "auth:trial.fields.invitationCode",
} as const satisfies Record<TextField | SelectField, MessageKey<"auth">>;

const countryLabels = {
  china_mainland: "auth:trial.countries.china_mainland",
  hong_kong: "auth:trial.countries.hong_kong",
  singapore: "auth:trial.countries.singapore",
  us: "auth:trial.countries.us",
  other: "auth:trial.countries.other",
} as const satisfies Record<Country, MessageKey<"auth">>;

const focusLabels = {
  fund: "auth:trial.focuses.fund",
  etf: "auth:trial.focuses.etf",
  hk_us_stocks: "auth:trial.focuses.hk_us_stocks",
  virtual_currency: "auth:trial.focuses.virtual_currency",
  other: "auth:trial.focuses.other",
} as const satisfies Record<FinancialFocus, MessageKey<"auth">>;

const empty: Draft = {
  firstName: "",
  lastName: "",
  phone: "",
  country: "",
  companyName: "",
  jobTitle: "",
  primaryFocus: "",
  email: "",
  invitationCode: "",
  marketingOptIn: false,
};

function validate(draft: Draft): Partial<Record<keyof Draft, FieldError>> {
  const errors: Partial<Record<keyof Draft, FieldError>> = {
    firstName: validateRequired(draft.firstName),
    lastName: validateRequired(draft.lastName),
    email: validateEmail(draft.email),
    country: validateRequired(draft.country),
    primaryFocus: validateRequired(draft.primaryFocus),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as typeof errors;
}

/** The trial application (the sign-up application form; shared/api/auth.ts). */
export function TrialApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<ReturnType<typeof validate>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const errorOf = (key: keyof Draft) => {
    const error = errors[key];
    return error ? t(fieldErrorKeys[error]) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await authApi.submitTrialApplication({
        ...draft,
        country: draft.country as TrialApplication["country"],
        primaryFocus: draft.primaryFocus as TrialApplication["primaryFocus"],
        email: draft.email.trim(),
        invitationCode: draft.invitationCode?.trim() || undefined,
      });
      onSubmitted();
    } catch {
      // The client already showed the error toast; the form keeps what was typed.
    } finally {
      setSubmitting(false);
    }
  };

  const text = (
    key: TextField,
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <FormField
      id={`trial-${key}`}
      label={
        <>
          {t(fieldLabels[key])}
          {options.required ? <span className="ml-0.5 text-destructive">*</span> : null}
        </>
      }
      error={errorOf(key)}
    >
      <Input
        id={`trial-${key}`}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        value={draft[key] ?? ""}
        onChange={(event) => set(key, event.target.value)}
        aria-invalid={Boolean(errors[key]) || undefined}
        aria-describedby={errors[key] ? `trial-${key}-message` : undefined}
      />
    </FormField>
  );

  const select = <O extends string>(
    key: SelectField,
    options: readonly O[],
    labels: Record<O, MessageKey<"auth">>,
  ) => (
    <FormField
      id={`trial-${key}`}
      label={
        <>
          {t(fieldLabels[key])}
          <span className="ml-0.5 text-destructive">*</span>
        </>
      }
      error={errorOf(key)}
    >
      <Select value={draft[key]} onValueChange={(value) => set(key, value)}>
        <SelectTrigger id={`trial-${key}`} aria-invalid={Boolean(errors[key]) || undefined}>
          <SelectValue placeholder={t("auth:trial.select")} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {t(labels[option])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit} data-testid="trial-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", { required: true, autoComplete: "given-name" })}
        {text("lastName", { required: true, autoComplete: "family-name" })}
      </div>
      {text("email", { required: true, type: "email", autoComplete: "email" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("phone", { type: "tel", autoComplete: "tel" })}
        {select("country", countries, countryLabels)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("companyName", { autoComplete: "organization" })}
        {text("jobTitle", { autoComplete: "organization-title" })}
      </div>
      {select("primaryFocus", financialFocuses, focusLabels)}
      {text("invitationCode")}
      <div className="flex items-start gap-2.5">
        <Checkbox
          id="trial-marketing"
          checked={draft.marketingOptIn}
          onCheckedChange={(checked) => set("marketingOptIn", checked === true)}
          className="mt-0.5"
        />
        <Label htmlFor="trial-marketing" className="font-normal text-muted-foreground leading-snug">
          {t("auth:trial.fields.marketingOptIn")}
        </Label>
      </div>
      <Button type="submit" size="lg" disabled={submitting} className="mt-1">
        {submitting ? <Loader2Icon className="animate-spin" /> : null}
        {t("auth:trial.submit")}
      </Button>
    </form>
  );
}
