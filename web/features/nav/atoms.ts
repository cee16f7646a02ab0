import { atom } from "jotai";

/** The "Feature in progress. Coming soon." dialog (ETFs ▸ Portfolio), openable from any menu. */
export const comingSoonOpenAtom = atom(false);
