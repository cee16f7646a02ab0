import type { PortfolioRecord } from "@shared/api/portfolio";
import type { ProductType } from "@shared/domain/product";
import { LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api";
import { type Draft, NAME_MAX_LENGTH, nameProblem } from "../draft";
import { limitOf, savePortfolio } from "../portfolio-api";

/**
 * Names and saves the portfolio (create, or replace when editing). The name is checked as typed
 * once the user has tried to save ("Portfolio name is required", "Portfolio name cannot exceed 40
 * characters"); the server checks it again. A plan's cap closes the dialog into the limit dialog.
 */
export function SaveDialog({
  open,
  onOpenChange,
  draft,
  productType,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: Draft;
  productType: ProductType;
  onSaved: (record: PortfolioRecord) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(draft.name);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = nameProblem(name);
  const error =
    tried && problem
      ? problem === "required"
        ? t("errors:validation.portfolioNameRequired")
        : t("errors:validation.portfolioNameTooLong")
      : (failure ?? undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (problem) return;
    setSaving(true);
    try {
      const record = await savePortfolio(draft, productType, name, { silent: true });
      onSaved(record);
    } catch (e) {
      // the plan's cap: the app's one plan dialog (features/plans) says so and offers the upgrade
      if (limitOf(e)) onOpenChange(false);
      else setFailure(e instanceof ApiError ? e.notice : t("portfolio:save.failed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("portfolio:close")} data-testid="save-dialog">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>
              {draft.id ? t("portfolio:save.updateTitle") : t("portfolio:save.title")}
            </DialogTitle>
          </DialogHeader>
          <FormField
            id={`${id}-name`}
            label={t("portfolio:save.name")}
            error={error}
            hint={t("portfolio:save.nameHint", { count: NAME_MAX_LENGTH })}
          >
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setFailure(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-name-message`}
              autoComplete="off"
              data-testid="portfolio-name"
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("portfolio:cancel")}
            </Button>
            <Button type="submit" disabled={saving} data-testid="save-confirm">
              {saving ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
              {t("portfolio:save.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
