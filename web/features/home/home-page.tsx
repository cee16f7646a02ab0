import { useAtomValue } from "jotai";
import { useLocation, useNavigate } from "react-router";
import { isSignedInAtom } from "@/features/auth";
import { ChatLayout, NewConversation } from "@/features/chat";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { HomeBlocks } from "./components/home-blocks";

/**
 * Home (/, /home) is the chat: a new conversation with the large question box, sample
 * questions, and the classic home blocks below. Signed in, the first question moves the page
 * to the conversation's own URL (/chat/{id}) while the answer streams; signed out, the
 * conversation stays here and is not stored. "New chat" navigates here again (a new location key).
 */
export function HomePage() {
  const location = useLocation();
  return (
    <div className="flex flex-1 flex-col" data-testid="home-page">
      <ChatLayout>
        <HomeConversation key={location.key} />
      </ChatLayout>
    </div>
  );
}

function HomeConversation() {
  const signedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <NewConversation
      onSent={(id) => {
        if (signedIn) navigate(localized(`/chat/${id}`));
      }}
      below={(ask) => <HomeBlocks onAsk={ask} />}
    />
  );
}
