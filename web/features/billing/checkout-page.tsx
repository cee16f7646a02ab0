import type { CardField } from "@shared/domain/payment-card";
import { CreditCardIcon, LockIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { FormField } from "@/components/form-field";
import { Logo } from "@/components/logo";
import { PageFallback } from "@/components/page-fallback";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { get, post } from "@/lib/api";
import {
  type CardFormValues,
  cardFieldErrors,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from "./card-form";
import { HostedMessage } from "./hosted-message";
import { useHostedSession } from "./use-hosted-session";

const planKeys = {
  "premium-monthly": "billing:checkout.plan.premium-monthly",
  "premium-yearly": "billing:checkout.plan.premium-yearly",
} as const;

type Outcome = { kind: "declined"; liveCard: boolean; redirectUrl: string } | { kind: "paid" } | null;

const errorKeys = {
  number: "billing:checkout.errors.number",
  expiry: "billing:checkout.errors.expiry",
  cvc: "billing:checkout.errors.cvc",
  name: "billing:checkout.errors.name",
} as const satisfies Record<CardField, string>;

/**
 * /checkout/:id — the built-in payment provider's hosted checkout: the plan and its price, a
 * card form checked as Stripe's is (Luhn, expiry, CVC), then back to the app's page with
 * `?checkout=success|failed|cancelled`. Test cards only (4242… pays, 4000 0000 0000 0002 is declined).
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const format = useFormatters();
  const [state] = useHostedSession(id, (options) =>
    get("/v1/pub/checkout/sessions/{id}", undefined, options),
  );
  const [values, setValues] = useState<CardFormValues>({ number: "", expiry: "", cvc: "", name: "" });
  const [errors, setErrors] = useState<CardField[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (state.kind === "loading") return <PageFallback />;
  if (state.kind === "missing") return <HostedMessage text={t("billing:checkout.missing")} />;
  const { view } = state;
  if (view.state === "complete") return <HostedMessage text={t("billing:checkout.complete")} />;
  if (view.state === "expired") return <HostedMessage text={t("billing:checkout.missing")} />;
  const price = view.plan.price;
  const planId = view.plan.id === "premium-yearly" ? "premium-yearly" : "premium-monthly";
  // the abandon offer takes its share off the first payment only (the server bills the same)
  const dueNow =
    price && view.percentOff ? Math.round(price.amount * (100 - view.percentOff)) / 100 : price?.amount;
  // a sum to pay shows its cents when it has any (US$7.50, not US$8)
  const priceText =
    price && dueNow !== undefined
      ? format.currency(dueNow, price.currency, Number.isInteger(dueNow) ? 0 : 2)
      : "";
  const per = t(view.plan.interval === "year" ? "billing:checkout.perYear" : "billing:checkout.perMonth");

  const set = (field: keyof CardFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => e.filter((f) => f !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = cardFieldErrors(values, new Date());
    setErrors(wrong);
    if (wrong.length > 0) return;
    const expiry = parseExpiry(values.expiry)!;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await post(
        "/v1/pub/checkout/sessions/{id}/pay",
        {
          number: values.number,
          expMonth: expiry.month,
          expYear: expiry.year,
          cvc: values.cvc,
          name: values.name,
        },
        undefined,
        { params: { id }, auth: "none" },
      );
      if (result.result === "success") {
        setOutcome({ kind: "paid" });
        window.location.assign(result.redirectUrl);
        return;
      }
      setOutcome({
        kind: "declined",
        liveCard: result.declineCode === "test_mode_live_card",
        redirectUrl: result.redirectUrl,
      });
    } catch {
      // the client's toast says what went wrong
    } finally {
      setBusy(false);
    }
  };

  const field = (name: CardField) => ({
    id: `card-${name}`,
    error: errors.includes(name) ? t(errorKeys[name]) : undefined,
  });
  const invalid = (name: CardField) => ({
    "aria-invalid": errors.includes(name) || undefined,
    "aria-describedby": errors.includes(name) ? `card-${name}-message` : undefined,
  });
  const backUrl = outcome?.kind === "declined" ? outcome.redirectUrl : view.cancelUrl;

  return (
    <div
      className="flex min-h-dvh flex-1 flex-col items-center bg-muted/40 px-4 py-10"
      data-testid="checkout-page"
    >
      <div className="grid w-full max-w-4xl gap-6 md:grid-cols-[1fr_1.1fr]">
        <section className="flex flex-col gap-6 p-2">
          <Logo />
          <div className="flex flex-col gap-2">
            <p className="text-muted-foreground text-sm">{t("billing:checkout.payTo")}</p>
            <h1 className="font-semibold text-2xl">{t(planKeys[planId])}</h1>
            {price ? (
              <p className="flex items-baseline gap-2">
                <Value
                  kind="currency"
                  value={dueNow}
                  currency={price.currency}
                  className="font-semibold text-4xl"
                />
                {view.percentOff ? (
                  <s className="text-muted-foreground" data-testid="checkout-full-price">
                    {format.currency(price.amount, price.currency)}
                  </s>
                ) : (
                  <span className="text-muted-foreground">{per}</span>
                )}
              </p>
            ) : null}
            {price && view.percentOff ? (
              <p className="text-brand-600 text-sm" data-testid="checkout-offer">
                {t("billing:checkout.offer", {
                  percent: view.percentOff,
                  price: format.currency(price.amount, price.currency),
                  per,
                })}
              </p>
            ) : null}
            {view.plan.founder ? (
              <p className="text-brand-600 text-sm">{t("billing:checkout.founder")}</p>
            ) : null}
          </div>
          <dl className="text-sm">
            <dt className="text-muted-foreground">{t("billing:checkout.email")}</dt>
            <dd className="font-medium">{view.email}</dd>
          </dl>
          <Button asChild variant="ghost" size="sm" className="self-start">
            <a href={backUrl} data-testid="checkout-back">
              ← {t("billing:checkout.back")}
            </a>
          </Button>
        </section>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CreditCardIcon className="size-5" aria-hidden />
              {t("billing:checkout.title")}
            </CardTitle>
            <p
              className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 text-xs"
              data-testid="checkout-test-mode"
            >
              {t("billing:checkout.testMode")}
            </p>
          </CardHeader>
          <CardContent>
            <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
              <FormField {...field("number")} label={t("billing:checkout.cardNumber")}>
                <Input
                  id="card-number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  value={values.number}
                  onChange={(e) => set("number", formatCardNumber(e.target.value))}
                  {...invalid("number")}
                />
              </FormField>
              <div className="grid grid-cols-2 gap-4">
                <FormField {...field("expiry")} label={t("billing:checkout.expiry")}>
                  <Input
                    id="card-expiry"
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM/YY"
                    value={values.expiry}
                    onChange={(e) => set("expiry", formatExpiry(e.target.value))}
                    {...invalid("expiry")}
                  />
                </FormField>
                <FormField {...field("cvc")} label={t("billing:checkout.cvc")}>
                  <Input
                    id="card-cvc"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="123"
                    maxLength={4}
                    value={values.cvc}
                    onChange={(e) => set("cvc", e.target.value.replace(/\D/g, ""))}
                    {...invalid("cvc")}
                  />
                </FormField>
              </div>
              <FormField {...field("name")} label={t("billing:checkout.name")}>
                <Input
                  id="card-name"
                  autoComplete="cc-name"
                  value={values.name}
                  onChange={(e) => set("name", e.target.value)}
                  {...invalid("name")}
                />
              </FormField>
              {outcome?.kind === "declined" ? (
                <div
                  role="alert"
                  className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-destructive text-sm"
                  data-testid="checkout-declined"
                >
                  {t(outcome.liveCard ? "billing:checkout.liveCard" : "billing:checkout.declined")}
                </div>
              ) : null}
              {outcome?.kind === "paid" ? (
                <p role="status" className="text-muted-foreground text-sm">
                  {t("billing:checkout.returning")}
                </p>
              ) : null}
              <Button
                type="submit"
                size="lg"
                disabled={busy || outcome?.kind === "paid"}
                data-testid="checkout-pay"
              >
                <LockIcon aria-hidden />
                {busy ? t("billing:checkout.paying") : t("billing:checkout.pay", { amount: priceText })}
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
