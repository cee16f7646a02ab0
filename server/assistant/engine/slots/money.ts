/**
 * Amounts of money and what they are for: an initial sum ("with
 * 100k", "I have 500k now", "而家有80萬"), a monthly contribution ("adding 500 a month",
 * "每個月供1萬") or a target ("aiming for 1.1m", "想…有兩百萬"), by the cue words around each.
 */
import { has, type Tok, tagValue } from "../analyze";

export type AmountRole = "initial" | "monthly" | "target";

export interface Amount {
  i: number;
  value: number;
  role?: AmountRole;
}

const CLAUSE_MARK = /^[,;，；、]$/;

/** A figure is an amount when written as money (k, m, 萬, HK$) or when it is at least this. */
const PLAIN_AMOUNT_MIN = 100;

function cueOf(t: Tok | undefined): AmountRole | undefined {
  return tagValue(t, "amountCue") as AmountRole | undefined;
}

export function readAmounts(toks: readonly Tok[], taken: ReadonlySet<number>): Amount[] {
  const out: Amount[] = [];
  toks.forEach((t, i) => {
    const n = t.num;
    if (!n || taken.has(i) || n.percent || (n.year && !moneyContext(toks, i))) return;
    if (!n.money && n.value < PLAIN_AMOUNT_MIN) return;
    out.push({ i, value: n.value, role: roleAt(toks, i) });
  });
  return out;
}

/** "每月再投2000", "add 2000 a month": a year-like figure next to a money cue is an amount, not a year. */
export function moneyContext(toks: readonly Tok[], i: number): boolean {
  const cue = (t: Tok | undefined) => !!cueOf(t) || has(t, "frequency", "monthly");
  if (cue(toks[i + 1])) return true;
  // "每月再平衡，2019年以来": a cue of another part of the sentence (rebalancing, after a comma) is not this figure's
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    const t = toks[j]!;
    if (t.num || t.kind === "product" || has(t, "time") || has(t, "rebalanceCue") || CLAUSE_MARK.test(t.text))
      return false;
    if (cue(t)) return true;
  }
  return false;
}

function roleAt(toks: readonly Tok[], i: number): AmountRole | undefined {
  // a following "a month"/"now" binds tighter than a word before (never across punctuation)
  // "$500 added every month", "1,000 put in every month", "300 invested each month": fillers and
  // verbs of putting money in may stand between the sum and its "a month"
  const between = (t: Tok | undefined) =>
    (t?.kind === "lex" && (has(t, "stop") || cueOf(t) === "initial" || has(t, "intent", "add"))) ||
    (t?.kind === "word" && /^[a-z]+$/.test(t.text));
  const after: (Tok | undefined)[] = [toks[i + 1]];
  for (let j = i + 1; j < i + 3 && between(toks[j]); j++) after.push(toks[j + 1]);
  if (after.some((t) => cueOf(t) === "monthly" || has(t, "frequency", "monthly"))) return "monthly";
  if (after.some((t) => cueOf(t) === "initial" && /^(now|currently|today|initial|lump sum)/.test(t!.text)))
    return "initial";
  // "每月能投入6000", "每个月可以再存3000": words the vocabulary does not know do not count towards the reach
  for (let j = i - 1, reach = 0; j >= 0 && reach < 3 && j >= i - 6; j--) {
    const t = toks[j]!;
    if (!(t.kind === "word" && /^\p{Script=Han}$/u.test(t.text))) reach++;
    // "monthly rebal, 2.5m": a cue of another clause part does not reach across a comma
    if (t.num || t.kind === "product" || CLAUSE_MARK.test(t.text) || has(t, "rebalanceCue")) break;
    const cue = cueOf(t) ?? (has(t, "frequency", "monthly") ? "monthly" : undefined);
    if (cue) return cue;
  }
  return undefined;
}

/** Target, initial sum and monthly contribution of a plan: cues first, then the largest is the target. */
export function planAmounts(amounts: readonly Amount[]): {
  target?: number;
  initial?: number;
  monthly?: number;
} {
  const pick = (role: AmountRole) => amounts.find((a) => a.role === role)?.value;
  let target = pick("target");
  let initial = pick("initial");
  const monthly = pick("monthly");
  const rest = amounts
    .filter(
      (a) =>
        !a.role ||
        (a.role === "target" && a.value !== target) ||
        (a.role === "initial" && a.value !== initial),
    )
    .filter((a) => a.role !== "monthly")
    .map((a) => a.value);
  if (target === undefined && rest.length > 0) {
    target = Math.max(...rest);
    rest.splice(rest.indexOf(target), 1);
  }
  if (initial === undefined && rest.length > 0) initial = rest[0];
  if (target !== undefined && initial !== undefined && initial > target && pick("target") === undefined) {
    [target, initial] = [initial, target];
  }
  return { target, initial, monthly };
}
