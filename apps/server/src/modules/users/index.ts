// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { logAsRoutes } from "./log-as.routes";
export { userVisibleTo } from "./user-visibility";
export { usersRoutes } from "./users.routes";
