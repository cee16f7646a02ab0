import type { OAuthProviders } from "@shared/api/auth";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { hrefFor } from "@/lib/api";
import { cn } from "@/lib/utils";
import { authApi } from "../auth-api";
import { redirectTarget } from "../hooks/use-complete-sign-in";
import { useGoogleOneTap } from "../hooks/use-google-one-tap";

/**
 * "Continue with <provider>" for every OpenID Connect issuer the server is configured with (a
 * full-page navigation to the server, which redirects to the provider), and Google one-tap when
 * Google is configured. Renders nothing when no provider is configured.
 */
export function ThirdPartySignIn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [config, setConfig] = useState<OAuthProviders>();
  useEffect(() => {
    let live = true;
    authApi.oauthProviders().then(
      (value) => live && setConfig(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  useGoogleOneTap(config?.googleOneTapClientId ?? null);
  if (!config || config.providers.length === 0) return null;
  const redirect = redirectTarget(params.get("redirect"));
  return (
    <div className="flex flex-col gap-3" data-testid="third-party-sign-in">
      <div className="flex items-center gap-3 text-muted-foreground text-xs">
        <span className="h-px flex-1 bg-border" />
        {t("auth:oauth.or")}
        <span className="h-px flex-1 bg-border" />
      </div>
      {config.providers.map((p) => (
        <a
          key={p.name}
          href={hrefFor("/v1/pub/oauth/render/{provider}", {
            params: { provider: p.name },
            query: { redirect },
          })}
          className={cn(buttonVariants({ variant: "outline" }), "h-11 w-full")}
          data-testid={`oauth-${p.name}`}
        >
          {t("auth:oauth.continueWith", { provider: p.label })}
        </a>
      ))}
    </div>
  );
}
