export { selectionRoutes } from "./selection.routes";
export { createSelectionService, previewTopPicks, type SelectionService } from "./selection.service";
