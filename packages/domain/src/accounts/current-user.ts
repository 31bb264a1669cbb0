import type { LocationType } from "../locations/location";
import type { ApiTokenDetails } from "./api-token-presentation";
import type { RoleFlagKey, RoleFlags } from "./role-flags";
import type { RolesTree } from "./roles-tree";
import type { RolesType, UserCountry } from "./user-schemas";
import type { UserState } from "./user-state";

export interface UserLocation {
  /** The assignment's id, sent back with `_destroy` to remove it. */
  id: number;
  location_id: number;
  location_type: LocationType;
  name: string;
}

/** A user as the API presents it (SPEC §3 "Current user"; docs/api.md "Identity and accounts"). */
export interface UserPresentation {
  id: number;
  email: string;
  /** A new address waiting for the link mailed there; `email` stays the sign-in address until then. */
  unconfirmed_email: string | null;
  first_name: string;
  last_name: string;
  salutation: string | null;
  function: string | null;
  country: UserCountry;
  language: string;
  phone: string | null;
  admin: boolean;
  state: UserState;
  beta_only: boolean;
  two_factor_enabled: boolean;
  roles: RolesTree;
  role_flags: RoleFlags;
  roles_type: RolesType;
  available_roles: RoleFlagKey[];
  locations: UserLocation[];
  organism_names: string[];
  site_names: string[];
  creator_id: number | null;
  creator_email: string | null;
  deleted_at: string | null;
  confirmed_at: string | null;
  current_sign_in_at: string | null;
  created_at: string;
  has_api_token: boolean;
}

/** The signed-in user: a user, plus whether an admin is logged in as them. */
export interface CurrentUser extends UserPresentation {
  fake: boolean;
  impersonator: { id: number; email: string } | null;
  /** The beta console's address when BETA_CONSOLE_URL is set. */
  beta_url: string | null;
  /** Their API token's dates and restrictions (`has_api_token` says whether one exists), told only to them. */
  api_token: ApiTokenDetails | null;
}
