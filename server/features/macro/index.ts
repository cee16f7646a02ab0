export { macroRoutes } from "./macro.routes";
export { createMacroService, type MacroService } from "./macro.service";
