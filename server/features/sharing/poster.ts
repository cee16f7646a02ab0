/**
 * The share poster: a 1080×1350 PNG with the view's title, key figures, a small chart, a QR
 * code to the share link and the disclaimer, in the view's language. Laid out with satori
 * (flexbox to SVG) and rasterized with resvg. The fonts are Noto Sans TC and SC from npm
 * (TTF: satori reads no woff2); Traditional first for zh_TW and English, Simplified first for
 * zh_CN, each covering the other's missing characters. Read once, on the first poster.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import QRCode from "qrcode";
import satori from "satori";
import type { ShareView } from "../../../shared/api/sharing";
import type { ApiLang } from "../../../shared/locales";
import { translate } from "../../i18n";
import { formatters } from "./share-views";

export const POSTER_WIDTH = 1080;
export const POSTER_HEIGHT = 1350;

const require = createRequire(import.meta.url);
type Font = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };
let fontsLoading: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fontsLoading ??= (async () => {
    const file = (pkg: string, path: string) =>
      readFile(require.resolve(`@expo-google-fonts/${pkg}/${path}`));
    const [tc4, tc7, sc4, sc7] = await Promise.all([
      file("noto-sans-tc", "400Regular/NotoSansTC_400Regular.ttf"),
      file("noto-sans-tc", "700Bold/NotoSansTC_700Bold.ttf"),
      file("noto-sans-sc", "400Regular/NotoSansSC_400Regular.ttf"),
      file("noto-sans-sc", "700Bold/NotoSansSC_700Bold.ttf"),
    ]);
    return [
      { name: "Noto Sans TC", data: tc4, weight: 400, style: "normal" },
      { name: "Noto Sans TC", data: tc7, weight: 700, style: "normal" },
      { name: "Noto Sans SC", data: sc4, weight: 400, style: "normal" },
      { name: "Noto Sans SC", data: sc7, weight: 700, style: "normal" },
    ];
  })();
  fontsLoading.catch(() => {
    fontsLoading = undefined;
  });
  return fontsLoading;
}

/** A satori node (what JSX would build), without React on the server. */
type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
type Style = Record<string, string | number>;
const h = (type: string, style: Style, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style: { display: "flex", boxSizing: "border-box", ...style }, children, ...extra },
});

const INK = "#0f172a";
const MUTED = "#475569";
const ACCENT = "#1d4ed8";
const LINE = "#e2e8f0";

/** The chart as an SVG data URL: the series' line and a light fill under it. */
export function chartSvg(
  points: ReadonlyArray<readonly [string, number]>,
  width: number,
  height: number,
): string {
  const values = points.map((p) => p[1]);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const pad = 8;
  const x = (i: number) => pad + (i / Math.max(1, points.length - 1)) * (width - 2 * pad);
  const y = (v: number) => pad + (1 - (v - min) / span) * (height - 2 * pad);
  const line = values.map((v, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const area = `${line} L${x(values.length - 1).toFixed(1)},${height - pad} L${x(0).toFixed(1)},${height - pad} Z`;
  const rising = values[values.length - 1]! >= values[0]!;
  const stroke = rising ? ACCENT : "#b91c1c";
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<path d="${area}" fill="${stroke}" fill-opacity="0.08"/>` +
    `<path d="${line}" fill="none" stroke="${stroke}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>` +
    "</svg>";
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * The title cut to two lines of the poster (with an ellipsis): a wide character (CJK) counts
 * one, any other a little over half of one, about 33 wide characters to the two lines.
 */
export function fitTitle(title: string, budget = 33): string {
  let used = 0;
  const chars = [...title];
  for (let i = 0; i < chars.length; i++) {
    used +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        chars[i]!,
      )
        ? 1
        : 0.56;
    if (used > budget)
      return `${chars
        .slice(0, i - 1)
        .join("")
        .trimEnd()}…`;
  }
  return title;
}

/** The poster PNG of a view; `link` is the absolute share URL the QR code opens. */
export async function renderPoster(view: ShareView, link: string, lang: ApiLang): Promise<Buffer> {
  const fonts = await loadFonts();
  const qr = await QRCode.toDataURL(link, { margin: 1, width: 240, errorCorrectionLevel: "M" });
  const family = lang === "zh_CN" ? "Noto Sans SC, Noto Sans TC" : "Noto Sans TC, Noto Sans SC";
  const figures = view.figures.slice(0, 6);
  const chart = view.chart && view.chart.length > 1 ? view.chart : null;
  // a dated series (growth of 100) dates the poster; a report's calendar-year returns do not
  // (its subtitle carries the data date)
  const lastPoint = chart ? chart[chart.length - 1]![0] : null;
  const lastDate = lastPoint && /^\d{4}-\d{2}-\d{2}$/.test(lastPoint) ? lastPoint : null;
  const asOf = lastDate
    ? translate(lang, "sharing:poster.asOf", { date: formatters(lang).date(lastDate) })
    : "";

  const figureBox = (f: { label: string; value: string }) =>
    h(
      "div",
      {
        flexDirection: "column",
        width: 300,
        padding: "20px 24px",
        border: `2px solid ${LINE}`,
        borderRadius: 16,
        gap: 6,
      },
      [
        h("div", { fontSize: 24, color: MUTED }, f.label),
        h("div", { fontSize: 42, fontWeight: 700, color: INK }, f.value),
      ],
    );

  const root = h(
    "div",
    {
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
      flexDirection: "column",
      backgroundColor: "#ffffff",
      fontFamily: family,
      color: INK,
    },
    [
      h(
        "div",
        {
          height: 96,
          alignItems: "center",
          justifyContent: "space-between",
          padding: "0 60px",
          backgroundColor: INK,
          color: "#ffffff",
        },
        [
          h("div", { fontSize: 36, fontWeight: 700 }, translate(lang, "sharing:poster.brand")),
          h("div", { fontSize: 24, color: "#cbd5e1" }, asOf),
        ],
      ),
      h("div", { flexDirection: "column", padding: "48px 60px 0", gap: 12 }, [
        h(
          "div",
          { fontSize: 54, fontWeight: 700, lineHeight: 1.2, maxHeight: 130, overflow: "hidden" },
          fitTitle(view.title),
        ),
        ...(view.subtitle ? [h("div", { fontSize: 26, color: MUTED }, view.subtitle)] : []),
      ]),
      h("div", { flexWrap: "wrap", gap: 18, padding: "36px 60px 0" }, figures.map(figureBox)),
      chart
        ? h("div", { flexDirection: "column", padding: "32px 60px 0", height: 380, gap: 10 }, [
            h("div", { fontSize: 24, fontWeight: 700, color: MUTED }, view.chartLabel ?? ""),
            h("img", { width: 960, height: 300 }, undefined, {
              src: chartSvg(chart, 960, 300),
              width: 960,
              height: 300,
            }),
          ])
        : h("div", { height: 380 }),
      h("div", { flexGrow: 1 }),
      h("div", { padding: "0 60px 48px", gap: 36, alignItems: "flex-end" }, [
        h("div", { flexDirection: "column", alignItems: "center", gap: 8 }, [
          h("img", { width: 200, height: 200 }, undefined, { src: qr, width: 200, height: 200 }),
          h("div", { fontSize: 22, color: MUTED }, translate(lang, "sharing:poster.scan")),
        ]),
        h(
          "div",
          { flex: 1, fontSize: 21, lineHeight: 1.5, color: MUTED, paddingBottom: 36 },
          view.disclaimer,
        ),
      ]),
    ],
  );

  // biome-ignore lint/suspicious/noExplicitAny: satori takes a React element; this is its plain-object form
  const svg = await satori(root as any, { width: POSTER_WIDTH, height: POSTER_HEIGHT, fonts });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: POSTER_WIDTH } }).render().asPng();
  return png;
}
