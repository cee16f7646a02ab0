/**
 * A risk alert's title and message in the request's language, built from its kind and the
 * figures the derive job stored (server/analytics/alerts.ts names them): the figure that raised
 * it, and its date where the fact has one.
 */

import type { AlertKind } from "../../../shared/domain/alerts";
import { blocLabels, countryLabels, sectorLabels } from "../../../shared/domain/taxonomy-labels";
import { type ApiLang, intlTagOf, messageLocaleOf } from "../../../shared/locales";
import type { MessageKey } from "../../../shared/messages";
import { dateTimeFormat, numberFormat, translate } from "../../i18n";

export interface AlertFacts {
  kind: AlertKind;
  date: string;
  detail: Record<string, string | number | null>;
}

const titleKey: Record<AlertKind, MessageKey<"alerts">> = {
  aum_change: "alerts:titles.aum_change",
  concentration_sector: "alerts:titles.concentration_sector",
  concentration_country: "alerts:titles.concentration_country",
  concentration_region: "alerts:titles.concentration_region",
  fee_change_management: "alerts:titles.fee_change_management",
  fee_change_etf_total: "alerts:titles.fee_change_etf_total",
  abnormal_return_peers: "alerts:titles.abnormal_return_peers",
  abnormal_return_history: "alerts:titles.abnormal_return_history",
  manager_change: "alerts:titles.manager_change",
  portfolio_drift: "alerts:titles.portfolio_drift",
};

const labelGroup: Partial<Record<AlertKind, "sectors" | "countries" | "blocs">> = {
  concentration_sector: "sectors",
  concentration_country: "countries",
  concentration_region: "blocs",
};

/** The translated distribution labels (a label without one reads as words). */
const labelKeys: Record<"sectors" | "countries" | "blocs", Record<string, MessageKey<"taxonomy">>> = {
  sectors: sectorLabels,
  countries: countryLabels,
  blocs: blocLabels,
};

/** A distribution label in the request's language; one without a translation reads as words. */
export function labelName(kind: AlertKind, label: string, lang: ApiLang): string {
  const group = labelGroup[kind];
  const key = group && Object.hasOwn(labelKeys[group], label) ? labelKeys[group][label] : undefined;
  if (key) return translate(lang, key);
  const words = label.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatters(lang: ApiLang) {
  const tag = intlTagOf[messageLocaleOf[lang]];
  const percent = (x: number, digits: number, signed = false) =>
    numberFormat(tag, {
      style: "percent",
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
      ...(signed ? { signDisplay: "exceptZero" as const } : {}),
    }).format(x);
  return {
    percent,
    /** Percentage points, one decimal (7.7). */
    points: (x: number) =>
      numberFormat(tag, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(x),
    usd: (x: number) =>
      numberFormat(tag, {
        style: "currency",
        currency: "USD",
        notation: "compact",
        maximumSignificantDigits: 3,
      }).format(x),
    date: (iso: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(iso)
        ? dateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`))
        : iso,
  };
}

export function alertTitle(kind: AlertKind, lang: ApiLang): string {
  return translate(lang, titleKey[kind]);
}

export function alertMessage(a: AlertFacts, lang: ApiLang): string {
  const f = formatters(lang);
  const d = a.detail;
  const num = (k: string) => (typeof d[k] === "number" ? (d[k] as number) : null);
  const str = (k: string) => (typeof d[k] === "string" ? (d[k] as string) : "");
  const pct = (k: string, digits: number, signed = false) => {
    const x = num(k);
    return x === null ? "–" : f.percent(x, digits, signed);
  };
  switch (a.kind) {
    case "aum_change": {
      const change = num("change") ?? 0;
      const usd = (k: string) => {
        const x = num(k);
        return x === null ? "–" : f.usd(x);
      };
      return translate(lang, change < 0 ? "alerts:messages.aumFall" : "alerts:messages.aumRise", {
        change: f.percent(Math.abs(change), 0),
        from: usd("from"),
        to: usd("to"),
      });
    }
    case "concentration_sector":
    case "concentration_country":
    case "concentration_region":
      return translate(lang, "alerts:messages.concentration", {
        label: labelName(a.kind, str("label"), lang),
        weight: pct("weight", 0),
        norm: pct("norm", 0),
      });
    case "fee_change_management":
    case "fee_change_etf_total":
      return translate(lang, "alerts:messages.fee", {
        fee: translate(
          lang,
          a.kind === "fee_change_etf_total" ? "alerts:messages.feeTotal" : "alerts:messages.feeManagement",
        ),
        from: pct("from", 2),
        to: pct("to", 2),
        date: f.date(a.date),
      });
    case "abnormal_return_peers":
      return translate(lang, "alerts:messages.returnPeers", {
        move: pct("move", 1, true),
        peerMean: pct("peerMean", 1, true),
      });
    case "abnormal_return_history":
      return translate(lang, "alerts:messages.returnHistory", {
        move: pct("move", 1, true),
        historySd: pct("historySd", 1),
      });
    case "manager_change":
      return d.left != null
        ? translate(lang, "alerts:messages.managerLeft", { name: str("left"), date: f.date(a.date) })
        : translate(lang, "alerts:messages.managerJoined", { name: str("joined"), date: f.date(a.date) });
    case "portfolio_drift": {
      // drift figures are percentage points and weights percent (shared/api/portfolio.ts)
      const pp = (k: string) => {
        const x = num(k);
        return x === null ? "–" : f.percent(x / 100, 1);
      };
      const drift = num("driftPp") ?? 0;
      return translate(lang, drift < 0 ? "alerts:messages.driftUnder" : "alerts:messages.driftOver", {
        portfolio: str("portfolioName"),
        current: pp("currentWeight"),
        target: pp("targetWeight"),
        drift: f.points(Math.abs(drift)),
      });
    }
  }
}
