import { tool } from "ai";
import type { GlossaryTerm } from "../../../shared/domain/assistant";
import type { MessageKey } from "../../../shared/messages";
import { type ExplainTermOutput, explainTermDef } from "../../../shared/tools/explain-term";
import { translate } from "../../i18n";
import type { ToolContext } from "../context";

type Entry = {
  title: MessageKey<"assistant">;
  explanation: MessageKey<"assistant">;
  /** Absent for descriptive terms. */
  formula?: MessageKey<"assistant">;
};

/** The glossary lives in locales/<locale>/assistant.json (`glossary.<term>`), like every other text. */
const glossary: Record<GlossaryTerm, Entry> = {
  sharpe: {
    title: "assistant:glossary.sharpe.title",
    explanation: "assistant:glossary.sharpe.explanation",
    formula: "assistant:glossary.sharpe.formula",
  },
  sortino: {
    title: "assistant:glossary.sortino.title",
    explanation: "assistant:glossary.sortino.explanation",
    formula: "assistant:glossary.sortino.formula",
  },
  calmar: {
    title: "assistant:glossary.calmar.title",
    explanation: "assistant:glossary.calmar.explanation",
    formula: "assistant:glossary.calmar.formula",
  },
  max_drawdown: {
    title: "assistant:glossary.max_drawdown.title",
    explanation: "assistant:glossary.max_drawdown.explanation",
    formula: "assistant:glossary.max_drawdown.formula",
  },
  repair_period: {
    title: "assistant:glossary.repair_period.title",
    explanation: "assistant:glossary.repair_period.explanation",
  },
  volatility: {
    title: "assistant:glossary.volatility.title",
    explanation: "assistant:glossary.volatility.explanation",
    formula: "assistant:glossary.volatility.formula",
  },
  ter: {
    title: "assistant:glossary.ter.title",
    explanation: "assistant:glossary.ter.explanation",
    formula: "assistant:glossary.ter.formula",
  },
  management_fee: {
    title: "assistant:glossary.management_fee.title",
    explanation: "assistant:glossary.management_fee.explanation",
  },
  nav: {
    title: "assistant:glossary.nav.title",
    explanation: "assistant:glossary.nav.explanation",
    formula: "assistant:glossary.nav.formula",
  },
  aum: { title: "assistant:glossary.aum.title", explanation: "assistant:glossary.aum.explanation" },
  effective_duration: {
    title: "assistant:glossary.effective_duration.title",
    explanation: "assistant:glossary.effective_duration.explanation",
    formula: "assistant:glossary.effective_duration.formula",
  },
  ytm: { title: "assistant:glossary.ytm.title", explanation: "assistant:glossary.ytm.explanation" },
  seven_day_yield: {
    title: "assistant:glossary.seven_day_yield.title",
    explanation: "assistant:glossary.seven_day_yield.explanation",
    formula: "assistant:glossary.seven_day_yield.formula",
  },
  premium_rate: {
    title: "assistant:glossary.premium_rate.title",
    explanation: "assistant:glossary.premium_rate.explanation",
    formula: "assistant:glossary.premium_rate.formula",
  },
  tracking_error: {
    title: "assistant:glossary.tracking_error.title",
    explanation: "assistant:glossary.tracking_error.explanation",
    formula: "assistant:glossary.tracking_error.formula",
  },
  beta: {
    title: "assistant:glossary.beta.title",
    explanation: "assistant:glossary.beta.explanation",
    formula: "assistant:glossary.beta.formula",
  },
  alpha: {
    title: "assistant:glossary.alpha.title",
    explanation: "assistant:glossary.alpha.explanation",
    formula: "assistant:glossary.alpha.formula",
  },
  information_ratio: {
    title: "assistant:glossary.information_ratio.title",
    explanation: "assistant:glossary.information_ratio.explanation",
    formula: "assistant:glossary.information_ratio.formula",
  },
  rating_tier: {
    title: "assistant:glossary.rating_tier.title",
    explanation: "assistant:glossary.rating_tier.explanation",
  },
  risk_level: {
    title: "assistant:glossary.risk_level.title",
    explanation: "assistant:glossary.risk_level.explanation",
  },
};

export const explainTermTool = (ctx: ToolContext) =>
  tool({
    ...explainTermDef,
    execute: async ({ term }): Promise<ExplainTermOutput> => {
      const entry = glossary[term];
      return {
        status: "ok",
        term,
        title: translate(ctx.lang, entry.title),
        explanation: translate(ctx.lang, entry.explanation),
        formula: entry.formula ? translate(ctx.lang, entry.formula) : null,
      };
    },
  });
