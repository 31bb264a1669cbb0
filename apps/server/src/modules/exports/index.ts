// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

export { type ExportFile, sendExportFile } from "./export-file";
export { exportTexts } from "./export-texts";
export { exportPageSize, exportPathParamsSchema, exportsRoutes } from "./exports.routes";
