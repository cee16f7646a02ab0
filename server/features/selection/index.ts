export { selectionRoutes } from "./selection.routes";
export { createSelectionService, type SelectionService } from "./selection.service";
