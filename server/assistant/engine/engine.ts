/**
 * The built-in intent engine (../README.md "The intent engine"): refusal first, then the message as typed
 * tokens, split into clauses, each clause scored against the tools and turned into calls with
 * the dialogue state of the earlier turns. Every call is checked against its tool's zod
 * contract before it leaves; one that does not parse is dropped, never sent half-right.
 */
import { type CatalogToolName, toolDefs } from "../../../shared/tools";
import type { SearchEntry } from "../../features/search";
import { analyze, type Tok } from "./analyze";
import { type Args, buildCall } from "./build-call";
import { type Clause, readClause } from "./clause";
import { bestIntent } from "./intents";
import { defaultLexiconDir, type Lexicon, loadLexicon } from "./lexicon/lexicon";
import { loadReplies, type ReplyLang, type ReplyTemplates } from "./lexicon/replies";
import type { Mention } from "./products/mentions";
import { ProductIndex } from "./products/product-index";
import { refusalKind } from "./refusal";
import { splitPoints } from "./split";
import { advance, type DialogueState, emptyState, shown } from "./state";
import { detectScript, normalize } from "./text/normalize";
import type { EngineReply, EngineRequest, EngineResult, EngineToolCall, IntentEngine } from "./types";

interface ClauseOutcome {
  calls: EngineToolCall[];
  ambiguous?: Mention;
  clause: Clause;
}

export class BuiltinIntentEngine implements IntentEngine {
  private readonly lexicon: Lexicon;
  private readonly replies: ReplyTemplates;
  private readonly products: ProductIndex;
  private readonly names: Map<string, string>;

  constructor(catalog: readonly SearchEntry[], options: { lexiconDir?: string } = {}) {
    const dir = options.lexiconDir ?? defaultLexiconDir();
    this.lexicon = loadLexicon(dir);
    this.replies = loadReplies(dir);
    this.products = new ProductIndex(catalog, this.lexicon);
    this.names = new Map(catalog.map((e) => [e.code, e.name]));
  }

  parse(request: EngineRequest): EngineResult {
    let state = emptyState();
    for (const turn of request.history) {
      state = this.turn(turn.text, request.today, state).state;
      if (turn.shownCodes?.length) state = shown(state, turn.shownCodes);
    }
    const lang = replyLang(request.message, request.lang);
    const refusal = refusalKind(analyzeText(request.message), this.lexicon);
    if (refusal) {
      const kind = refusal === "offTopic" ? "offTopic" : "advice";
      return { toolCalls: [], reply: this.reply(kind, lang) };
    }
    const { calls, ambiguous } = this.turn(request.message, request.today, state);
    if (calls.length > 0) return { toolCalls: calls, reply: null };
    if (ambiguous) return { toolCalls: [], reply: this.ambiguousReply(ambiguous, lang) };
    return { toolCalls: [], reply: this.reply("clarify", lang) };
  }

  /** One user turn: its calls, the first unresolved ambiguity, and the state after it. */
  private turn(message: string, today: string, start: DialogueState) {
    let state = start;
    const calls: EngineToolCall[] = [];
    let ambiguous: Mention | undefined;
    if (refusalKind(analyzeText(message), this.lexicon)) return { calls, ambiguous, state };
    const { toks, norm } = analyze(message, this.lexicon, this.products);
    for (const range of this.clauses(toks, today, state)) {
      const out = this.clause(toks.slice(range[0], range[1]), norm.source, today, state);
      calls.push(...out.calls);
      ambiguous ??= out.ambiguous;
      state = advance(state, out.clause, out.calls);
    }
    return { calls, ambiguous, state };
  }

  /** Clause ranges: split at a conjunction + verb only when the left side has a clear intent of its own. */
  private clauses(toks: Tok[], today: string, state: DialogueState): [number, number][] {
    const ranges: [number, number][] = [];
    let from = 0;
    for (const p of splitPoints(toks)) {
      const left = readClause(toks.slice(from, p), today);
      const right = readClause(toks.slice(p + 1), today);
      const l = bestIntent(left, state);
      const r = bestIntent(right, advance(state, left, []));
      if (l && r && l.score >= 6) {
        ranges.push([from, p]);
        from = p + 1;
      }
    }
    ranges.push([from, toks.length]);
    return ranges;
  }

  private clause(toks: Tok[], source: string, today: string, state: DialogueState): ClauseOutcome {
    const clause = readClause(toks, today);
    const intent = bestIntent(clause, state);
    if (!intent) {
      // a family or theme named without a request ("iShares bond ETFs") is a search
      if (clause.vague.length > 0)
        return {
          calls: this.checked("searchProducts", [
            compactArgs({
              query: clauseText(toks, source),
              productType: clause.screen.typeSaid ? clause.screen.productType : clause.innerType,
            }),
          ]),
          clause,
        };
      return { calls: [], ambiguous: clause.ambiguous[0], clause };
    }
    const built = buildCall(intent.tool, { clause, state, source: clauseText(toks, source) });
    if (!built) return { calls: [], clause };
    if ("ambiguous" in built) return { calls: [], ambiguous: built.ambiguous, clause };
    const list = "many" in built ? built.many : [built.args];
    return { calls: this.checked(intent.tool, list), clause };
  }

  private checked(name: CatalogToolName, list: Args[]): EngineToolCall[] {
    const out: EngineToolCall[] = [];
    for (const args of list) {
      const parsed = toolDefs[name].inputSchema.safeParse(args);
      if (parsed.success) out.push({ name, args });
      else
        process.stderr.write(
          `intent engine: dropped ${name} ${JSON.stringify(args)}: ${parsed.error.message}\n`,
        );
    }
    return out;
  }

  private reply(kind: "advice" | "offTopic" | "clarify", lang: ReplyLang): EngineReply {
    const t = this.replies[lang];
    return { kind, text: t[kind], suggestions: kind === "clarify" ? t.suggestions : [] };
  }

  private ambiguousReply(m: Mention, lang: ReplyLang): EngineReply {
    const choices = m.codes.map((code) => ({ code, name: this.names.get(code) ?? code }));
    const list = choices.map((c, i) => `${i + 1}. ${c.name} (${c.code})`).join("\n");
    const t = this.replies[lang];
    return { kind: "ambiguous", text: t.ambiguous.replace("{choices}", list), suggestions: [], choices };
  }
}

function replyLang(message: string, hint: EngineRequest["lang"]): ReplyLang {
  const script = detectScript(message, hint);
  return script === "latin" ? "en" : script === "hant" ? "zh_TW" : "zh_CN";
}

const compactArgs = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The normal form the refusal patterns are matched on. */
const analyzeText = (message: string) => normalize(message).text;

/** The user's own words of a clause (for free-text queries). */
function clauseText(toks: readonly Tok[], source: string): string {
  if (toks.length === 0) return source;
  return toks
    .map((t) => t.orig)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
