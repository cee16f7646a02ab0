import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect } from "react";
import { isSignedInAtom } from "@/features/auth";
import { conversationsAtom, conversationsVersionAtom } from "../atoms";
import { chatApi } from "../chat-api";
import { forgetChat } from "../live-chats";

/** The signed-in user's conversation list and its actions; signed-out visitors have none. */
export function useConversations() {
  const signedIn = useAtomValue(isSignedInAtom);
  const [conversations, setConversations] = useAtom(conversationsAtom);
  const version = useAtomValue(conversationsVersionAtom);
  const bump = useSetAtom(conversationsVersionAtom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    if (!signedIn) {
      setConversations(null);
      return;
    }
    const controller = new AbortController();
    chatApi
      .list(controller.signal)
      .then((page) => setConversations(page.items))
      .catch(() => setConversations((previous) => previous ?? []));
    return () => controller.abort();
  }, [signedIn, version, setConversations]);

  const rename = useCallback(
    async (id: string, title: string) => {
      await chatApi.rename(id, title);
      setConversations((list) => list?.map((c) => (c.id === id ? { ...c, title } : c)) ?? null);
      bump((v) => v + 1);
    },
    [setConversations, bump],
  );
  const remove = useCallback(
    async (id: string) => {
      await chatApi.remove(id);
      forgetChat(id);
      setConversations((list) => list?.filter((c) => c.id !== id) ?? null);
      bump((v) => v + 1);
    },
    [setConversations, bump],
  );
  const share = useCallback(async (id: string) => {
    const { url } = await chatApi.share(id);
    return new URL(url, window.location.origin).toString();
  }, []);

  return { signedIn, conversations, rename, remove, share };
}
