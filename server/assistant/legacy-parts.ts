/**
 * Tool outputs written by earlier versions, brought to today's contracts when they are read
 * back (stored conversations, share links, the history an anonymous browser sends), so an old
 * card still renders and an old history still validates. One entry per contract change:
 *
 * - getCuratedList: items ranked by `value` are now ranked by `listValue` (the Top Picks item
 *   schema's name), and the preview is `{rows, capability}` instead of `preview: true` plus
 *   `previewRows`.
 */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function upgradeCuratedList(output: Json): Json {
  if (output.status !== "ok" || !("previewRows" in output || typeof output.preview === "boolean"))
    return output;
  const { preview, previewRows, ...rest } = output;
  const items = Array.isArray(rest.items)
    ? rest.items.map((item) =>
        isObject(item) && "value" in item && !("listValue" in item)
          ? (({ value, ...others }) => ({ ...others, listValue: value }))(item)
          : item,
      )
    : rest.items;
  return {
    ...rest,
    items,
    ...(preview === true && typeof previewRows === "number"
      ? { preview: { rows: previewRows, capability: "topPicks" } }
      : {}),
  };
}

const upgrades: Record<string, (output: Json) => Json> = {
  "tool-getCuratedList": upgradeCuratedList,
};

/** The parts with every known legacy tool output upgraded; anything else is returned as is. */
export function upgradeLegacyParts<P>(parts: readonly P[]): P[] {
  return parts.map((part) => {
    if (!isObject(part) || typeof part.type !== "string" || !isObject(part.output)) return part;
    const upgrade = upgrades[part.type];
    return upgrade ? ({ ...part, output: upgrade(part.output) } as P) : part;
  });
}
