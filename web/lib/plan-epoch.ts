import { atom } from "jotai";

/**
 * Counts the caller's plan changes in this page's life (a trial started, a plan bought). Data
 * hooks (use-load.ts and the screens' own) reload when it moves, so a screen that was refused
 * works at once after an upgrade, without a page reload.
 */
export const planEpochAtom = atom(0);
