/**
 * The built-in intent engine on the full demo universe (`npm run bench -- nlu`): engine build
 * time over 15,000 products, then parse latency p50/p95 over a seeded mix of English,
 * Traditional and Simplified Chinese questions (screens, product names and codes, typos,
 * comparisons, backtests, follow-ups), against the target "parse p95 ≤ 10 ms". Products come
 * from the loaded universe in BENCH_DATA_DIR when set, else from the demo universe planned in
 * memory (same codes and names, no NAV series, a few seconds).
 */
import { createIntentEngine, type EngineLang, type EngineRequest } from "../../server/assistant/engine";
import { demoCatalogEntries } from "../../server/assistant/engine/demo-catalog";
import { loadMetricTable } from "../../server/data/metric-table";
import { Rng } from "../../server/data/universe/prng";
import { entriesOf, type SearchEntry } from "../../server/features/search";
import { openStore } from "../../server/store/db";

const TARGET_P95_MS = 10;
const TODAY = "2026-11-20";

async function universe(): Promise<SearchEntry[]> {
  const dir = process.env.BENCH_DATA_DIR;
  if (!dir) return demoCatalogEntries("full", TODAY);
  const store = await openStore({ dataDir: dir });
  const table = await loadMetricTable(store.db);
  await store.close();
  return entriesOf(table);
}

let t0 = performance.now();
const entries = await universe();
console.log(
  `${entries.length.toLocaleString("en")} products ready in ${(performance.now() - t0).toFixed(0)} ms`,
);
t0 = performance.now();
const engine = createIntentEngine(entries);
const buildMs = performance.now() - t0;
t0 = performance.now();
createIntentEngine(entries);
console.log(
  `engine build ${buildMs.toFixed(0)} ms (warm rebuild ${(performance.now() - t0).toFixed(0)} ms)  (target: well under 2 s)`,
);

const TEMPLATES: [EngineLang, (p: SearchEntry, q: SearchEntry) => string, string[]?][] = [
  ["en", () => "Show me low-risk USD bond funds with fees under 1%"],
  ["en", () => "top 5 best performing Greater China equity funds over 3 years"],
  ["en", (p) => `Tell me about ${p.name}`],
  [
    "en",
    (p) =>
      `fees for ${p.name
        .split(" ")
        .slice(0, 4)
        .join(" ")
        .replace(/[aeiou](?=[a-z]{3})/, "")}`,
  ],
  ["en", (p, q) => `compare ${p.code} and ${q.code} over 3 years`],
  ["en", (p, q) => `Backtest 60% ${p.code} / 40% ${q.code} since 2018, rebalanced quarterly`],
  ["en", () => "I want to retire with 3m in 20 years. I have 500k now and can save 8k a month."],
  ["en", () => "What's the macro outlook for US stocks next month?"],
  ["en", (p) => `Should I buy ${p.code} now?`],
  ["zh_TW", (p) => `${p.nameZhHant ?? p.name}嘅十大持倉係咩？`],
  ["zh_TW", () => "有冇月派息嘅亞太區債券基金，風險等級3或以下？"],
  ["zh_TW", (p, q) => `比較${p.code}同${q.code}，過去五年`],
  ["zh_TW", () => "佢嘅表現點？", ["講下 {p}"]],
  ["zh_CN", (p) => `${p.nameZhHans ?? p.name}最近表现怎么样`],
  ["zh_CN", () => "近一年回报超过百分之五的美元债券基金，按最大回撤从小到大排序，前十只"],
  ["zh_CN", (p, q) => `回测 ${p.code} 40%、${q.code} 60%，2020年初到2023年底，每月再平衡`],
  ["zh_CN", () => "只要欧元的", ["列出全球多元资产基金，夏普比率高于0.8"]],
];

const rng = new Rng(20_261_122);
const pick = () => entries[Math.floor(rng.next() * entries.length)]!;
const requests: EngineRequest[] = Array.from({ length: 1_000 }, (_, k) => {
  const [lang, make, history = []] = TEMPLATES[k % TEMPLATES.length]!;
  const p = pick();
  const q = pick();
  return {
    lang,
    today: TODAY,
    history: history.map((h) => ({ text: h.replace("{p}", p.code) })),
    message: make(p, q),
  };
});

for (const r of requests.slice(0, 50)) engine.parse(r);
const times: number[] = [];
let calls = 0;
for (const r of requests) {
  const s = performance.now();
  calls += engine.parse(r).toolCalls.length;
  times.push(performance.now() - s);
}
times.sort((a, b) => a - b);
const pct = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const p95 = pct(0.95);
console.log(
  `parse over ${requests.length} questions (en, zh_TW, zh_CN; ${calls} tool calls): ` +
    `p50 ${pct(0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${pct(1).toFixed(2)} ms  ` +
    `(target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? "met" : "MISSED"})`,
);
