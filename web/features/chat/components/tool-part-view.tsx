import { toolCards } from "../tool-cards";
import { ToolCardFrame } from "../tool-cards/tool-card-frame";
import { isChatToolName } from "../tool-cards/tool-meta";
import type { ToolCard } from "../tool-cards/types";
import type { ChatMessagePart, ChatToolPart, ToolName } from "../types";

/** The tool name of a `tool-<name>` part, or null for any other part. */
export function toolNameOf(part: ChatMessagePart): string | null {
  return part.type.startsWith("tool-") ? part.type.slice("tool-".length) : null;
}

/**
 * A tool part through the card registry: the message renderer never grows when a tool is
 * added. A tool this web does not know (a newer server) is not drawn; its text answer still is.
 */
export function ToolPartView({ part }: { part: ChatMessagePart }) {
  const name = toolNameOf(part);
  if (!name || !isChatToolName(name)) return null;
  return (
    <ToolCardFrame<ToolName>
      name={name}
      part={part as ChatToolPart}
      card={toolCards[name] as unknown as ToolCard<ToolName>}
    />
  );
}
