import { z } from "zod";
import { locationTypes } from "../locations/location";
import { accountManagerLevels } from "./account-manager-levels";
import { apiTokenDetailsSchema } from "./api-token-presentation";
import { roleFlagKeys, roleFlagsAnswerSchema } from "./role-flags";
import { rolesTreeSchema } from "./roles-tree";
import { twoFactorStateSchema } from "./two-factor-schemas";
import { rolesTypes, userCountries } from "./user-schemas";
import { userStates } from "./user-state";

/** An ISO 8601 instant as the API writes it. */
const instant = z.iso.datetime({ offset: true });

export const userLocationSchema = z.object({
  /** The assignment's id, sent back with `_destroy` to remove it. */
  id: z.number().int(),
  location_id: z.number().int(),
  location_type: z.enum(locationTypes),
  name: z.string(),
});
export type UserLocation = z.infer<typeof userLocationSchema>;

/** A user as the API presents it (docs/product.md#accounts-users; docs/api.md "Identity and accounts"). */
export const userPresentationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** A new address waiting for the link mailed there; `email` stays the sign-in address until then. */
  unconfirmed_email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  salutation: z.string().nullable(),
  function: z.string().nullable(),
  country: z.enum(userCountries),
  language: z.string(),
  phone: z.string().nullable(),
  admin: z.boolean(),
  state: z.enum(userStates),
  beta_only: z.boolean(),
  two_factor_enabled: z.boolean(),
  roles: rolesTreeSchema,
  role_flags: roleFlagsAnswerSchema,
  roles_type: z.enum(rolesTypes),
  available_roles: z.array(z.enum(roleFlagKeys)),
  /** What the account manages when it holds account management (docs/product.md#accounts-permissions); admins manage both. */
  account_manager_level: z.enum(accountManagerLevels),
  locations: z.array(userLocationSchema),
  organism_names: z.array(z.string()),
  site_names: z.array(z.string()),
  creator_id: z.number().int().nullable(),
  creator_email: z.string().nullable(),
  deleted_at: instant.nullable(),
  confirmed_at: instant.nullable(),
  current_sign_in_at: instant.nullable(),
  created_at: instant,
  has_api_token: z.boolean(),
});
export type UserPresentation = z.infer<typeof userPresentationSchema>;

/**
 * The signed-in user (`GET /users/me`, and the answer of every sign-in): a
 * user, plus whether an admin is logged in as them.
 */
export const currentUserSchema = userPresentationSchema.extend({
  fake: z.boolean(),
  impersonator: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  /** The beta console's address when BETA_CONSOLE_URL is set. */
  beta_url: z.string().nullable(),
  /** Their API token's dates and restrictions (`has_api_token` says whether one exists), told only to them. */
  api_token: apiTokenDetailsSchema.nullable(),
  /** Their second factor: the method in force, the authenticator, recovery codes, an organism's requirement (docs/security.md "Two-factor sign-in"). */
  two_factor: twoFactorStateSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `GET /users/:id`, `POST /users`, `PATCH /users/:id`: one user. */
export const userAnswerSchema = userPresentationSchema;
