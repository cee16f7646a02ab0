import { tool } from "ai";
import { type ExplainTermOutput, explainTermDef } from "../../../shared/tools/explain-term";
import { translate } from "../../i18n";
import type { ToolContext } from "../context";

/** The glossary lives in locales/<locale>/assistant.json (`glossary.<term>`), like every other text. */
export const explainTermTool = (ctx: ToolContext) =>
  tool({
    ...explainTermDef,
    execute: async ({ term }): Promise<ExplainTermOutput> => {
      const key = (field: string) => `assistant:glossary.${term}.${field}`;
      const formula = translate(ctx.lang, key("formula"));
      return {
        status: "ok",
        term,
        title: translate(ctx.lang, key("title")),
        explanation: translate(ctx.lang, key("explanation")),
        formula: formula && formula !== key("formula") ? formula : null,
      };
    },
  });
