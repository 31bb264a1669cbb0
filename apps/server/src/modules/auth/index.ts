// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { emailChangeLink } from "./account-links";
export { authRoutes } from "./auth.routes";
export { type AuthDependencies, authDependencies } from "./auth-dependencies";
export { clearApiToken, findUserByEmail, findUserById } from "./auth-users.repository";
export { sendConfirmationInstructions } from "./confirmation.service";
export { getCurrentUser } from "./current-user.service";
export { completeSignIn } from "./sign-in.service";
export { confirmationQuerySchema, unlockQuerySchema } from "./token-queries";
// For the users module, which shows the same accounts.
export { presentUser } from "./user.presenter";
export {
  findLocationRecordsOf,
  findUserLocationRecords,
  findUserRecord,
  type UserLocationRecord,
  type UserRecord,
} from "./user-records.repository";
export { issueUserToken, useUserToken } from "./user-tokens";
