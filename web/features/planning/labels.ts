import type { FamilyStatus, TwinGender, TwinIdentity, TwinStep, TwinTheme } from "@shared/api/planning";
import type { GoalType } from "@shared/domain/assistant";
import type { MessageKey } from "@shared/messages";

type Key = MessageKey<"planning">;
export type RiskLevel = 1 | 2 | 3 | 4 | 5;
export const riskLevels: readonly RiskLevel[] = [1, 2, 3, 4, 5];

export const riskLevelLabels = {
  1: "planning:riskLevels.1",
  2: "planning:riskLevels.2",
  3: "planning:riskLevels.3",
  4: "planning:riskLevels.4",
  5: "planning:riskLevels.5",
} as const satisfies Record<RiskLevel, Key>;

export const riskDescriptions = {
  1: "planning:riskDescriptions.1",
  2: "planning:riskDescriptions.2",
  3: "planning:riskDescriptions.3",
  4: "planning:riskDescriptions.4",
  5: "planning:riskDescriptions.5",
} as const satisfies Record<RiskLevel, Key>;

export const goalLabels = {
  purchase_property: "planning:goals.purchase_property",
  children_education: "planning:goals.children_education",
  retirement: "planning:goals.retirement",
  supporting_parents: "planning:goals.supporting_parents",
  wealth_accumulation: "planning:goals.wealth_accumulation",
  wealth_preservation: "planning:goals.wealth_preservation",
  custom: "planning:goals.custom",
} as const satisfies Record<GoalType, Key>;

export const goalDescriptions = {
  purchase_property: "planning:goalDescriptions.purchase_property",
  children_education: "planning:goalDescriptions.children_education",
  retirement: "planning:goalDescriptions.retirement",
  supporting_parents: "planning:goalDescriptions.supporting_parents",
  wealth_accumulation: "planning:goalDescriptions.wealth_accumulation",
  wealth_preservation: "planning:goalDescriptions.wealth_preservation",
  custom: "planning:goalDescriptions.custom",
} as const satisfies Record<GoalType, Key>;

export const stepLabels = {
  gender: "planning:twin.steps.gender",
  age: "planning:twin.steps.age",
  familyStatus: "planning:twin.steps.familyStatus",
  identity: "planning:twin.steps.identity",
  themes: "planning:twin.steps.themes",
  riskLevel: "planning:twin.steps.riskLevel",
} as const satisfies Record<TwinStep, Key>;

export const stepQuestions = {
  gender: "planning:twin.questions.gender",
  age: "planning:twin.questions.age",
  familyStatus: "planning:twin.questions.familyStatus",
  identity: "planning:twin.questions.identity",
  themes: "planning:twin.questions.themes",
  riskLevel: "planning:twin.questions.riskLevel",
} as const satisfies Record<TwinStep, Key>;

export const genderLabels = {
  male: "planning:twin.genders.male",
  female: "planning:twin.genders.female",
} as const satisfies Record<TwinGender, Key>;

export const familyStatusLabels = {
  single: "planning:twin.familyStatuses.single",
  married: "planning:twin.familyStatuses.married",
  marriedWithChildren: "planning:twin.familyStatuses.marriedWithChildren",
  singleParent: "planning:twin.familyStatuses.singleParent",
  emptyNest: "planning:twin.familyStatuses.emptyNest",
} as const satisfies Record<FamilyStatus, Key>;

export const identityLabels = {
  student: "planning:twin.identities.student",
  employee: "planning:twin.identities.employee",
  professional: "planning:twin.identities.professional",
  businessOwner: "planning:twin.identities.businessOwner",
  freelancer: "planning:twin.identities.freelancer",
  homemaker: "planning:twin.identities.homemaker",
  retiree: "planning:twin.identities.retiree",
} as const satisfies Record<TwinIdentity, Key>;

export const themeLabels = {
  technology: "planning:twin.themes.technology",
  healthcare: "planning:twin.themes.healthcare",
  sustainability: "planning:twin.themes.sustainability",
  dividendIncome: "planning:twin.themes.dividendIncome",
  asiaGrowth: "planning:twin.themes.asiaGrowth",
  greaterChina: "planning:twin.themes.greaterChina",
  usMarkets: "planning:twin.themes.usMarkets",
  fixedIncome: "planning:twin.themes.fixedIncome",
  realEstate: "planning:twin.themes.realEstate",
  gold: "planning:twin.themes.gold",
} as const satisfies Record<TwinTheme, Key>;

export const asRiskLevel = (n: number): RiskLevel => (n >= 1 && n <= 5 ? (Math.round(n) as RiskLevel) : 3);

/** "1 year" / "N years" (the catalogues spell both forms). */
export const yearsKey = (n: number) =>
  (n === 1 ? "planning:plans.years_one" : "planning:plans.years_other") satisfies Key;

export const wizardStepLabels = {
  goal: "planning:wizard.steps.goal",
  amounts: "planning:wizard.steps.amounts",
  builder: "planning:wizard.steps.builder",
  weights: "planning:wizard.steps.weights",
  analysis: "planning:wizard.steps.analysis",
} as const satisfies Record<string, Key>;

export const builderLabels = {
  auto: "planning:wizard.auto",
  flex: "planning:wizard.flex",
} as const satisfies Record<string, Key>;
