/**
 * The evaluation rule of ../README.md ("Evaluation") as a function, for the regression sets
 * kept in the repository: a case is correct when the multiset of tool names matches and each
 * expected call, paired k-th with k-th by name, has every expected argument with an equal value
 * (numbers within 1e-6, arrays as sets, objects key by key, product codes ignoring case);
 * product codes the expected call does not have are errors, other extra arguments are ignored.
 */
export interface CallLike {
  name: string;
  args: Record<string, unknown>;
}

const CODE_KEYS = new Set(["code", "codes", "ticker"]);

function equal(a: unknown, b: unknown, key?: string): boolean {
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) <= 1e-6;
  if (typeof a === "string" && typeof b === "string")
    return key && CODE_KEYS.has(key) ? a.toLowerCase() === b.toLowerCase() : a === b;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    const left = [...b];
    for (const x of a) {
      const k = left.findIndex((y) => equal(x, y, key));
      if (k < 0) return false;
      left.splice(k, 1);
    }
    return true;
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const ea = a as Record<string, unknown>;
    const eb = b as Record<string, unknown>;
    return Object.keys(ea).every((k) => k in eb && equal(ea[k], eb[k], k));
  }
  return a === b;
}

function callMatches(expected: CallLike, got: CallLike): boolean {
  for (const k of ["code", "codes", "holdings"]) if (k in got.args && !(k in expected.args)) return false;
  return Object.entries(expected.args).every(([k, v]) => k in got.args && equal(v, got.args[k], k));
}

export function caseCorrect(expected: readonly CallLike[], got: readonly CallLike[]): boolean {
  const names = (l: readonly CallLike[]) => l.map((c) => c.name).sort();
  if (JSON.stringify(names(expected)) !== JSON.stringify(names(got))) return false;
  const seen = new Map<string, number>();
  return expected.every((e) => {
    const k = seen.get(e.name) ?? 0;
    seen.set(e.name, k + 1);
    const g = got.filter((c) => c.name === e.name)[k];
    return !!g && callMatches(e, g);
  });
}
