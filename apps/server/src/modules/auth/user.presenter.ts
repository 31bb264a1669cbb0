import {
  isRoleFlagKey,
  type RoleFlagKey,
  roleFlagKeys,
  roleFlagsFrom,
  rolesTree,
  type UserLocation,
  type UserPresentation,
  userState,
} from "@ondine/domain";
import type { UserLocationRecord, UserRecord } from "./user-records.repository";

function presentLocation(location: UserLocationRecord): UserLocation {
  return {
    id: location.id,
    location_id: location.locationId,
    location_type: location.locationType,
    name: location.name,
  };
}

/** A user as every identity answer shows it (docs/api.md "Identity and accounts"); nothing else leaves. */
export function presentUser(record: UserRecord): UserPresentation {
  const { user } = record;
  const held: RoleFlagKey[] = user.roleFlags.filter(isRoleFlagKey);
  const flags = roleFlagsFrom(held);
  const locations = record.locations.map(presentLocation);
  return {
    id: user.id,
    email: user.email,
    unconfirmed_email: user.unconfirmedEmail,
    first_name: user.firstName,
    last_name: user.lastName,
    salutation: user.salutation,
    function: user.function,
    country: user.country,
    language: user.language,
    phone: user.phone,
    admin: user.admin,
    state: userState(user),
    beta_only: user.betaOnly,
    two_factor_enabled: user.twoFactorEnabled,
    roles: rolesTree(flags, user.admin),
    role_flags: flags,
    roles_type: user.rolesType,
    // docs/product.md#accounts-roles: an admin may grant every role, others only those they hold.
    available_roles: user.admin ? [...roleFlagKeys] : held,
    // docs/product.md#accounts-permissions: read only for non-admin account managers (an admin manages both).
    account_manager_level: user.accountManagerLevel,
    locations,
    organism_names: locations.filter((l) => l.location_type === "Organism").map((l) => l.name),
    site_names: locations.filter((l) => l.location_type === "Site").map((l) => l.name),
    creator_id: user.creatorId,
    creator_email: record.creatorEmail,
    deleted_at: user.deletedAt?.toISOString() ?? null,
    confirmed_at: user.confirmedAt?.toISOString() ?? null,
    current_sign_in_at: user.currentSignInAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    has_api_token: user.apiTokenHash !== null,
  };
}
