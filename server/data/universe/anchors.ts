/**
 * Calibration constants of the demo market, derived once (by hand, at build time) from the
 * public data in ../shared/data and public policy-rate history; the product never reads that
 * folder. Yearly anchors are mid-year levels; the simulation interpolates between them and
 * adds noise, so the demo's rates and FX move like history without copying any series.
 *
 * - USD short rate: TB3MS yearly means (us-rates-monthly), 2024–26 from policy rates.
 * - USD 10Y: GS10 yearly means (us-rates-monthly), 2024–26 from us-10y-yield.
 * - JPY 1Y and 10Y: yearly means of jgb-yields.
 * - FX: June values of exchange-rates/monthly.csv (units of currency per USD).
 * - Other currencies' rates: approximate policy/interbank and 10Y government levels.
 * - Volatilities (annualized, daily data 2010–2023): SPY 17.3%, VGK 21.4%, EWJ 17.5%,
 *   EEM 21.8%, TLT 14.9%, IEF 6.5%, SHY 1.2%, LQD 7.5%, HYG 8.6%, EMB 9.2%, GLD 15.4%
 *   (etf-prices-37); HSI 24.8%, CSI 300 29.7%, Nikkei 24.7% (world-indices-qrmdata 2005–15).
 *   Correlations with SPY: VGK .85, EWJ .73, EEM .80, HYG .77, LQD .17, TLT −.36, GLD .04.
 */
import type { Currency } from "../batch";

export const ANCHOR_FIRST_YEAR = 2005;

/** Short (cash) rates, % a year, 2005..2026. CNH is CNY plus an offshore premium. */
// biome-ignore format: a table
export const SHORT_RATE: Record<Currency, readonly number[]> = {
  USD: [3.15, 4.73, 4.35, 1.37, 0.15, 0.14, 0.05, 0.09, 0.06, 0.03, 0.05, 0.32, 0.93, 1.94, 2.06, 0.36, 0.04, 2.02, 5.05, 5.0, 4.2, 3.7],
  HKD: [3.3, 4.0, 4.0, 2.0, 0.3, 0.25, 0.3, 0.4, 0.38, 0.38, 0.39, 0.6, 0.9, 1.9, 2.2, 0.9, 0.2, 2.3, 4.7, 4.4, 3.0, 2.8],
  CNY: [2.5, 2.8, 3.5, 3.9, 1.5, 2.5, 4.5, 3.9, 4.6, 4.5, 3.2, 2.9, 4.4, 3.8, 2.9, 2.2, 2.4, 2.0, 2.3, 1.9, 1.6, 1.5],
  CNH: [2.9, 3.2, 3.9, 4.3, 1.9, 2.9, 4.9, 4.3, 5.0, 4.9, 3.8, 3.6, 4.9, 4.1, 3.2, 2.5, 2.7, 2.4, 2.9, 2.5, 1.9, 1.7],
  SGD: [2.3, 3.4, 2.4, 1.2, 0.6, 0.4, 0.4, 0.4, 0.38, 0.45, 0.9, 0.9, 1.1, 1.7, 1.8, 0.4, 0.2, 1.9, 3.9, 3.6, 2.0, 1.6],
  EUR: [2.2, 3.1, 4.3, 4.6, 1.2, 0.8, 1.4, 0.6, 0.2, 0.2, 0.0, -0.26, -0.33, -0.32, -0.36, -0.43, -0.55, 0.35, 3.4, 3.6, 2.1, 2.0],
  GBP: [4.7, 4.8, 5.9, 5.5, 1.2, 0.7, 0.9, 0.8, 0.5, 0.5, 0.6, 0.5, 0.35, 0.7, 0.8, 0.2, 0.1, 2.0, 4.9, 5.1, 4.2, 3.8],
  CHF: [0.8, 1.5, 2.6, 2.5, 0.4, 0.2, 0.1, 0.05, 0.0, 0.0, -0.75, -0.75, -0.75, -0.75, -0.75, -0.7, -0.75, 0.0, 1.5, 1.3, 0.2, 0.0],
  JPY: [0.03, 0.42, 0.69, 0.6, 0.22, 0.13, 0.14, 0.11, 0.09, 0.05, 0.0, -0.24, -0.19, -0.14, -0.19, -0.16, -0.12, -0.1, -0.09, 0.18, 0.65, 1.06],
  AUD: [5.6, 5.9, 6.5, 7.0, 3.3, 4.7, 4.8, 3.8, 2.8, 2.7, 2.2, 1.8, 1.75, 1.9, 1.2, 0.2, 0.05, 1.9, 4.0, 4.4, 3.9, 3.6],
  NZD: [7.0, 7.5, 8.3, 7.5, 2.8, 3.0, 2.8, 2.7, 2.7, 3.5, 3.0, 2.3, 1.9, 1.9, 1.4, 0.3, 0.5, 3.0, 5.6, 5.4, 3.5, 2.8],
  CAD: [2.7, 4.0, 4.2, 2.4, 0.4, 0.7, 0.9, 0.9, 0.95, 0.9, 0.5, 0.5, 0.7, 1.4, 1.7, 0.4, 0.15, 2.2, 4.8, 4.5, 2.7, 2.3],
  SEK: [1.7, 2.2, 3.6, 4.2, 0.5, 0.8, 2.0, 1.5, 1.0, 0.4, -0.3, -0.6, -0.6, -0.5, -0.3, 0.0, 0.0, 1.0, 3.6, 3.6, 2.1, 1.8],
};

/** Rate blocs whose 10Y yield drives bond prices (ASIA = EM Asia local-currency blend). */
export const BLOCS = ["USD", "EUR", "GBP", "JPY", "CNY", "AUD", "SGD", "HKD", "ASIA"] as const;
export type Bloc = (typeof BLOCS)[number];

// biome-ignore format: a table
export const LONG_YIELD: Record<Bloc, readonly number[]> = {
  USD: [4.29, 4.79, 4.63, 3.67, 3.26, 3.21, 2.79, 1.8, 2.35, 2.54, 2.14, 1.84, 2.33, 2.91, 2.14, 0.89, 1.44, 2.95, 3.95, 4.21, 4.3, 4.35],
  EUR: [3.4, 3.8, 4.2, 4.0, 3.2, 2.7, 2.6, 1.5, 1.6, 1.2, 0.5, 0.1, 0.4, 0.45, -0.2, -0.5, -0.3, 1.2, 2.45, 2.35, 2.6, 2.7],
  GBP: [4.4, 4.5, 5.0, 4.5, 3.6, 3.6, 3.1, 1.9, 2.4, 2.6, 1.8, 1.3, 1.2, 1.4, 0.9, 0.3, 0.8, 2.4, 4.0, 4.1, 4.6, 4.6],
  JPY: [1.38, 1.74, 1.68, 1.49, 1.35, 1.18, 1.12, 0.86, 0.71, 0.55, 0.36, -0.05, 0.05, 0.08, -0.09, 0.01, 0.07, 0.24, 0.57, 0.91, 1.54, 2.4],
  CNY: [3.3, 3.0, 4.0, 3.8, 3.2, 3.4, 3.9, 3.4, 3.9, 4.2, 3.4, 2.9, 3.6, 3.6, 3.2, 2.9, 3.0, 2.8, 2.7, 2.2, 1.75, 1.8],
  AUD: [5.3, 5.6, 6.0, 5.8, 5.0, 5.4, 4.9, 3.4, 3.7, 3.7, 2.7, 2.3, 2.7, 2.7, 1.4, 0.9, 1.5, 3.6, 4.0, 4.3, 4.4, 4.5],
  SGD: [2.8, 3.3, 2.7, 2.8, 2.4, 2.6, 2.2, 1.5, 2.3, 2.4, 2.5, 2.1, 2.2, 2.5, 1.9, 1.0, 1.4, 2.9, 3.1, 3.1, 2.5, 2.2],
  HKD: [4.1, 4.4, 4.1, 2.7, 2.5, 2.5, 2.0, 1.0, 1.8, 2.0, 1.6, 1.2, 1.7, 2.1, 1.6, 0.6, 1.1, 2.9, 3.6, 3.7, 3.4, 3.3],
  ASIA: [6.5, 6.8, 6.5, 7.0, 6.3, 6.2, 6.1, 5.6, 6.0, 6.5, 6.3, 5.9, 5.8, 6.2, 5.5, 4.6, 4.8, 5.6, 5.5, 5.3, 5.0, 4.8],
};

/**
 * Annualized volatility of daily 10Y yield changes, in yield points (USD: set so that the
 * 17-year-duration Treasury index matches TLT's 2005–15 monthly volatility, about 13.8%).
 */
export const YIELD_VOL: Record<Bloc, number> = {
  USD: 0.0072,
  EUR: 0.0065,
  GBP: 0.0075,
  JPY: 0.003,
  CNY: 0.004,
  AUD: 0.008,
  SGD: 0.006,
  HKD: 0.007,
  ASIA: 0.007,
};

/** Units of currency per USD, June of each year 2005..2026 (exchange-rates, FRED H.10). */
// biome-ignore format: a table
export const FX_PER_USD: Record<Exclude<Currency, "USD" | "CNH">, readonly number[]> = {
  AUD: [1.304, 1.351, 1.187, 1.051, 1.246, 1.171, 0.9419, 1.001, 1.059, 1.068, 1.296, 1.351, 1.322, 1.334, 1.44, 1.45, 1.308, 1.423, 1.49, 1.506, 1.536, 1.423],
  CAD: [1.24, 1.114, 1.065, 1.017, 1.126, 1.038, 0.9766, 1.028, 1.031, 1.083, 1.236, 1.289, 1.329, 1.313, 1.329, 1.355, 1.222, 1.28, 1.329, 1.371, 1.367, 1.403],
  CHF: [1.266, 1.232, 1.233, 1.037, 1.081, 1.125, 0.8401, 0.9576, 0.9331, 0.8958, 0.9321, 0.9695, 0.9681, 0.99, 0.988, 0.9513, 0.9078, 0.9702, 0.9004, 0.8938, 0.8132, 0.7993],
  CNY: [8.277, 8.004, 7.633, 6.899, 6.833, 6.818, 6.475, 6.363, 6.134, 6.231, 6.205, 6.589, 6.807, 6.465, 6.898, 7.082, 6.425, 6.695, 7.161, 7.255, 7.18, 6.776],
  EUR: [0.8227, 0.7898, 0.7451, 0.6426, 0.7136, 0.8181, 0.6943, 0.7974, 0.7577, 0.7356, 0.8908, 0.8903, 0.8902, 0.8562, 0.8853, 0.8882, 0.83, 0.9463, 0.9225, 0.9291, 0.867, 0.8684],
  GBP: [0.5501, 0.5424, 0.5033, 0.5085, 0.6109, 0.6771, 0.6166, 0.6428, 0.6455, 0.5914, 0.642, 0.7044, 0.7806, 0.7522, 0.789, 0.7985, 0.713, 0.8117, 0.792, 0.7864, 0.7365, 0.7497],
  HKD: [7.776, 7.764, 7.814, 7.807, 7.75, 7.788, 7.785, 7.759, 7.76, 7.752, 7.753, 7.762, 7.798, 7.847, 7.826, 7.75, 7.762, 7.848, 7.833, 7.81, 7.849, 7.838],
  JPY: [108.7, 114.6, 122.7, 106.9, 96.61, 90.81, 80.43, 79.32, 97.23, 102.1, 123.7, 105.4, 110.9, 110.1, 108.1, 107.6, 110.1, 134, 141.4, 157.9, 144.5, 160.8],
  NZD: [1.412, 1.615, 1.321, 1.313, 1.566, 1.444, 1.226, 1.281, 1.265, 1.16, 1.432, 1.42, 1.383, 1.44, 1.515, 1.551, 1.407, 1.574, 1.63, 1.629, 1.657, 1.73],
  SEK: [7.623, 7.295, 6.949, 6.025, 7.767, 7.826, 6.327, 7.075, 6.585, 6.686, 8.265, 8.304, 8.678, 8.801, 9.409, 9.31, 8.397, 10.03, 10.77, 10.49, 9.548, 9.515],
  SGD: [1.672, 1.591, 1.537, 1.368, 1.452, 1.398, 1.234, 1.278, 1.26, 1.251, 1.345, 1.353, 1.383, 1.348, 1.362, 1.393, 1.333, 1.384, 1.346, 1.352, 1.282, 1.288],
};

/** Annualized FX volatility vs USD (world-indices-qrmdata fx_daily 2005–15; HKD is pegged). */
export const FX_VOL: Record<Currency, number> = {
  USD: 0,
  HKD: 0.004,
  CNY: 0.03,
  CNH: 0.04,
  SGD: 0.05,
  EUR: 0.08,
  GBP: 0.08,
  CHF: 0.09,
  JPY: 0.095,
  AUD: 0.11,
  NZD: 0.11,
  CAD: 0.075,
  SEK: 0.1,
};

/**
 * Market episodes the demo history replays as deterministic drifts spread over trading days
 * (log move of the factor over the window), so drawdowns land on recognisable dates. The
 * base drift of each factor is adjusted so that episodes do not change its long-run return.
 */
export const EPISODES: readonly {
  factor: string;
  from: string;
  to: string;
  move: number;
  stress?: number;
}[] = [
  { factor: "MKT", from: "2007-10-10", to: "2008-03-10", move: -0.15, stress: 0.4 },
  { factor: "MKT", from: "2008-09-12", to: "2008-11-20", move: -0.45, stress: 1.1 },
  { factor: "MKT", from: "2009-03-10", to: "2009-12-31", move: 0.45 },
  { factor: "MKT", from: "2010-04-23", to: "2010-07-02", move: -0.14, stress: 0.5 },
  { factor: "MKT", from: "2011-07-25", to: "2011-10-03", move: -0.2, stress: 0.7 },
  { factor: "EU", from: "2011-07-25", to: "2011-10-03", move: -0.08 },
  { factor: "JP", from: "2012-11-14", to: "2013-05-22", move: 0.35 },
  { factor: "CHN", from: "2014-11-01", to: "2015-06-12", move: 0.6 },
  { factor: "CHN", from: "2015-06-12", to: "2015-08-26", move: -0.45, stress: 0.9 },
  { factor: "MKT", from: "2018-10-01", to: "2018-12-24", move: -0.17, stress: 0.5 },
  { factor: "MKT", from: "2020-02-20", to: "2020-03-23", move: -0.4, stress: 1.3 },
  { factor: "MKT", from: "2020-03-24", to: "2020-08-31", move: 0.38 },
  { factor: "MKT", from: "2022-01-03", to: "2022-10-12", move: -0.22, stress: 0.4 },
  { factor: "TECH", from: "2022-01-03", to: "2022-10-12", move: -0.15 },
  { factor: "ENERGY", from: "2020-01-02", to: "2020-10-30", move: -0.35 },
  { factor: "ENERGY", from: "2020-11-02", to: "2022-06-08", move: 0.6 },
  { factor: "GOLD", from: "2013-04-01", to: "2013-06-28", move: -0.25 },
  { factor: "GOLD", from: "2024-01-02", to: "2025-10-20", move: 0.55 },
  { factor: "COMMOD", from: "2014-07-01", to: "2016-01-20", move: -0.6 },
  { factor: "COMMOD", from: "2020-05-01", to: "2022-06-08", move: 0.6 },
  { factor: "CHN", from: "2024-09-13", to: "2024-10-07", move: 0.25 },
  { factor: "CHN", from: "2021-07-01", to: "2021-08-20", move: -0.15, stress: 0.3 },
  { factor: "CHN", from: "2022-09-01", to: "2022-10-31", move: -0.2, stress: 0.4 },
  { factor: "MKT", from: "2025-04-02", to: "2025-04-08", move: -0.12, stress: 1.0 },
  { factor: "MKT", from: "2025-04-09", to: "2025-06-30", move: 0.14 },
];

/**
 * Yearly total returns in USD (%) of the regional equity factors, 2005..2026: SPY, VGK, EWJ
 * and EEM total-return indices of etf-prices-37 up to 2022; HSI, CSI 300 and STI price
 * changes (world-indices-qrmdata to 2015, public index history after) plus dividends and the
 * currency; 2023–25 from public index history, rounded; 2026 a neutral year. EMX (emerging
 * markets outside Asia) is an approximation. Regions follow these paths within a few
 * percent, so category returns rank as they did (US strong, Hong Kong and China weak).
 */
// biome-ignore format: a table
export const EQUITY_RETURN: Record<string, readonly number[]> = {
  US: [4.8, 15.8, 5.1, -36.8, 26.4, 15.1, 1.9, 16.0, 32.3, 13.5, 1.3, 12.0, 21.7, -4.6, 31.2, 18.4, 28.7, -18.2, 26.2, 24.9, 17.9, 8],
  EU: [9.0, 33.1, 13.2, -44.7, 31.3, 6.1, -11.6, 21.6, 24.4, -7.1, -1.9, -0.4, 27.0, -14.9, 24.9, 5.5, 16.9, -16.0, 20.5, 1.9, 33, 7],
  JP: [24.3, 5.8, -5.5, -27.0, 3.1, 13.6, -14.8, 9.2, 26.0, -6.2, 9.2, 2.8, 24.3, -14.1, 19.3, 15.4, 1.2, -17.7, 19.8, 8.0, 24, 7],
  CN: [-5, 126, 170, -64, 99, -9, -21, 10, -3, 51, 4, -15, 30, -27, 37, 37, -1, -26, -12, 14, 23, 6],
  HK: [8.0, 37.7, 42.8, -44.8, 55.5, 8.8, -16.5, 26.4, 6.4, 4.8, -3.7, 3.9, 39.5, -10.1, 12.6, 0.1, -10.6, -12.0, -10.3, 21.2, 31.3, 7],
  ASIA: [32.6, 31.2, 33.3, -48.9, 68.9, 16.5, -18.8, 19.1, -3.7, -3.9, -16.2, 10.9, 37.3, -15.3, 18.2, 17.0, -3.6, -20.6, 9.8, 7.5, 30, 8],
  SG: [17, 33, 26, -46, 68, 21, -15, 30, 1, 6, -16, 1, 30, -8, 10, -8, 12, 6, 5, 19, 28, 6],
  EMX: [40, 30, 35, -52, 75, 14, -20, 10, -10, -12, -25, 20, 22, -10, 15, -10, 5, 0, 20, -15, 25, 6],
};
/** Yearly return (%) assumed outside the table's years. */
export const NEUTRAL_EQUITY_RETURN = 7;

/** Interpolated anchor value (mid-year points, held flat outside the table). */
export function anchorAt(table: readonly number[], yearFraction: number): number {
  const x = yearFraction - ANCHOR_FIRST_YEAR - 0.5;
  if (x <= 0) return table[0] as number;
  const i = Math.floor(x);
  if (i >= table.length - 1) return table[table.length - 1] as number;
  const a = table[i] as number;
  const b = table[i + 1] as number;
  return a + (b - a) * (x - i);
}
