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
      toastOptions={{
        style: { fontFamily: "var(--font-sans)" },
        closeButtonAriaLabel: t("common:toasts.close"),
      }}
      {...props}
    />
  );
}
