import { useEffect } from "react";
import { reportApiError } from "@/lib/api";
import { authApi } from "../auth-api";
import { useCompleteSignIn } from "./use-complete-sign-in";

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

const GSI_SRC = "https://accounts.google.com/gsi/client";

/**
 * Google one-tap when the server has a Google client id: loads Google's client (allowed by the
 * CSP only then), shows the prompt, and trades the ID token for our token pair on the server,
 * which verifies it against Google's keys.
 */
export function useGoogleOneTap(clientId: string | null): void {
  const completeSignIn = useCompleteSignIn();
  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    const start = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (cancelled || !google) return;
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          authApi.googleOneTap(credential).then(completeSignIn, reportApiError);
        },
      });
      google.accounts.id.prompt();
    };
    let script = document.querySelector<HTMLScriptElement>(`script[src="${GSI_SRC}"]`);
    if (script) start();
    else {
      script = document.createElement("script");
      script.src = GSI_SRC;
      script.async = true;
      script.addEventListener("load", start);
      document.head.append(script);
    }
    return () => {
      cancelled = true;
      (window as unknown as { google?: GoogleIdentity }).google?.accounts.id.cancel();
    };
  }, [clientId, completeSignIn]);
}
