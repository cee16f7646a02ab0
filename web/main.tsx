import "@fontsource-variable/inter";
import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { createAppRouter } from "./app/router";
import { session } from "./features/auth";
import { loadStartupScreen, servedWhileStarting } from "./features/startup";
import { setApiSession } from "./lib/api";
import { activeLocale, initI18n, wantsPseudoLocale } from "./lib/i18n";
import { intlTag, persistLocale, resolveLocale, splitLocalePath } from "./lib/locale";

// The API client reads, refreshes and clears tokens through the auth feature's session.
setApiSession(session);

// The language is fixed for the life of the page: changing it reloads.
const locale = resolveLocale(window.location.pathname);
if (splitLocalePath(window.location.pathname).locale) persistLocale(locale);
// Development only: `?lng=pseudo` shows the pseudo-locale (see web/lib/pseudo-locale.ts).
const messagesReady = initI18n(locale, { pseudo: wantsPseudoLocale(window.location.search) });
document.documentElement.lang = intlTag(activeLocale());

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The message catalogues are on their way (above); in parallel, fetch the first screen's code:
// the router starts loading it. Made in a task of its own, after this script's evaluation, so
// start-up is two shorter tasks rather than one long one.
const routerReady = new Promise<ReturnType<typeof createAppRouter>>((resolve) =>
  setTimeout(() => resolve(createAppRouter()), 0),
);

messagesReady.then(async () => {
  // Served while the first start prepares the data: the status page, then the app (a reload).
  if (servedWhileStarting()) {
    const StartupScreen = await loadStartupScreen();
    createRoot(root).render(
      <StrictMode>
        <StartupScreen onReady={() => window.location.reload()} />
      </StrictMode>,
    );
    return;
  }
  const router = await routerReady;
  // As a transition, React renders the first screen in slices of a few milliseconds, yielding
  // to the browser between them, instead of in one long task.
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
});
