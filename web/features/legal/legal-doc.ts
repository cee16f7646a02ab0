import type { MessageKey, NamespacedKey } from "@shared/messages";

/**
 * Shape of one document in locales/<locale>/legal.json. Sections and their blocks are objects
 * (not arrays) so every locale has the same keys for `npm run i18n:check`; key order is the
 * reading order. Block keys: "p…" a paragraph, "li…" a bullet (consecutive bullets form one list).
 */
export type LegalSection = { title: string } & Record<string, string>;
export type LegalDoc = { title: string; summary: string; sections: Record<string, LegalSection> };

export const legalDocs = ["disclaimer", "use-policy", "user-agreement"] as const;
export type LegalDocName = (typeof legalDocs)[number];

/** Each document's subtree in legal.json (read whole, with `returnObjects`) and its title. */
export const legalDocKeys = {
  disclaimer: { doc: "legal:disclaimer", title: "legal:disclaimer.title" },
  "use-policy": { doc: "legal:use-policy", title: "legal:use-policy.title" },
  "user-agreement": { doc: "legal:user-agreement", title: "legal:user-agreement.title" },
} as const satisfies Record<
  LegalDocName,
  { doc: NamespacedKey<"legal", LegalDocName>; title: MessageKey<"legal"> }
>;

/** Date the current texts took effect (ISO). Update with any change of substance. */
export const legalEffectiveDate = "2026-11-20";

export type Block = { key: string; kind: "p"; text: string } | { key: string; kind: "ul"; items: string[] };

export function blocksOf(section: LegalSection): Block[] {
  const blocks: Block[] = [];
  for (const [key, text] of Object.entries(section)) {
    if (key === "title") continue;
    const last = blocks.at(-1);
    if (key.startsWith("li")) {
      if (last?.kind === "ul") last.items.push(text);
      else blocks.push({ key, kind: "ul", items: [text] });
    } else {
      blocks.push({ key, kind: "p", text });
    }
  }
  return blocks;
}

export function isLegalDoc(value: unknown): value is LegalDoc {
  return typeof value === "object" && value !== null && "sections" in value && "title" in value;
}
