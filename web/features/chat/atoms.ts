import type { ConversationSummary } from "@shared/api/chat";
import { atom } from "jotai";

/** The signed-in user's conversations (sidebar), newest first; null until first loaded. */
export const conversationsAtom = atom<ConversationSummary[] | null>(null);
/** Bumped to reload the list (after a reply is stored, a rename or a delete). */
export const conversationsVersionAtom = atom(0);
/** The mobile history sheet. */
export const historySheetOpenAtom = atom(false);
