export { planningRoutes } from "./planning.routes";
export {
  createPlanningService,
  DEFAULT_RISK_LEVEL,
  type PlanningService,
  twinRiskLevel,
} from "./planning.service";
