/** Plan answers: the one upgrade dialog every refused call opens, and starting the trial in place. */

export { capabilityNames, planNames } from "./labels";
export { PlanPrompts } from "./plan-prompts";
export { StartTrialButton } from "./start-trial-button";
export { useStartTrial } from "./use-start-trial";
