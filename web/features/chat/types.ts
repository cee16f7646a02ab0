import type { ToolName } from "@shared/tools";
import type { ChatMessage, ChatMessagePart, ChatMetadata, ChatTools } from "@shared/tools/chat";
import type { ToolOk, ToolRefusal } from "@shared/tools/common";
import type { ToolUIPart } from "ai";

/** Types of the chat as the web sees them, all derived from the shared contracts (no zod at runtime). */
export type { ChatMessage, ChatMessagePart, ChatMetadata, ToolName, ToolRefusal };

export type ChatToolPart = ToolUIPart<ChatTools>;
/** The part of one tool, with its typed input and output. */
export type ToolPartOf<K extends ToolName> = Extract<ChatToolPart, { type: `tool-${K}` }>;

export type ToolInput<K extends ToolName> = ChatTools[K]["input"];
export type ToolOutput<K extends ToolName> = ChatTools[K]["output"];
/** What a card draws: the tool's successful output (the frame handles every refusal). */
export type OkOutput<K extends ToolName> = ToolOk<ToolOutput<K>>;
