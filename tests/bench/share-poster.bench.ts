/**
 * Share poster benchmark (`npx tsx tests/bench/share-poster.bench.ts`, or `npm run bench
 * share-poster`): renders the 1080×1350 poster of a view with six figures and a 180-point
 * chart (satori layout, resvg rasterizing, QR code) in English and in both Chinese scripts.
 * The first render reads the fonts; targets: first ≤ 3,000 ms, then p95 ≤ 400 ms per poster.
 * Figures only; unit tests carry no timing thresholds.
 */

import { renderPoster } from "../../server/features/sharing/poster";
import type { ShareView } from "../../shared/api/sharing";
import type { ApiLang } from "../../shared/locales";

const chart: Array<[string, number]> = Array.from({ length: 180 }, (_, i) => [
  new Date(Date.UTC(2023, 0, 1 + i * 6)).toISOString().slice(0, 10),
  100 * Math.exp(0.0008 * i + 0.04 * Math.sin(i / 9)),
]);
const view = (title: string): ShareView => ({
  kind: "fund",
  title,
  subtitle: "F100904 · Global Equity · USD",
  figures: ["+24.6%", "+7.5%", "17.2%", "17.4%", "0.17", "R4"].map((value, i) => ({
    label: `Figure ${i + 1}`,
    value,
  })),
  chart,
  chartLabel: "Growth of 100",
  disclaimer:
    "For information only, not investment advice. Past performance is not indicative of future performance.",
});
const cases: Array<[ApiLang, ShareView]> = [
  ["en", view("Plumlight Global Equity Fund II A (annual dist) - USD")],
  ["zh_TW", view("梅光環球股票基金II A (每年派息) - 美元")],
  ["zh_CN", view("梅光环球股票基金II A (每年派息) - 美元")],
];
const link = "https://fundpilot.example/s/abcdefghijklmnopqrstuv";

const t0 = performance.now();
await renderPoster(cases[0]![1], link, "en");
const first = performance.now() - t0;
console.log(
  `first poster (fonts read)`.padEnd(40),
  `${first.toFixed(0).padStart(6)} ms  (target ≤ 3000 ms: ${first <= 3000 ? "meets" : "MISSES"})`,
);

for (const [lang, v] of cases) {
  const samples: number[] = [];
  for (let i = 0; i < 8; i++) {
    const s = performance.now();
    await renderPoster(v, link, lang);
    samples.push(performance.now() - s);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const p95 = samples[Math.floor(0.95 * (samples.length - 1))]!;
  console.log(
    `poster ${lang}`.padEnd(40),
    `mean ${mean.toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms  (target ≤ 400 ms: ${p95 <= 400 ? "meets" : "MISSES"})`,
  );
}
