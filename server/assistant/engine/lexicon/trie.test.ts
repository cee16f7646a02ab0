import { describe, expect, it } from "vitest";
import { Trie } from "./trie";

const trie = new Trie();
trie.add("us", { type: "region", value: "us", exact: "US" });
trie.add("us", { type: "stop", value: "w" });
trie.add("fee", { type: "metric", value: "fee" });
trie.add("hong kong", { type: "region", value: "hong_kong" });
trie.add("hong kong dollar", { type: "currency", value: "HKD" });
trie.add("債", { type: "assetClass", value: "Bond" });
trie.add("债券", { type: "assetClass", value: "Bond" });

const spans = (text: string, original = text) =>
  trie
    .matchAll(text, (s, e) => original.slice(s, e))
    .map((m) => [text.slice(m.start, m.end), m.tags.map((t) => t.type)]);

describe("trie: longest match on word boundaries", () => {
  it.each([
    ["hong kong dollar funds", [["hong kong dollar", ["currency"]]]],
    ["hong kong funds", [["hong kong", ["region"]]]],
    ["bonus", []],
    ["fees", [["fees", ["metric"]]]],
    ["feeder", []],
    ["美元债券", [["债券", ["assetClass"]]]],
  ])("%j", (text, expected) => {
    expect(spans(text)).toEqual(expected);
  });

  it("a case-sensitive form needs its case in the original text", () => {
    expect(spans("us bonds", "US bonds")).toEqual([["us", ["region", "stop"]]]);
    expect(spans("us bonds", "us bonds")).toEqual([["us", ["stop"]]]);
  });
});
