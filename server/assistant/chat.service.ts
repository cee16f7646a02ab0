/**
 * A chat turn's messages (POST /api/chat): the history and the new user message. Signed-in
 * callers' history is the stored conversation (the client cannot rewrite stored tool results);
 * anonymous callers' is what they sent, checked against the tool contracts, and never stored.
 */
import { safeValidateUIMessages } from "ai";
import { CHAT_TEXT_MAX, type ChatRequest } from "../../shared/api/chat";
import { toolDefs } from "../../shared/tools";
import { type ChatMessage, chatMetadataSchema } from "../../shared/tools/chat";
import { AppError } from "../http/app-error";
import type { AccessClaims } from "../platform/identity/access-token";
import type { ConversationService } from "./conversations.service";
import { upgradeLegacyParts } from "./legacy-parts";

const invalid = (field: string, message: string) =>
  new AppError("validationFailed", `${field}: ${message}`, { field }, { field });

/** The new message: from the user, text only, 1..CHAT_TEXT_MAX characters. */
function userMessageOf(body: ChatRequest): { message: ChatMessage; text: string } {
  const index = body.messages.length - 1;
  const last = body.messages[index]!;
  const field = `messages.${index}`;
  if (last.role !== "user") throw invalid(`${field}.role`, "the last message must be the user's");
  const texts: string[] = [];
  for (const [i, part] of last.parts.entries()) {
    if (part.type !== "text" || typeof part.text !== "string")
      throw invalid(`${field}.parts.${i}`, "only text parts are accepted");
    texts.push(part.text);
  }
  const text = texts.join("\n").trim();
  if (!text) throw invalid(`${field}.parts`, "the message is empty");
  if (text.length > CHAT_TEXT_MAX) throw invalid(`${field}.parts`, `longer than ${CHAT_TEXT_MAX} characters`);
  return { message: { id: last.id, role: "user", parts: [{ type: "text", text }] }, text };
}

export interface PreparedTurn {
  /** History + the new user message: what the model sees and the stream's originalMessages. */
  messages: ChatMessage[];
  /** Position of the new user message: where the stored conversation is rewritten from. */
  from: number;
  /** The conversation's title if it is new (from its first question). */
  firstText: string;
  /** The new question's text. */
  text: string;
}

export async function prepareTurn(input: {
  body: ChatRequest;
  user: AccessClaims | null;
  conversations: ConversationService;
}): Promise<PreparedTurn> {
  const { body, user } = input;
  const { message, text } = userMessageOf(body);
  if (user) {
    const stored = (await input.conversations.history(user.userId, body.id)).messages;
    // the same user message again (a retry or "regenerate") replaces that turn
    const again = stored.findIndex((m) => m.id === message.id && m.role === "user");
    const history = again >= 0 ? stored.slice(0, again) : stored;
    const firstUser = history.find((m) => m.role === "user");
    const firstText = firstUser?.parts.flatMap((p) => (p.type === "text" ? [p.text] : [])).join(" ") ?? text;
    return { messages: [...history, message], from: history.length, firstText, text };
  }
  const sent = body.messages.slice(0, -1);
  if (sent.length === 0) return { messages: [message], from: 0, firstText: text, text };
  const checked = await safeValidateUIMessages<ChatMessage>({
    messages: sent.map((m) => ({ ...m, parts: upgradeLegacyParts(m.parts) })),
    // a message may come without metadata (useChat adds none to user messages)
    metadataSchema: chatMetadataSchema.optional(),
    tools: toolDefs,
  });
  if (!checked.success) throw invalid("messages", checked.error.message.slice(0, 200));
  return { messages: [...checked.data, message], from: 0, firstText: text, text };
}
