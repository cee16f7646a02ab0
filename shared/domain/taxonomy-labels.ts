import type { MessageKey } from "../messages";

/**
 * The names of the ids that holdings, breakdowns and risk alerts carry (countries, region blocs,
 * equity sectors, bond sectors), in every locale's taxonomy catalogue: one set of words for the
 * product screens, the chat cards and the server's alert texts.
 */
export const countryLabels = {
  australia: "taxonomy:countries.australia",
  brazil: "taxonomy:countries.brazil",
  canada: "taxonomy:countries.canada",
  chile: "taxonomy:countries.chile",
  china: "taxonomy:countries.china",
  colombia: "taxonomy:countries.colombia",
  denmark: "taxonomy:countries.denmark",
  egypt: "taxonomy:countries.egypt",
  france: "taxonomy:countries.france",
  germany: "taxonomy:countries.germany",
  hong_kong: "taxonomy:countries.hong_kong",
  india: "taxonomy:countries.india",
  indonesia: "taxonomy:countries.indonesia",
  italy: "taxonomy:countries.italy",
  japan: "taxonomy:countries.japan",
  korea: "taxonomy:countries.korea",
  malaysia: "taxonomy:countries.malaysia",
  mexico: "taxonomy:countries.mexico",
  netherlands: "taxonomy:countries.netherlands",
  nigeria: "taxonomy:countries.nigeria",
  other: "taxonomy:countries.other",
  peru: "taxonomy:countries.peru",
  philippines: "taxonomy:countries.philippines",
  poland: "taxonomy:countries.poland",
  qatar: "taxonomy:countries.qatar",
  romania: "taxonomy:countries.romania",
  saudi_arabia: "taxonomy:countries.saudi_arabia",
  singapore: "taxonomy:countries.singapore",
  south_africa: "taxonomy:countries.south_africa",
  spain: "taxonomy:countries.spain",
  sweden: "taxonomy:countries.sweden",
  switzerland: "taxonomy:countries.switzerland",
  taiwan: "taxonomy:countries.taiwan",
  thailand: "taxonomy:countries.thailand",
  turkey: "taxonomy:countries.turkey",
  uae: "taxonomy:countries.uae",
  uk: "taxonomy:countries.uk",
  us: "taxonomy:countries.us",
  vietnam: "taxonomy:countries.vietnam",
} as const satisfies Record<string, MessageKey<"taxonomy">>;

export const sectorLabels = {
  communication_services: "taxonomy:sectors.communication_services",
  consumer_discretionary: "taxonomy:sectors.consumer_discretionary",
  consumer_staples: "taxonomy:sectors.consumer_staples",
  energy: "taxonomy:sectors.energy",
  financials: "taxonomy:sectors.financials",
  government: "taxonomy:sectors.government",
  health_care: "taxonomy:sectors.health_care",
  industrials: "taxonomy:sectors.industrials",
  information_technology: "taxonomy:sectors.information_technology",
  materials: "taxonomy:sectors.materials",
  real_estate: "taxonomy:sectors.real_estate",
  utilities: "taxonomy:sectors.utilities",
} as const satisfies Record<string, MessageKey<"taxonomy">>;

export const bondSectorLabels = {
  cash_equivalents: "taxonomy:bondSectors.cash_equivalents",
  corporate: "taxonomy:bondSectors.corporate",
  government: "taxonomy:bondSectors.government",
  government_related: "taxonomy:bondSectors.government_related",
  securitized: "taxonomy:bondSectors.securitized",
} as const satisfies Record<string, MessageKey<"taxonomy">>;

export const blocLabels = {
  north_america: "taxonomy:blocs.north_america",
  europe: "taxonomy:blocs.europe",
  japan: "taxonomy:blocs.japan",
  asia_ex_japan: "taxonomy:blocs.asia_ex_japan",
  pacific: "taxonomy:blocs.pacific",
  latin_america: "taxonomy:blocs.latin_america",
  middle_east_africa: "taxonomy:blocs.middle_east_africa",
} as const satisfies Record<string, MessageKey<"taxonomy">>;
