import type { ShareKind, ShareLink } from "@shared/api/sharing";
import {
  CopyIcon,
  DownloadIcon,
  ExternalLinkIcon,
  LinkIcon,
  LoaderCircleIcon,
  Share2Icon,
  Trash2Icon,
} from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { ApiError, del, post } from "@/lib/api";
import { toast } from "@/lib/toast";

export type ShareDialogProps = {
  kind: ShareKind;
  /** The report's or portfolio's id, or the product's fund code. */
  id: string;
  /** What is shared, for the poster's alternative text and the download's file name. */
  title: string;
};

type State =
  | { status: "idle" }
  | { status: "creating" }
  | { status: "ready"; link: ShareLink; posterLoaded: boolean }
  | { status: "revoking"; link: ShareLink };

/** The web address of a share's page for someone else to open. */
const absolute = (path: string) => new URL(path, window.location.origin).toString();

/**
 * The Share button and its dialog: make a read-only link (POST /v1/app/share), copy or open it,
 * see the poster (a PNG with a QR code to the link) and download it, revoke the link. The page
 * must have loaded the `sharing` message namespace.
 */
export function ShareDialog({ kind, id, title }: ShareDialogProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: "idle" });
  const linkId = useId();

  const create = async () => {
    setState({ status: "creating" });
    try {
      const link = await post("/v1/app/share", { kind, id }, undefined, { silent: true });
      setState({ status: "ready", link, posterLoaded: false });
    } catch (e) {
      setState({ status: "idle" });
      toast.error(e instanceof ApiError ? e.notice : t("sharing:dialog.failed"));
    }
  };

  const revoke = async (link: ShareLink) => {
    setState({ status: "revoking", link });
    try {
      await del("/v1/app/share/{hash}", undefined, { params: { hash: link.hash }, silent: true });
      toast.success(t("sharing:dialog.revoked"));
      setState({ status: "idle" });
    } catch (e) {
      setState({ status: "ready", link, posterLoaded: true });
      toast.error(e instanceof ApiError ? e.notice : t("sharing:dialog.failed"));
    }
  };

  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast.success(t("sharing:dialog.copied"));
  };

  const link = state.status === "ready" || state.status === "revoking" ? state.link : null;
  const fileName = `${
    title
      .replace(/[\\/:*?"<>|]+/g, " ")
      .trim()
      .slice(0, 60) || "fundpilot"
  }.png`;

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid="share-open">
          <Share2Icon aria-hidden />
          {t("sharing:dialog.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common:actions.close")} data-testid="share-dialog">
        <DialogHeader>
          <DialogTitle>{t("sharing:dialog.title")}</DialogTitle>
          <DialogDescription>{t("sharing:dialog.description")}</DialogDescription>
        </DialogHeader>
        {link ? (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={linkId} className="font-medium text-sm">
                {t("sharing:dialog.linkLabel")}
              </label>
              <div className="flex gap-2">
                <Input
                  id={linkId}
                  readOnly
                  value={absolute(link.url)}
                  onFocus={(e) => e.currentTarget.select()}
                  data-testid="share-url"
                />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => copy(absolute(link.url))}
                  data-testid="share-copy"
                >
                  <CopyIcon aria-hidden />
                  {t("sharing:dialog.copy")}
                </Button>
              </div>
            </div>
            <figure className="flex flex-col items-center gap-2">
              <figcaption className="self-start font-medium text-sm">{t("sharing:dialog.poster")}</figcaption>
              <div className="relative aspect-[4/5] w-full max-w-[280px] overflow-hidden rounded-lg border border-border bg-muted">
                {state.status === "ready" && !state.posterLoaded ? (
                  <LoaderCircleIcon
                    className="absolute inset-0 m-auto size-6 animate-spin text-muted-foreground"
                    aria-hidden
                  />
                ) : null}
                <img
                  src={link.posterPngUrl}
                  alt={t("sharing:dialog.posterAlt", { title })}
                  width={1080}
                  height={1350}
                  className="relative h-full w-full object-contain"
                  onLoad={() => setState((s) => (s.status === "ready" ? { ...s, posterLoaded: true } : s))}
                  data-testid="share-poster"
                />
              </div>
            </figure>
            <div className="flex flex-wrap justify-between gap-2">
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <a href={link.posterPngUrl} download={fileName} data-testid="share-download">
                    <DownloadIcon aria-hidden />
                    {t("sharing:dialog.download")}
                  </a>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <a href={link.url} target="_blank" rel="noopener" data-testid="share-visit">
                    <ExternalLinkIcon aria-hidden />
                    {t("sharing:dialog.open_page")}
                  </a>
                </Button>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => revoke(link)}
                disabled={state.status === "revoking"}
                data-testid="share-revoke"
              >
                <Trash2Icon aria-hidden />
                {t("sharing:dialog.revoke")}
              </Button>
            </div>
          </div>
        ) : (
          <Button onClick={create} disabled={state.status === "creating"} data-testid="share-create">
            {state.status === "creating" ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden />
            ) : (
              <LinkIcon aria-hidden />
            )}
            {state.status === "creating" ? t("sharing:dialog.creating") : t("sharing:dialog.create")}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
