import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** App-wide toasts (API errors, confirmations), styled with the design tokens, labelled in the page's language. */
export function Toaster(props: ToasterProps) {
  const { t } = useTranslation();
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={5000}
      containerAriaLabel={t("common:toasts.label")}
      // sonner's rich success green (27% lightness) reads at 4.3:1 on its tint; darker meets 4.5:1
      style={{ "--success-text": "hsl(140, 100%, 22%)" } as CSSProperties}
      toastOptions={{
        style: { fontFamily: "var(--font-sans)" },
        closeButtonAriaLabel: t("common:toasts.close"),
      }}
      {...props}
    />
  );
}
