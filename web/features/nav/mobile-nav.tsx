import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

// The sheet and its dialog code are fetched on the first press: they stay off the landing bundle.
const MobileNavSheet = lazy(() => import("./mobile-nav-sheet").then((m) => ({ default: m.MobileNavSheet })));

/** Narrow screens: the menu button, opening the whole navigation in a sheet. */
export function MobileNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // mounted from the first press on, so closing plays the sheet's exit animation
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label={t("nav:menu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        data-testid="mobile-menu-trigger"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-5" />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
