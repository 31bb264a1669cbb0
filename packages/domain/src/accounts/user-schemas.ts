import { z } from "zod";
import { supportedLanguages } from "../i18n/languages";
import { rowIdSchema } from "../inputs/id-schema";
import { emailSchema, optionalVerbatimTextSchema, requiredTextSchema, textSchema } from "../inputs/text-schema";
import { locationTypes } from "../locations/location";
import { accountManagerLevels } from "./account-manager-levels";
import { accountToken, passwordMaxLength } from "./auth-schemas";
import { roleFlagKeys } from "./role-flags";

/** "country (FR, DE, GB, ES; default FR)" (docs/product.md#accounts-users). */
export const userCountries = ["FR", "DE", "GB", "ES"] as const;
export type UserCountry = (typeof userCountries)[number];

export const salutations = ["mr", "mrs"] as const;

export const rolesTypes = ["standard", "custom"] as const;
export type RolesType = (typeof rolesTypes)[number];

const flag = z.union([z.literal(0), z.literal(1)]);

/** The 0/1 flags of the form; keys left out read as 0. */
export const roleFlagsSchema = z.object(Object.fromEntries(roleFlagKeys.map((key) => [key, flag.optional()]))).strict();

/**
 * docs/product.md#accounts `user_locations_attributes`: a location to assign, or an existing
 * assignment (`id`) to keep or remove (`_destroy`).
 */
export const userLocationAttributeSchema = z.object({
  id: rowIdSchema.optional(),
  location_id: rowIdSchema,
  location_type: z.enum(locationTypes),
  _destroy: z.boolean().optional(),
});
export type UserLocationAttribute = z.infer<typeof userLocationAttributeSchema>;

/**
 * User create/edit (docs/product.md#accounts-validation): names, email, country and at least one location
 * required; the function (job) optional. The admin flag, the role type and the
 * manager level are honoured only from admins (the server checks, docs/product.md#accounts-permissions).
 */
export const userBodySchema = z.object({
  user: z.object({
    first_name: requiredTextSchema(100),
    last_name: requiredTextSchema(100),
    email: emailSchema,
    /** Needed, right, when one changes one's own e-mail (`emailChangeNeedsCurrentPassword`). */
    current_password: optionalVerbatimTextSchema(passwordMaxLength).optional(),
    country: z.enum(userCountries, { error: "formErrors.required" }),
    salutation: z.enum(salutations, { error: "formErrors.required" }).optional(),
    function: textSchema(100).optional(),
    language: z.enum(supportedLanguages).optional(),
    phone: textSchema(30).optional(),
    admin: z.boolean().optional(),
    roles_type: z.enum(rolesTypes).optional(),
    roles: roleFlagsSchema.optional(),
    beta_only: z.boolean().optional(),
    two_factor_enabled: z.boolean().optional(),
    /** The vendor-admin level (docs/product.md#accounts-permissions); only admins change it. */
    account_manager_level: z.enum(accountManagerLevels, { error: "formErrors.invalid" }).optional(),
    user_locations_attributes: z
      .array(userLocationAttributeSchema)
      .refine((locations) => locations.some((location) => !location._destroy), "formErrors.locations_required"),
  }),
});
export type UserBody = z.infer<typeof userBodySchema>;

/** "salutation required in account editing" (docs/product.md#accounts-validation): the same form, with it required. */
export const accountEditBodySchema = userBodySchema.extend({
  user: userBodySchema.shape.user.extend({ salutation: z.enum(salutations, { error: "formErrors.required" }) }),
});

/** `PUT /api/users/email_confirmation`: the token of the link mailed to the new address. */
export const emailConfirmationBodySchema = z.object({
  token: accountToken,
});
export type EmailConfirmationBody = z.infer<typeof emailConfirmationBodySchema>;

/** `PATCH /api/users/language`: the language one chooses for one's own account (user `language`, docs/product.md#accounts-users). */
export const languageChoiceBodySchema = z.object({
  language: z.enum(supportedLanguages, { error: "formErrors.required" }),
});
export type LanguageChoiceBody = z.infer<typeof languageChoiceBodySchema>;
