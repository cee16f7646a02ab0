import "@fontsource-variable/inter";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { createAppRouter } from "./app/router";
import { initI18n } from "./lib/i18n";
import { intlTag, persistLocale, resolveLocale, splitLocalePath } from "./lib/locale";

// The language is fixed for the life of the page: changing it reloads (spec §4).
const locale = resolveLocale(window.location.pathname);
if (splitLocalePath(window.location.pathname).locale) persistLocale(locale);
document.documentElement.lang = intlTag(locale);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Start fetching the message catalogues and, in parallel, the first screen's code.
const messagesReady = initI18n(locale);
const router = createAppRouter();

messagesReady.then(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
