export { AssetViewsBlock } from "./components/asset-views-block";
export { HistoryHeatmap } from "./components/history-heatmap";
export { TrackRecordTable } from "./components/track-record-table";
export { ViewsTable } from "./components/views-table";
