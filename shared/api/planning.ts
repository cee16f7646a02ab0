import { z } from "zod";
import { goalTypes } from "../domain/assistant";
import type { MessageKey } from "../messages";

/**
 * The digital twin and wealth plans (/v1/app/twin, /v1/app/plans*). The twin is a role card
 * (gender, age, family status, identity, theme preferences, risk level 1–5) filled step by step
 * and then confirmed; its risk level is the default of the portfolio builders. A wealth plan is
 * a goal with its amounts, a portfolio (the auto builder's model portfolio, or the flex
 * builder's 70% locked core plus 30% chosen by the user) and a Monte Carlo projection. Every
 * row is the caller's own; another user's plan answers 404. Served by server/features/planning.
 */

// ---- the twin ----

export const twinGenders = ["male", "female"] as const;
export const familyStatuses = [
  "single",
  "married",
  "marriedWithChildren",
  "singleParent",
  "emptyNest",
] as const;
export const twinIdentities = [
  "student",
  "employee",
  "professional",
  "businessOwner",
  "freelancer",
  "homemaker",
  "retiree",
] as const;
export type TwinGender = (typeof twinGenders)[number];
export type FamilyStatus = (typeof familyStatuses)[number];
export type TwinIdentity = (typeof twinIdentities)[number];

export const twinThemes = [
  "technology",
  "healthcare",
  "sustainability",
  "dividendIncome",
  "asiaGrowth",
  "greaterChina",
  "usMarkets",
  "fixedIncome",
  "realEstate",
  "gold",
] as const;
export type TwinTheme = (typeof twinThemes)[number];

/** The guided flow's steps, in order. */
export const twinSteps = ["gender", "age", "familyStatus", "identity", "themes", "riskLevel"] as const;
export type TwinStep = (typeof twinSteps)[number];

export const TWIN_MIN_AGE = 18;
export const TWIN_MAX_AGE = 100;
export const TWIN_MAX_THEMES = 5;

export const riskLevelSchema = z.number().int().min(1).max(5).meta({
  description: "1 Conservative, 2 Stable, 3 Balanced, 4 Growth, 5 Aggressive",
});

const themesSchema = z
  .array(z.enum(twinThemes))
  .min(1)
  .max(TWIN_MAX_THEMES)
  .refine((t) => new Set(t).size === t.length, { message: "duplicate theme" });

/** The role card's fields; every one is optional until the card is confirmed. */
export const twinCardSchema = z
  .object({
    gender: z.enum(twinGenders).optional(),
    age: z.number().int().min(TWIN_MIN_AGE).max(TWIN_MAX_AGE).optional(),
    familyStatus: z.enum(familyStatuses).optional(),
    identity: z.enum(twinIdentities).optional(),
    themes: themesSchema.optional(),
    riskLevel: riskLevelSchema.optional(),
  })
  .meta({ id: "TwinCard" });
export type TwinCard = z.infer<typeof twinCardSchema>;

export const twinActions = ["save", "confirm", "reselect"] as const;

/**
 * PUT /v1/app/twin: `save` (default) merges the given fields into the card (a step of the
 * guided flow, or the profile's risk-level adjustment); `confirm` merges them, requires a
 * complete card and confirms it; `reselect` clears the role data and the confirmation so the
 * flow starts again (it takes no fields).
 */
export const updateTwinSchema = twinCardSchema
  .extend({ action: z.enum(twinActions).optional() })
  .superRefine((b, ctx) => {
    if (b.action === "reselect" && twinSteps.some((s) => b[s] !== undefined))
      ctx.addIssue({ code: "custom", path: ["action"], message: "reselect takes no role fields" });
  })
  .meta({ id: "UpdateTwin" });
export type UpdateTwin = z.infer<typeof updateTwinSchema>;

export const twinSchema = z
  .object({
    card: twinCardSchema,
    confirmedAt: z.string().nullable().meta({ description: "ISO timestamp; null while a draft" }),
    complete: z.boolean().meta({ description: "Every field of the card is filled" }),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: "Twin" });
export type Twin = z.infer<typeof twinSchema>;

// ---- wealth plans ----

export const planBuilders = ["auto", "flex"] as const;
export type PlanBuilder = (typeof planBuilders)[number];
export const planStatuses = ["active", "cancelled"] as const;

/** The flex builder's locked core, in percent of the plan: the model portfolio scaled to it. */
export const FLEX_CORE_WEIGHT = 70;
/** The flex builder's free part, in percent of the plan. */
export const FLEX_FREE_WEIGHT = 30;
/** Products of one asset class a plan may hold. */
export const PLAN_MAX_PER_ASSET_CLASS = 3;
/** Products the flex builder's free part may hold. */
export const PLAN_MAX_FREE_HOLDINGS = 10;
export const PLAN_MAX_YEARS = 50;
export const PLAN_NAME_MAX = 40;
export const PLAN_SIMULATION_PATHS = 10_000;
const WEIGHT_TOLERANCE = 0.01;

export const PLAN_ASSET_CLASS_LIMIT_KEY =
  "errors:validation.planAssetClassLimit" satisfies MessageKey<"errors">;
export const PLAN_FREE_WEIGHT_KEY = "errors:validation.planFreeWeight" satisfies MessageKey<"errors">;

const money = z.number().finite().min(0).max(1e12);

export const planHoldingInputSchema = z.object({
  fundCode: z.string().trim().min(1).max(40),
  weight: z.number().gt(0).max(100).meta({ description: "Percent of the whole plan" }),
});

export const planRequestSchema = z
  .object({
    goal: z.enum(goalTypes),
    name: z.string().trim().min(1).max(PLAN_NAME_MAX).optional(),
    targetAmount: money.gt(0),
    initialAmount: money,
    years: z.number().int().min(1).max(PLAN_MAX_YEARS),
    monthlyContribution: money.optional(),
    currentPortfolioValue: money.optional(),
    builder: z.enum(planBuilders),
    riskLevel: riskLevelSchema.optional().meta({ description: "Default: my twin's, else 3" }),
    holdings: z.array(planHoldingInputSchema).max(PLAN_MAX_FREE_HOLDINGS).optional().meta({
      description: "Flex builder only: the free part, weights in percent of the plan summing to 30",
    }),
  })
  .superRefine((b, ctx) => {
    if (b.initialAmount + (b.currentPortfolioValue ?? 0) + (b.monthlyContribution ?? 0) <= 0)
      ctx.addIssue({
        code: "custom",
        path: ["initialAmount"],
        message: "the plan needs an initial amount, a current portfolio value or a monthly contribution",
      });
    if (b.builder === "auto") {
      if (b.holdings && b.holdings.length > 0)
        ctx.addIssue({
          code: "custom",
          path: ["holdings"],
          message: "the auto builder chooses the holdings",
        });
      return;
    }
    const free = b.holdings ?? [];
    const seen = new Set<string>();
    free.forEach((h, i) => {
      if (seen.has(h.fundCode))
        ctx.addIssue({ code: "custom", path: ["holdings", i, "fundCode"], message: "duplicate fundCode" });
      seen.add(h.fundCode);
    });
    const total = free.reduce((s, h) => s + h.weight, 0);
    if (free.length === 0 || Math.abs(total - FLEX_FREE_WEIGHT) > WEIGHT_TOLERANCE + 1e-9)
      ctx.addIssue({
        code: "custom",
        path: ["holdings"],
        message: `the free part's weights should add up to ${FLEX_FREE_WEIGHT}% (got ${Number(total.toFixed(4))})`,
        params: { messageKey: PLAN_FREE_WEIGHT_KEY },
      });
  })
  .meta({ id: "WealthPlanRequest" });
export type PlanRequest = z.infer<typeof planRequestSchema>;

export const planParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

const pointSchema = z.tuple([z.number(), z.number()]).meta({ description: "[month, value]" });

export const planHoldingSchema = z
  .object({
    fundCode: z.string(),
    name: z.string(),
    productType: z.string(),
    assetClass: z.string().nullable(),
    currency: z.string().nullable(),
    weight: z.number().meta({ description: "Percent of the plan" }),
    locked: z
      .boolean()
      .meta({ description: "Part of the flex builder's core (or the auto builder's portfolio)" }),
  })
  .meta({ id: "PlanHolding" });
export type PlanHolding = z.infer<typeof planHoldingSchema>;

export const planAnalysisSchema = z
  .object({
    successProbability: z
      .number()
      .meta({ description: "Share of the simulated paths ending at or above the target" }),
    targetAchievedRate: z.number().meta({ description: "Total assets today over the target" }),
    totalAssets: z.number().meta({ description: "Initial amount plus current portfolio value" }),
    expectedValue: z.number().meta({ description: "The median path's final value" }),
    totalContributions: z.number(),
    timeWeightedReturn: z
      .number()
      .nullable()
      .meta({ description: "Annualized, the plan portfolio's history" }),
    moneyWeightedReturn: z
      .number()
      .nullable()
      .meta({ description: "Annual IRR of the plan's flows over the portfolio's history" }),
    changeVsLastWeek: z
      .object({ amount: z.number(), rate: z.number() })
      .nullable()
      .meta({ description: "The total assets' change over the last week of data, at today's weights" }),
    percentiles: z.object({
      p10: z.array(pointSchema),
      p50: z.array(pointSchema),
      p90: z.array(pointSchema),
    }),
    paths: z.number().int(),
    seed: z.number().int(),
    history: z.object({ startDate: z.string(), endDate: z.string(), months: z.number().int() }),
  })
  .meta({ id: "PlanAnalysis" });
export type PlanAnalysis = z.infer<typeof planAnalysisSchema>;

export const planInputsSchema = z.object({
  targetAmount: z.number(),
  initialAmount: z.number(),
  years: z.number(),
  monthlyContribution: z.number(),
  currentPortfolioValue: z.number(),
});
export type PlanInputs = z.infer<typeof planInputsSchema>;

export const planPreviewSchema = z
  .object({
    goal: z.enum(goalTypes),
    builder: z.enum(planBuilders),
    riskLevel: riskLevelSchema,
    inputs: planInputsSchema,
    holdings: z.array(planHoldingSchema),
    analysis: planAnalysisSchema,
  })
  .meta({ id: "WealthPlanPreview" });
export type PlanPreview = z.infer<typeof planPreviewSchema>;

export const planSchema = planPreviewSchema
  .extend({
    id: z.string(),
    name: z.string().nullable(),
    status: z.enum(planStatuses),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "WealthPlan" });
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = z.array(planSchema).meta({ id: "WealthPlanList" });

/** The flex builder's core for a risk level (what the web shows as locked before picking). */
export const planCoreQuerySchema = z.object({ riskLevel: z.coerce.number().int().min(1).max(5) });
export const planCoreSchema = z
  .object({ riskLevel: riskLevelSchema, holdings: z.array(planHoldingSchema) })
  .meta({ id: "WealthPlanCore" });
export type PlanCore = z.infer<typeof planCoreSchema>;
