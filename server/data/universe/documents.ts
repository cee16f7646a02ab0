/**
 * Offering and reporting documents of a product: key facts (Hong Kong's KFS, Singapore's
 * Product Highlights Sheet), prospectus, annual and semi-annual reports (December year
 * end) and the monthly factsheet, in the languages a HK/SG distributor publishes. URLs point
 * at generated pages of this server.
 */
import type { DocumentRow, Product } from "../batch";
import { fromDayNumber } from "../batch";
import { DOCUMENT_TITLE, toHans } from "./names";
import type { Rng } from "./prng";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const dayOf = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);

export function documentRows(p: Product, launchDay: number, asOfDay: number, rng: Rng): DocumentRow[] {
  const rows: DocumentRow[] = [];
  const asOf = new Date(asOfDay * 86_400_000);
  const y = asOf.getUTCFullYear();
  const url = (type: string, lang: string) =>
    `/v1/pub/factsheet/${encodeURIComponent(p.code)}?type=${type}&lang=${lang}`;
  const chinese = p.sfcAuthorised === true;
  const add = (type: DocumentRow["type"], day: number, en: string, zh?: string) => {
    const date = fromDayNumber(day);
    rows.push({ code: p.code, type, title: `${en} — ${p.name}`, lang: "en", date, url: url(type, "en") });
    if (zh && chinese) {
      const zhTitle = `${zh} — ${p.name_zh_hant ?? p.name}`;
      rows.push({ code: p.code, type, title: zhTitle, lang: "zh_TW", date, url: url(type, "zh_TW") });
      if (type === "factsheet")
        rows.push({
          code: p.code,
          type,
          title: toHans(zhTitle),
          lang: "zh_CN",
          date,
          url: url(type, "zh_CN"),
        });
    }
  };
  const revised = Math.max(launchDay, asOfDay - rng.int(20, 330));
  const singapore = p.masRecognised === true && !chinese;
  if (chinese || singapore) {
    add(
      "keyFacts",
      revised,
      singapore ? "Product Highlights Sheet" : DOCUMENT_TITLE.keyFacts[0],
      DOCUMENT_TITLE.keyFacts[1],
    );
  }
  add("prospectus", revised, DOCUMENT_TITLE.prospectus[0], DOCUMENT_TITLE.prospectus[1]);
  // Reports are published four (annual) and two (semi-annual) months after the period ends.
  for (const year of [y, y - 1]) {
    const annual = dayOf(year - 1, 12, 31);
    if (annual > launchDay && annual + 120 <= asOfDay) {
      add(
        "annual",
        annual + 120,
        `${DOCUMENT_TITLE.annual[0]} ${year - 1}`,
        `${year - 1}${DOCUMENT_TITLE.annual[1]}`,
      );
      break;
    }
  }
  for (const half of [dayOf(y, 6, 30), dayOf(y - 1, 6, 30)]) {
    if (half > launchDay && half + 60 <= asOfDay) {
      const yr = new Date(half * 86_400_000).getUTCFullYear();
      add(
        "semiannual",
        half + 60,
        `${DOCUMENT_TITLE.semiannual[0]} ${yr}`,
        `${yr}${DOCUMENT_TITLE.semiannual[1]}`,
      );
      break;
    }
  }
  const thisMonthEnd = dayOf(y, asOf.getUTCMonth() + 2, 0);
  const monthEnd = thisMonthEnd === asOfDay ? asOfDay : dayOf(y, asOf.getUTCMonth() + 1, 0);
  const fm = new Date(monthEnd * 86_400_000);
  const month = MONTHS[fm.getUTCMonth()] ?? "";
  add(
    "factsheet",
    monthEnd,
    `${DOCUMENT_TITLE.factsheet[0]} ${month} ${fm.getUTCFullYear()}`,
    `${DOCUMENT_TITLE.factsheet[1]} ${fm.getUTCFullYear()}年${fm.getUTCMonth() + 1}月`,
  );
  return rows;
}
