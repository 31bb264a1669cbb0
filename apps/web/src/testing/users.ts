import {
  type CurrentUser,
  currentUserSchema,
  type LocationDocument,
  type RoleFlagKey,
  roleFlagsFrom,
  rolesTree,
} from "@ondine/domain";
import { authenticatedStorageKey } from "../features/auth/auth-flag";
import { type MockAnswer, mockApi } from "./mock-api";
import { testPublicConfig } from "./public-config";
import { searchAnswerOf } from "./search-answer";

interface TestUserOptions extends Partial<Omit<CurrentUser, "roles" | "role_flags">> {
  /** The role flags held; the grouped roles follow from them as on the server. */
  granted?: RoleFlagKey[];
}

/** A current user as GET /users/me answers it, through the route's schema: one the server could not answer fails. */
export function testUser({ granted = [], admin = false, ...fields }: TestUserOptions = {}): CurrentUser {
  const roleFlags = roleFlagsFrom(granted);
  return currentUserSchema.parse({
    id: 12,
    email: "claire.martin@example.fr",
    unconfirmed_email: null,
    first_name: "Claire",
    last_name: "Martin",
    salutation: "mrs",
    function: "Directrice d'exploitation",
    country: "FR",
    language: "fr",
    phone: null,
    admin,
    state: "confirmed",
    beta_only: false,
    two_factor_enabled: false,
    roles: rolesTree(roleFlags, admin),
    role_flags: roleFlags,
    roles_type: "custom",
    available_roles: granted,
    account_manager_level: "both",
    locations: [{ id: 3, location_id: 7, location_type: "Organism", name: "Hôtels Lumière" }],
    organism_names: ["Hôtels Lumière"],
    site_names: [],
    creator_id: 1,
    creator_email: "admin@ondine.example",
    deleted_at: null,
    confirmed_at: "2026-01-05T09:00:00.000Z",
    current_sign_in_at: "2026-11-22T08:00:00.000Z",
    created_at: "2026-01-02T09:00:00.000Z",
    has_api_token: false,
    api_token: null,
    fake: false,
    impersonator: null,
    beta_url: null,
    // Two-factor off, no organism asking for it (docs/security.md "Two-factor sign-in").
    two_factor: {
      method: null,
      authenticator_confirmed: false,
      recovery_codes_left: 0,
      required: false,
      grace_sign_ins_left: null,
    },
    ...fields,
  });
}

export const testAdmin = () =>
  testUser({ id: 1, admin: true, email: "admin@ondine.example", first_name: "Alice", last_name: "Bernard" });

/**
 * The locations the header's search loads for a signed-in user, unless a
 * test answers the locations search itself: two organisms (so none is
 * selected by default) and a site of the first.
 */
export const testLocations: LocationDocument[] = [
  {
    id: 3,
    type: "Organism",
    name: "Hôtels Belle Escale",
    organism_id: 3,
    organism_name: "Hôtels Belle Escale",
    state: null,
    coord: null,
  },
  {
    id: 12,
    type: "Site",
    name: "Hôtel Nantes",
    organism_id: 3,
    organism_name: "Hôtels Belle Escale",
    state: "En production",
    coord: { latitude: 47.2184, longitude: -1.5536 },
  },
  {
    id: 5,
    type: "Organism",
    name: "Campus Horizon Résidences",
    organism_id: 5,
    organism_name: "Campus Horizon Résidences",
    state: null,
    coord: null,
  },
];

/** POST /es_proxy/locations/_search answering these locations. */
export function locationsAnswer(locations: readonly LocationDocument[]): MockAnswer {
  return {
    status: 200,
    body: searchAnswerOf(locations, {
      index: "locations",
      idOf: (location: LocationDocument) => `${location.type}-${location.id}`,
    }),
  };
}

/**
 * Signed in as `user`: the flag set and GET /users/me answering it, with any
 * other answers the test needs.
 */
export function signInAs(user: CurrentUser, answers: Record<string, MockAnswer> = {}) {
  window.localStorage.setItem(authenticatedStorageKey, "true");
  return mockApi({
    "GET /users/me": { status: 200, body: user },
    "POST /es_proxy/locations/_search": locationsAnswer(testLocations),
    // The menu's external links read their addresses there (docs/product.md#navigation-menu).
    "GET /config/public": { status: 200, body: testPublicConfig() },
    ...answers,
  });
}
