export { ChatPage } from "./chat-page";
export { chatFor, newConversationId } from "./chat-store";
export { ChatHero } from "./components/chat-hero";
export { ChatLayout } from "./components/chat-layout";
export { ConversationView } from "./components/conversation-view";
