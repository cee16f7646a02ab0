/**
 * The engine's reply templates (prompts/intents/replies.json) in the language of the message.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const replyLangSchema = z.object({
  advice: z.string(),
  offTopic: z.string(),
  clarify: z.string(),
  ambiguous: z.string(),
  suggestions: z.array(z.string()),
});
const repliesSchema = z.object({ en: replyLangSchema, zh_TW: replyLangSchema, zh_CN: replyLangSchema });

export type ReplyLang = keyof z.infer<typeof repliesSchema>;
export type ReplyTemplates = z.infer<typeof repliesSchema>;

export function loadReplies(dir: string): ReplyTemplates {
  return repliesSchema.parse(JSON.parse(readFileSync(path.join(dir, "replies.json"), "utf8")));
}
