export { ChatLayout } from "./components/chat-layout";
export { NewConversation, type NewConversationProps } from "./components/new-conversation";
export { newConversationId } from "./conversation-id";
