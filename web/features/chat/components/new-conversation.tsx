import { lazy, type ReactNode, Suspense, useState } from "react";
import { newConversationId } from "../conversation-id";
import { ChatHero } from "./chat-hero";
import { PromptBox } from "./prompt-box";

const StartedConversation = lazy(() => import("./started-conversation"));

export type NewConversationProps = {
  /** Called with the conversation's id once its first question is sent. */
  onSent?: (id: string) => void;
  /** Shown below the question box while nothing is asked (the home page's blocks). */
  below?: (ask: (text: string) => void) => ReactNode;
};

/**
 * A new conversation: the large question box with sample questions until the first question,
 * then the conversation (the chat runtime, markdown and cards load at that moment).
 */
export function NewConversation({ onSent, below }: NewConversationProps) {
  const [id] = useState(newConversationId);
  const [question, setQuestion] = useState<string | null>(null);
  const [text, setText] = useState("");
  const ask = (asked: string) => {
    const trimmed = asked.trim();
    if (trimmed) setQuestion(trimmed);
  };
  const hero = (onAsk: (text: string) => void, prompt: ReactNode) => (
    <>
      <ChatHero prompt={prompt} onAsk={onAsk} />
      {below?.(onAsk)}
    </>
  );
  const waiting = (
    <PromptBox
      value={text}
      onChange={setText}
      onSubmit={ask}
      busy={question !== null}
      onStop={() => {}}
      size="hero"
      autoFocus
    />
  );
  if (question === null) return hero(ask, waiting);
  return (
    <Suspense fallback={hero(() => {}, waiting)}>
      <StartedConversation id={id} question={question} onSent={() => onSent?.(id)} empty={hero} />
    </Suspense>
  );
}
