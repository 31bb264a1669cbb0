// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

export { buildActor, type RequestActor } from "./actor";
export { type ApiTokenCheck, checkApiToken } from "./api-token-check";
export { findApiTokenLastUse } from "./api-token-uses.repository";
export { type Credential, credentialOf, readCredentialActor } from "./credential-check";
export { PrincipalCache, type PrincipalChange, principalChannel, principalMaxAgeMs } from "./principal-cache";
export { requireBrowserSession } from "./require-browser-session";
export { requireRecentSecondFactor, stepUpPersonOf } from "./require-recent-second-factor";
export { requireWriteAccess } from "./require-write-access";
export { recordSecondFactor } from "./second-factor.repository";
export { clearSessionCookies, cookieOptions, csrfHeaderName, sessionCookieName } from "./session-cookies";
export { findActorUserById, findLocationRefs, readPrincipalVersion } from "./sessions.repository";
export {
  endSession,
  endUserSessions,
  resolveSession,
  type StartSessionOptions,
  startSession,
} from "./sessions.service";
export { sharedRead } from "./shared-read";
