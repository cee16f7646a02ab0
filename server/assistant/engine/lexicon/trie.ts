/**
 * The longest-match dictionary matcher (segmenting by dictionary, not by a word segmenter): one character
 * trie over every normalized surface form, walked from each position of a message. Forms that
 * start or end with a letter or digit match on word boundaries only (so "us" is not found in
 * "bonus"); a form ending in a letter also matches with a trailing "s" (fee → fees).
 */
export interface Tag {
  type: string;
  value: string;
  /** Counts only next to an asset, product-type or metric word ("us" in "us bonds"). */
  weak?: boolean;
  /** When set, the original text must read exactly this (case-sensitive forms such as "US"). */
  exact?: string;
}

interface Node {
  next: Map<string, Node>;
  tags?: Tag[];
}

export interface TrieMatch {
  start: number;
  end: number;
  tags: Tag[];
}

const WORD = /[a-z0-9]/;
const isWord = (c: string | undefined) => c !== undefined && WORD.test(c);
const LETTER = /[a-z]/;
const sameTag = (a: Tag, b: Tag) =>
  a.type === b.type && a.value === b.value && !!a.weak === !!b.weak && a.exact === b.exact;

export class Trie {
  private readonly root: Node = { next: new Map() };
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(form: string, tag: Tag): void {
    if (!form) return;
    let node = this.root;
    for (const c of form) {
      let child = node.next.get(c);
      if (!child) {
        child = { next: new Map() };
        node.next.set(c, child);
      }
      node = child;
    }
    if (!node.tags) {
      node.tags = [];
      this.count++;
    }
    if (!node.tags.some((t) => sameTag(t, tag))) node.tags.push(tag);
  }

  /**
   * The longest acceptable form starting at each word-start position. `original(start, end)`
   * gives the source text of a span, for case-sensitive forms.
   */
  matchAll(text: string, original: (start: number, end: number) => string): TrieMatch[] {
    const out: TrieMatch[] = [];
    for (let i = 0; i < text.length; i++) {
      if (isWord(text[i]) && isWord(text[i - 1])) continue;
      const m = this.formsAt(text, i, original).at(-1);
      if (m) out.push(m);
    }
    return out;
  }

  /**
   * Every acceptable form at each word start, shortest first: the alternatives a longer form
   * hides, for when that form loses to an overlapping longer one ("三年回報最好": "年回報" gives
   * way to "回報最好", and "年" is still there to take).
   */
  matchEvery(text: string, original: (start: number, end: number) => string): TrieMatch[] {
    const out: TrieMatch[] = [];
    for (let i = 0; i < text.length; i++) {
      if (isWord(text[i]) && isWord(text[i - 1])) continue;
      out.push(...this.formsAt(text, i, original));
    }
    return out;
  }

  private formsAt(text: string, start: number, original: (s: number, e: number) => string) {
    let node: Node | undefined = this.root;
    const found: TrieMatch[] = [];
    let i = start;
    while (node && i < text.length) {
      node = node.next.get(text[i]!);
      i++;
      if (!node?.tags) continue;
      const end = acceptEnd(text, start, i);
      if (end === 0) continue;
      const tags = node.tags.filter((t) => t.exact === undefined || t.exact === original(start, i));
      if (tags.length === 0) continue;
      // "holding" + plural s and the form "holdings" end alike: the written form wins
      if (found.at(-1)?.end === end) found.pop();
      found.push({ start, end, tags });
    }
    return found;
  }
}

/** End of an acceptable match on word boundaries (with a plural "s"), or 0. */
function acceptEnd(text: string, start: number, end: number): number {
  const last = text[end - 1]!;
  if (!isWord(last) || !isWord(text[end])) return end;
  // "fee" + "s": the plural of a form ending in a letter
  if (LETTER.test(last) && text[end] === "s" && !isWord(text[end + 1]) && end - start >= 3) return end + 1;
  return 0;
}
