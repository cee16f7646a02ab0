import { LogInIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginUrlFor } from "@/lib/navigation";
import { cn } from "@/lib/utils";

/** Signed-out visitors can ask, but keep no history: say so, with the way to sign in. */
export function SignInHint({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <p
      data-testid="chat-sign-in-hint"
      className={cn("flex items-center gap-2 text-muted-foreground text-sm", className)}
    >
      <LogInIcon className="size-4 shrink-0 text-brand-600" />
      <span>
        {t("chat:signInHint.text")}{" "}
        <Link
          to={loginUrlFor(location.pathname + location.search)}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t("chat:signInHint.link")}
        </Link>
      </span>
    </p>
  );
}
