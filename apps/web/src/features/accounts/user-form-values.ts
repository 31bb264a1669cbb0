import {
  type AccountGrants,
  type AccountManagerLevel,
  grantedRoleKeys,
  type Language,
  type LocationType,
  newAccountGrants,
  type RoleFlags,
  type RoleFormState,
  type RolesType,
  roleFlagsFrom,
  type salutations,
  type UserBody,
  type UserCountry,
  type UserPresentation,
} from "@ondine/domain";

/** userBodySchema (creating) or accountEditBodySchema (editing, salutation required). */
export interface UserBodySchema {
  parse(values: unknown): UserBody;
}

export type Salutation = (typeof salutations)[number];

/**
 * A location of the form: an assignment the account already has (`id`), or
 * one to add. A removed assignment stays, flagged `_destroy`, so the PATCH
 * can remove it (docs/product.md#accounts). `name` and `organism_name` are only shown.
 */
export interface LocationAssignment {
  id?: number;
  location_id: number;
  location_type: LocationType;
  name: string;
  organism_name?: string | null;
  _destroy?: boolean;
}

/** The user form, in the shape of the request body so the domain schema validates it as is. */
export interface UserFormValues {
  user: {
    first_name: string;
    last_name: string;
    email: string;
    /** Asked only when one changes one's own e-mail; sent empty otherwise. */
    current_password: string;
    country: UserCountry;
    salutation: Salutation | undefined;
    function: string;
    language: Language;
    phone: string;
    admin: boolean;
    roles_type: RolesType;
    roles: RoleFlags;
    account_manager_level: AccountManagerLevel;
    user_locations_attributes: LocationAssignment[];
  };
}

/**
 * A new account: "country ... default FR" (docs/product.md#accounts-roles), no location, and the grants
 * its creator starts from (`newAccountGrantsFor`: none, or the standard roles a manager without
 * the features level gives).
 */
export function newUserFormValues(
  language: Language,
  grants: Pick<AccountGrants, "roles_type" | "roles"> = newAccountGrants,
): UserFormValues {
  return {
    user: {
      first_name: "",
      last_name: "",
      email: "",
      current_password: "",
      country: "FR",
      salutation: undefined,
      function: "",
      language,
      phone: "",
      admin: false,
      roles_type: grants.roles_type,
      roles: { ...grants.roles },
      account_manager_level: "both",
      user_locations_attributes: [],
    },
  };
}

export function userFormValuesOf(user: UserPresentation): UserFormValues {
  return {
    user: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      current_password: "",
      country: user.country,
      salutation: user.salutation === "mr" || user.salutation === "mrs" ? user.salutation : undefined,
      function: user.function ?? "",
      language: user.language as Language,
      phone: user.phone ?? "",
      admin: user.admin,
      roles_type: user.roles_type,
      // Exactly the known flags, whatever the server adds or leaves out.
      roles: roleFlagsFrom(grantedRoleKeys(user.role_flags)),
      account_manager_level: user.account_manager_level,
      user_locations_attributes: user.locations.map((location) => ({
        id: location.id,
        location_id: location.location_id,
        location_type: location.location_type,
        name: location.name,
      })),
    },
  };
}

export function roleFormStateOf(values: UserFormValues): RoleFormState {
  return { admin: values.user.admin, rolesType: values.user.roles_type, roles: values.user.roles };
}

/** How a location is told apart in the picker: its type and id ("Site-12"). */
export function locationKey(location: { location_type: LocationType; location_id: number }): string {
  return `${location.location_type}-${location.location_id}`;
}

export function keptLocations(assignments: readonly LocationAssignment[]): LocationAssignment[] {
  return assignments.filter((assignment) => !assignment._destroy);
}

/**
 * The assignments after the picker's new choice: existing ones left out are
 * flagged `_destroy` (and revived if chosen again), new ones added or dropped.
 */
export function reassignLocations(
  assignments: readonly LocationAssignment[],
  chosen: readonly LocationAssignment[],
): LocationAssignment[] {
  const chosenKeys = new Set(chosen.map(locationKey));
  const existing = assignments
    .filter((assignment) => assignment.id !== undefined)
    .map(({ _destroy, ...assignment }) =>
      chosenKeys.has(locationKey(assignment)) ? assignment : { ...assignment, _destroy: true },
    );
  const existingKeys = new Set(existing.map(locationKey));
  const added = chosen
    .filter((location) => !existingKeys.has(locationKey(location)))
    .map(({ id: _id, _destroy, ...location }) => location);
  return [...existing, ...added];
}

/** The request body: the schema's output drops what is only shown and trims the texts. */
export function userBodyOf(values: UserFormValues, schema: UserBodySchema): UserBody {
  return schema.parse(values);
}
