/**
 * Fund managers: generic names (Cantonese or Singapore romanization with Chinese characters,
 * or Western names kept in Latin script as HK documents do) and bilingual biographies built
 * from templates. One person can run several funds of the same company.
 */
import type { CompanyModel } from "./companies";
import {
  BIO,
  ENGLISH_GIVEN,
  GIVEN_SYLLABLES,
  SURNAMES_HK,
  SURNAMES_SG,
  toHans,
  WESTERN_SURNAMES,
} from "./names";
import type { Rng } from "./prng";

export interface Person {
  id: string;
  en: string;
  zh: string;
  bioEn: string;
  bioZh: string;
  /** Year the person joined the company (no fund start before it). */
  joinYear: number;
}

function personName(rng: Rng, country: string): [string, string] {
  const chinese = country === "HK" || country === "CN" || country === "SG" || rng.chance(0.35);
  if (!chinese) {
    const name = `${rng.pick(ENGLISH_GIVEN)} ${rng.pick(WESTERN_SURNAMES)}`;
    return [name, name];
  }
  const [sur, surZh] = rng.pick(country === "SG" && rng.chance(0.7) ? SURNAMES_SG : SURNAMES_HK);
  const [g1, g1z] = rng.pick(GIVEN_SYLLABLES);
  const [g2, g2z] = rng.pick(GIVEN_SYLLABLES);
  const zh = `${surZh}${g1z}${g2z}`;
  if (rng.chance(0.5)) return [`${rng.pick(ENGLISH_GIVEN)} ${sur}`, zh];
  return [`${sur} ${g1} ${g2}`, zh];
}

export function createPerson(
  rng: Rng,
  id: string,
  company: CompanyModel,
  focus: readonly [string, string],
  asOfYear: number,
): Person {
  const [en, zh] = personName(rng, company.country);
  const experience = rng.int(6, 28);
  const joinYear = Math.max(company.foundedYear, asOfYear - rng.int(1, Math.min(experience, 18)));
  const [roleEn, roleZh] = rng.pick(BIO.roles);
  const [firmEn, firmZh] = rng.pick(BIO.firms);
  const [credEn, credZh] = rng.pick(BIO.credentials);
  const bioEn =
    `${en} joined ${company.name} in ${joinYear} and has ${experience} years of investment experience, ` +
    `focusing on ${focus[0]}. Previously, ${en.split(" ")[0]} worked as ${roleEn} at a ${firmEn}, and ${credEn}.`;
  const bioZh =
    `${zh}於${joinYear}年加入${company.name_zh_hant}，擁有${experience}年投資經驗，專注於${focus[1]}投資。` +
    `此前曾於一家${firmZh}擔任${roleZh}，${credZh}。`;
  return { id, en, zh, bioEn, bioZh, joinYear };
}

export function bioHans(p: Person): { zhHans: string; bioHans: string } {
  return { zhHans: toHans(p.zh), bioHans: toHans(p.bioZh) };
}
