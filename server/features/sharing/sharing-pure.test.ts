/** The pure parts of sharing: what an upload's first bytes say it is, and the chart helpers. */
import { describe, expect, it } from "vitest";
import { sniffImageType } from "./images.service";
import { chartSvg, fitTitle } from "./poster";
import { thin } from "./share-views";

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImageType", () => {
  it("knows PNG, JPEG and WebP by their signatures", () => {
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses everything else, whatever the name would say", () => {
    expect(sniffImageType(bytes("GIF89a"))).toBeNull();
    expect(sniffImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes([0x89], "PN"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("thin", () => {
  it("keeps a short series and thins a long one to the first, evenly spaced and last points", () => {
    const short: Array<[string, number]> = [
      ["a", 1],
      ["b", 2],
    ];
    expect(thin(short, 5)).toBe(short);
    const long = Array.from({ length: 101 }, (_, i) => [`d${i}`, i] as [string, number]);
    const out = thin(long, 11);
    expect(out.map((p) => p[1])).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
});

describe("chartSvg", () => {
  it("draws the series from left to right, the highest value at the top", () => {
    const url = chartSvg(
      [
        ["a", 100],
        ["b", 50],
        ["c", 200],
      ],
      100,
      50,
    );
    const svg = Buffer.from(url.replace("data:image/svg+xml;base64,", ""), "base64").toString();
    const line = svg.match(/<path d="(M[^"]+)" fill="none"/)![1]!;
    const points = line
      .split(/ ?[ML]/)
      .filter(Boolean)
      .map((p) => p.split(",").map(Number));
    expect(points.map((p) => p[0])).toEqual([8, 50, 92]);
    expect(points[2]![1]).toBe(8);
    expect(points[1]![1]).toBe(42);
  });
});

describe("fitTitle", () => {
  it("keeps a title of two lines and cuts a longer one with an ellipsis", () => {
    expect(fitTitle("Plumlight Global Equity Fund II A (dist) - USD")).toBe(
      "Plumlight Global Equity Fund II A (dist) - USD",
    );
    const cjk = "亚".repeat(40);
    expect(fitTitle(cjk)).toBe(`${"亚".repeat(32)}…`);
    const latin = "Fund ".repeat(20);
    expect(fitTitle(latin).endsWith("…")).toBe(true);
    expect(fitTitle(latin).length).toBeLessThan(60);
  });
});
