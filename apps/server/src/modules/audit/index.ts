// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { auditRoutes } from "./audit.routes";
export { recordAuditEvent } from "./audit.service";
