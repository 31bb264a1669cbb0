// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { legalPageParamsSchema, legalPageQuerySchema, legalRoutes } from "./legal.routes";
