import { Toaster as Sonner, type ToasterProps } from "sonner";

/** App-wide toasts (API errors, confirmations), styled with the design tokens. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={5000}
      toastOptions={{ style: { fontFamily: "var(--font-sans)" } }}
      {...props}
    />
  );
}
