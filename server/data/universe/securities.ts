/**
 * Securities that demo portfolios hold. Equities are real, listed index constituents (public
 * facts: tickers and names from the HSI, CSI 300, S&P 500, DAX and FTSE member lists of
 * ../shared/data/index-constituents, plus the largest Japanese, Taiwanese, Korean, Indian,
 * ASEAN and Singapore listings), so the news feature can relate products by ticker; the
 * weights and the funds holding them are fictional. Bond issuers: sovereigns, and fictional
 * corporates.
 */

const SECTOR: Record<string, string> = {
  IT: "information_technology",
  FIN: "financials",
  HC: "health_care",
  CD: "consumer_discretionary",
  CS: "consumer_staples",
  COM: "communication_services",
  IND: "industrials",
  EN: "energy",
  MAT: "materials",
  UT: "utilities",
  RE: "real_estate",
};

export interface Security {
  ticker: string;
  name: string;
  sector: string;
  country: string;
  /** The list it comes from: a country id, or "china_a" for Shanghai/Shenzhen A shares. */
  list: string;
  /** Rank within its country list (0 = largest), for size-weighted picks. */
  rank: number;
}

// ticker|name|sector;… — grouped by country; larger companies first.
// biome-ignore format: a table
const TABLE: Record<string, string> = {
  us: "AAPL|Apple Inc|IT;MSFT|Microsoft Corp|IT;NVDA|Nvidia Corp|IT;AMZN|Amazon.com Inc|CD;GOOGL|Alphabet Inc|COM;META|Meta Platforms Inc|COM;BRK.B|Berkshire Hathaway Inc|FIN;AVGO|Broadcom Inc|IT;TSLA|Tesla Inc|CD;JPM|JPMorgan Chase & Co|FIN;LLY|Eli Lilly and Co|HC;V|Visa Inc|FIN;UNH|UnitedHealth Group Inc|HC;XOM|Exxon Mobil Corp|EN;MA|Mastercard Inc|FIN;JNJ|Johnson & Johnson|HC;PG|Procter & Gamble Co|CS;HD|Home Depot Inc|CD;COST|Costco Wholesale Corp|CS;NFLX|Netflix Inc|COM;AMD|Advanced Micro Devices Inc|IT;ABBV|AbbVie Inc|HC;MRK|Merck & Co Inc|HC;CVX|Chevron Corp|EN;TMO|Thermo Fisher Scientific Inc|HC;ISRG|Intuitive Surgical Inc|HC;CAT|Caterpillar Inc|IND;LIN|Linde plc|MAT;NEE|NextEra Energy Inc|UT;PLD|Prologis Inc|RE;EQIX|Equinix Inc|RE;AMT|American Tower Corp|RE;O|Realty Income Corp|RE;SPG|Simon Property Group Inc|RE;DUK|Duke Energy Corp|UT;SO|Southern Co|UT;COP|ConocoPhillips|EN;NEM|Newmont Corp|MAT",
  hong_kong: "1299.HK|AIA Group Ltd|FIN;0005.HK|HSBC Holdings plc|FIN;0388.HK|Hong Kong Exchanges and Clearing Ltd|FIN;0016.HK|Sun Hung Kai Properties Ltd|RE;0001.HK|CK Hutchison Holdings Ltd|IND;0002.HK|CLP Holdings Ltd|UT;0011.HK|Hang Seng Bank Ltd|FIN;2388.HK|BOC Hong Kong Holdings Ltd|FIN;0027.HK|Galaxy Entertainment Group Ltd|CD;1113.HK|CK Asset Holdings Ltd|RE;0823.HK|Link Real Estate Investment Trust|RE;0003.HK|Hong Kong and China Gas Co Ltd|UT",
  china: "0700.HK|Tencent Holdings Ltd|COM;9988.HK|Alibaba Group Holding Ltd|CD;0939.HK|China Construction Bank Corp|FIN;3690.HK|Meituan|CD;1810.HK|Xiaomi Corp|IT;0941.HK|China Mobile Ltd|COM;1398.HK|Industrial & Commercial Bank of China Ltd|FIN;2318.HK|Ping An Insurance Group Co of China Ltd|FIN;1211.HK|BYD Co Ltd|CD;0883.HK|CNOOC Ltd|EN;9618.HK|JD.com Inc|CD;1024.HK|Kuaishou Technology|COM;9999.HK|NetEase Inc|COM;2020.HK|ANTA Sports Products Ltd|CD;2269.HK|WuXi Biologics Cayman Inc|HC",
  china_a: "600519.SS|Kweichow Moutai Co Ltd|CS;300750.SZ|Contemporary Amperex Technology Co Ltd|IND;601318.SS|Ping An Insurance Group Co of China Ltd (A)|FIN;600036.SS|China Merchants Bank Co Ltd|FIN;000858.SZ|Wuliangye Yibin Co Ltd|CS;000333.SZ|Midea Group Co Ltd|CD;601899.SS|Zijin Mining Group Co Ltd|MAT;600900.SS|China Yangtze Power Co Ltd|UT;002594.SZ|BYD Co Ltd (A)|CD;601166.SS|Industrial Bank Co Ltd|FIN;600276.SS|Jiangsu Hengrui Pharmaceuticals Co Ltd|HC;300059.SZ|East Money Information Co Ltd|FIN;601012.SS|LONGi Green Energy Technology Co Ltd|IT;000651.SZ|Gree Electric Appliances Inc|CD;600030.SS|CITIC Securities Co Ltd|FIN",
  taiwan: "2330.TW|Taiwan Semiconductor Manufacturing Co Ltd|IT;2317.TW|Hon Hai Precision Industry Co Ltd|IT;2454.TW|MediaTek Inc|IT;2308.TW|Delta Electronics Inc|IT;2881.TW|Fubon Financial Holding Co Ltd|FIN;2382.TW|Quanta Computer Inc|IT",
  korea: "005930.KS|Samsung Electronics Co Ltd|IT;000660.KS|SK Hynix Inc|IT;035420.KS|NAVER Corp|COM;005380.KS|Hyundai Motor Co|CD;051910.KS|LG Chem Ltd|MAT;105560.KS|KB Financial Group Inc|FIN",
  india: "RELIANCE.NS|Reliance Industries Ltd|EN;HDFCBANK.NS|HDFC Bank Ltd|FIN;INFY.NS|Infosys Ltd|IT;TCS.NS|Tata Consultancy Services Ltd|IT;ICICIBANK.NS|ICICI Bank Ltd|FIN;BHARTIARTL.NS|Bharti Airtel Ltd|COM;LT.NS|Larsen & Toubro Ltd|IND;SBIN.NS|State Bank of India|FIN;HINDUNILVR.NS|Hindustan Unilever Ltd|CS;ITC.NS|ITC Ltd|CS;BAJFINANCE.NS|Bajaj Finance Ltd|FIN;MARUTI.NS|Maruti Suzuki India Ltd|CD;SUNPHARMA.NS|Sun Pharmaceutical Industries Ltd|HC",
  japan: "7203.T|Toyota Motor Corp|CD;6758.T|Sony Group Corp|CD;8306.T|Mitsubishi UFJ Financial Group Inc|FIN;6861.T|Keyence Corp|IT;9984.T|SoftBank Group Corp|COM;8035.T|Tokyo Electron Ltd|IT;9983.T|Fast Retailing Co Ltd|CD;4063.T|Shin-Etsu Chemical Co Ltd|MAT;6501.T|Hitachi Ltd|IND;8058.T|Mitsubishi Corp|IND;4502.T|Takeda Pharmaceutical Co Ltd|HC;6098.T|Recruit Holdings Co Ltd|IND;8766.T|Tokio Marine Holdings Inc|FIN;7974.T|Nintendo Co Ltd|COM;8951.T|Nippon Building Fund Inc|RE",
  singapore: "D05.SI|DBS Group Holdings Ltd|FIN;O39.SI|Oversea-Chinese Banking Corp Ltd|FIN;U11.SI|United Overseas Bank Ltd|FIN;Z74.SI|Singapore Telecommunications Ltd|COM;C38U.SI|CapitaLand Integrated Commercial Trust|RE;A17U.SI|CapitaLand Ascendas REIT|RE;S68.SI|Singapore Exchange Ltd|FIN;BN4.SI|Keppel Ltd|IND;C6L.SI|Singapore Airlines Ltd|IND;F34.SI|Wilmar International Ltd|CS;Y92.SI|Thai Beverage PCL|CS;ME8U.SI|Mapletree Industrial Trust|RE",
  uk: "AZN.L|AstraZeneca plc|HC;SHEL.L|Shell plc|EN;HSBA.L|HSBC Holdings plc|FIN;ULVR.L|Unilever plc|CS;RIO.L|Rio Tinto plc|MAT",
  germany: "SAP.DE|SAP SE|IT;SIE.DE|Siemens AG|IND;ALV.DE|Allianz SE|FIN",
  france: "MC.PA|LVMH Moet Hennessy Louis Vuitton SE|CD;TTE.PA|TotalEnergies SE|EN;SAN.PA|Sanofi SA|HC;OR.PA|L'Oreal SA|CS",
  switzerland: "NESN.SW|Nestle SA|CS;ROG.SW|Roche Holding AG|HC",
  netherlands: "ASML.AS|ASML Holding NV|IT",
  denmark: "NOVO-B.CO|Novo Nordisk A/S|HC",
  spain: "IBE.MC|Iberdrola SA|UT",
  italy: "ENEL.MI|Enel SpA|UT",
  australia: "BHP.AX|BHP Group Ltd|MAT;CBA.AX|Commonwealth Bank of Australia|FIN;CSL.AX|CSL Ltd|HC;GMG.AX|Goodman Group|RE;TCL.AX|Transurban Group|IND",
  canada: "RY.TO|Royal Bank of Canada|FIN;SHOP.TO|Shopify Inc|IT;AEM.TO|Agnico Eagle Mines Ltd|MAT;FNV.TO|Franco-Nevada Corp|MAT;WPM.TO|Wheaton Precious Metals Corp|MAT",
  indonesia: "BBCA.JK|Bank Central Asia Tbk PT|FIN;BBRI.JK|Bank Rakyat Indonesia Persero Tbk PT|FIN;TLKM.JK|Telkom Indonesia Persero Tbk PT|COM;ASII.JK|Astra International Tbk PT|IND",
  thailand: "PTT.BK|PTT PCL|EN;ADVANC.BK|Advanced Info Service PCL|COM;CPALL.BK|CP All PCL|CS",
  malaysia: "1155.KL|Malayan Banking Bhd|FIN;1295.KL|Public Bank Bhd|FIN;5347.KL|Tenaga Nasional Bhd|UT",
  philippines: "BDO.PS|BDO Unibank Inc|FIN;SM.PS|SM Investments Corp|IND",
  brazil: "VALE3.SA|Vale SA|MAT;PETR4.SA|Petroleo Brasileiro SA|EN",
  saudi_arabia: "2222.SR|Saudi Arabian Oil Co|EN",
  south_africa: "NPN.JO|Naspers Ltd|COM",
  mexico: "WALMEX.MX|Wal-Mart de Mexico SAB de CV|CS",
};

export const SECURITIES: readonly Security[] = Object.entries(TABLE).flatMap(([country, rows]) =>
  rows.split(";").map((row, rank) => {
    const [ticker, name, sector] = row.split("|");
    return {
      ticker: ticker ?? "",
      name: name ?? "",
      sector: SECTOR[sector ?? ""] ?? "other",
      country: country === "china_a" ? "china" : country,
      list: country,
      rank,
    };
  }),
);

export const SOVEREIGN: Record<string, string> = {
  us: "US Treasury",
  japan: "Japan Government Bond",
  germany: "Bundesrepublik Deutschland",
  france: "French Republic OAT",
  uk: "UK Gilt",
  italy: "Republic of Italy BTP",
  spain: "Kingdom of Spain",
  china: "China Government Bond",
  korea: "Republic of Korea",
  indonesia: "Republic of Indonesia",
  india: "Government of India",
  philippines: "Republic of the Philippines",
  mexico: "United Mexican States",
  brazil: "Federative Republic of Brazil",
  saudi_arabia: "Kingdom of Saudi Arabia",
  south_africa: "Republic of South Africa",
  singapore: "Singapore Government Securities",
  hong_kong: "Hong Kong SAR Government Bond",
  malaysia: "Government of Malaysia",
  thailand: "Kingdom of Thailand",
  canada: "Government of Canada",
  australia: "Commonwealth of Australia",
  netherlands: "Kingdom of the Netherlands",
  taiwan: "Taiwan Government Bond",
  turkey: "Republic of Turkiye",
  uae: "Emirate of Abu Dhabi",
  qatar: "State of Qatar",
  colombia: "Republic of Colombia",
  chile: "Republic of Chile",
  peru: "Republic of Peru",
  poland: "Republic of Poland",
  romania: "Romania",
  egypt: "Arab Republic of Egypt",
  nigeria: "Federal Republic of Nigeria",
  other: "Supranational development bank",
};

/** Fictional corporate bond issuers (stem, sector label). */
// biome-ignore format: a table
export const CORPORATE_ISSUERS: readonly (readonly [string, string])[] = [
  ["Harbourline Utilities", "utilities"], ["Jadeport Telecom", "communication_services"], ["Silverreach Energy", "energy"],
  ["Eastbay Property Holdings", "real_estate"], ["Northquay Bank", "financials"], ["Lionreef Insurance", "financials"],
  ["Kestrel Logistics", "industrials"], ["Cobalt Lane Mining", "materials"], ["Amberfield Consumer", "consumer_staples"],
  ["Riverstone Semiconductor", "information_technology"], ["Palmcourt Hotels", "consumer_discretionary"], ["Bluecrane Airlines", "industrials"],
  ["Southgate Power", "utilities"], ["Westmere Auto", "consumer_discretionary"], ["Orchard Road Capital", "financials"],
  ["Tidewater Pharma", "health_care"], ["Greywharf Steel", "materials"], ["Copperbay Resources", "materials"],
];
