import { type ReactNode, useMemo } from "react";
import { chatFor } from "../chat-store";
import { ConversationView } from "./conversation-view";

/**
 * A new conversation once its first question is asked: loaded on demand by NewConversation, so
 * the page that offers the question box does not load the chat runtime before it is used.
 */
export default function StartedConversation({
  id,
  question,
  onSent,
  empty,
}: {
  id: string;
  question: string;
  onSent?: () => void;
  empty: (ask: (text: string) => void, prompt: ReactNode) => ReactNode;
}) {
  const chat = useMemo(() => chatFor(id), [id]);
  return <ConversationView chat={chat} onSent={onSent} empty={empty} initialQuestion={question} />;
}
