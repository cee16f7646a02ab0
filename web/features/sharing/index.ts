/**
 * Sharing: the Share button with its dialog (link, copy, poster preview and download, revoke)
 * for the screens that share something, and the public page of a link (/s/:hash, loaded by
 * the router). Pages that show the dialog load the `sharing` message namespace.
 */
export { ShareDialog, type ShareDialogProps } from "./share-dialog";
