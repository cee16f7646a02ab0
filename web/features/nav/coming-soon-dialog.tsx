import { useAtom } from "jotai";
import { HourglassIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@/components/ui/dialog";
import { comingSoonOpenAtom } from "./atoms";

/** ETFs ▸ Portfolio: "Feature in progress. Coming soon." with "Got it"; 455 px wide. */
export function ComingSoonDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(comingSoonOpenAtom);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent size="comingSoon" data-testid="coming-soon-dialog" className="items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <HourglassIcon className="size-6" />
        </span>
        <DialogTitle className="text-base">{t("nav:comingSoon.title")}</DialogTitle>
        <DialogDescription className="-mt-2">{t("nav:comingSoon.description")}</DialogDescription>
        <DialogFooter className="w-full sm:justify-center">
          <DialogClose asChild>
            <Button className="min-w-32" data-testid="coming-soon-ok">
              {t("nav:comingSoon.ok")}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
