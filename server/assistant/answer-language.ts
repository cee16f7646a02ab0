import type { ApiLang } from "../../shared/locales";
import { detectScript } from "./engine/text/normalize";

/**
 * The language a chat turn is answered in: the question's, whatever the interface's. Chinese
 * when it has Han characters (Traditional or Simplified by its characters; when they are the
 * same in both scripts, the interface's Chinese, else Traditional — Hong Kong's), English when it
 * is written in at least two English words; otherwise (a bare code such as "2800" or "VOO") the
 * interface's language. The tools' names and figures and the summary follow the same language.
 */
export function answerLanguage(question: string, interfaceLang: ApiLang): ApiLang {
  const script = detectScript(question, interfaceLang);
  if (script === "hant") return "zh_TW";
  if (script === "hans") return "zh_CN";
  const words = question.match(/[A-Za-z]{2,}/g) ?? [];
  return words.length >= 2 ? "en" : interfaceLang;
}
