import { LogOutIcon, UserRoundIcon } from "lucide-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { LazyDropdownMenu } from "@/components/lazy-dropdown-menu";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { useLogout } from "@/features/auth";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { accountSections } from "./nav-model";
import { planKeyFor, useNavState } from "./use-nav-state";

/** Signed in: a circle with the e-mail's first letter → User Center, Log out. Signed out: Log in. */
export function UserMenu() {
  const { t } = useTranslation();
  const { signedIn, user, initial } = useNavState();
  const location = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const logout = useLogout();

  if (!signedIn) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return (
      <div data-testid="user-menu" data-session="signed-out">
        <Button asChild variant="ghost" size="sm" className="font-medium">
          <Link to={`/login?redirect=${redirect}`} data-testid="user-menu-login">
            {t("nav:user.login")}
          </Link>
        </Button>
      </div>
    );
  }
  const planKey = planKeyFor(user?.authLevel);
  return (
    <LazyDropdownMenu
      trigger={{
        "data-testid": "user-menu",
        "data-session": "signed-in",
        "aria-label": t("nav:user.menu"),
        className:
          "rounded-full ring-offset-2 transition-shadow hover:ring-2 hover:ring-brand-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        children: (
          <Avatar>
            <AvatarFallback>{initial ?? <UserRoundIcon className="size-4" />}</AvatarFallback>
          </Avatar>
        ),
      }}
      content={(ui) => (
        <ui.DropdownMenuContent align="end" className="w-60">
          <ui.DropdownMenuLabel className="flex flex-col gap-0.5 py-2">
            <span className="truncate font-medium text-foreground text-sm">{user?.email}</span>
            {planKey ? <span className="text-muted-foreground text-xs">{t(planKey)}</span> : null}
          </ui.DropdownMenuLabel>
          <ui.DropdownMenuSeparator />
          {accountSections.map((section) => (
            <Fragment key={section[0]?.id}>
              {section.map(({ id, to, labelKey, icon: Icon }) => (
                <ui.DropdownMenuItem
                  key={id}
                  data-testid={`user-menu-${id}`}
                  onSelect={() => navigate(localized(to))}
                >
                  <Icon className="text-muted-foreground" />
                  {t(labelKey)}
                </ui.DropdownMenuItem>
              ))}
              <ui.DropdownMenuSeparator />
            </Fragment>
          ))}
          <ui.DropdownMenuItem data-testid="user-menu-logout" onSelect={() => void logout()}>
            <LogOutIcon className="text-muted-foreground" />
            {t("nav:user.logout")}
          </ui.DropdownMenuItem>
        </ui.DropdownMenuContent>
      )}
    />
  );
}
