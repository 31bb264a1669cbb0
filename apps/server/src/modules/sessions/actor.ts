import {
  isRoleFlagKey,
  type LocationType,
  type Actor as PolicyActor,
  type RoleFlagKey,
  roleFlagsFrom,
  rolesTree,
} from "@ondine/domain";

export type ActorLocation = { locationType: LocationType; locationId: number };

/**
 * Who a request acts as: the effective user (the impersonated one while an
 * admin is logged in as them), with what the policies (docs/product.md#accounts-permissions) read (`id`,
 * `admin`, `roles`) and what scopes and audit need.
 */
export interface RequestActor extends PolicyActor {
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  roleFlags: RoleFlagKey[];
  locations: ActorLocation[];
  /** The admin logged in as this user, else null. */
  impersonatorId: number | null;
  /** The session (SHA-256 of its cookie); null for an API token. */
  sessionId: string | null;
  rememberMe: boolean;
  authenticatedBy: "session" | "api_token";
  /**
   * An API token restricted to reading (docs/api.md "API tokens"): every call
   * that changes something answers 403 (`canChangeState`); false for a session.
   */
  apiTokenReadOnly: boolean;
}

export type ActorUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  admin: boolean;
  roleFlags: string[];
};

export function buildActor(
  user: ActorUser,
  locations: ActorLocation[],
  via: { sessionId: string; impersonatorId: number | null; rememberMe: boolean } | { apiToken: { readOnly: boolean } },
): RequestActor {
  const roleFlags = user.roleFlags.filter(isRoleFlagKey);
  const isSession = "sessionId" in via;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    admin: user.admin,
    roles: rolesTree(roleFlagsFrom(roleFlags), user.admin),
    roleFlags,
    locations,
    impersonatorId: isSession ? via.impersonatorId : null,
    sessionId: isSession ? via.sessionId : null,
    rememberMe: isSession ? via.rememberMe : false,
    authenticatedBy: isSession ? "session" : "api_token",
    apiTokenReadOnly: isSession ? false : via.apiToken.readOnly,
  };
}
