import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { LazyToaster } from "@/components/lazy-toaster";
import { i18n } from "@/lib/i18n";
import { appStore } from "@/lib/store";

/** App-wide context: the jotai store, i18next and toasts. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18n}>
        {children}
        <LazyToaster />
      </I18nextProvider>
    </JotaiProvider>
  );
}
