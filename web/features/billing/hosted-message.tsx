import { CircleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLocalizedPath } from "@/lib/use-localized-path";

/** The hosted checkout or billing page when it cannot be used (expired, unknown, already paid). */
export function HostedMessage({ text }: { text: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
      data-testid="hosted-message"
    >
      <CircleAlertIcon className="size-8 text-muted-foreground" aria-hidden />
      <p className="text-muted-foreground">{text}</p>
      <Button asChild size="sm" variant="outline">
        <Link to={localized("/")}>{t("billing:checkout.home")}</Link>
      </Button>
    </div>
  );
}
