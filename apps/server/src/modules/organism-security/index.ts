// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
// What a user's organisms ask of them (docs/security.md "Organism security"): sign-in, two-factor, the principal cache.

// The address check at sign-in and on every signed-in request (plugins/authentication.ts).
export { MemberAddressCheck, refuseSignInFromOutside } from "./member-address-check";
export { findMemberSecurity, type MemberSecurity } from "./member-security.service";
export { organismSecurityRoutes } from "./organism-security.routes";
