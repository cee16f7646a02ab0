/** A new conversation's id (24 hex characters), minted in the browser. */
export function newConversationId(): string {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 24);
}
