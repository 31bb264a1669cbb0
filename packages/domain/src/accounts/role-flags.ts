import { z } from "zod";

/**
 * Role keys (docs/product.md#accounts-roles): the 0/1 feature flags of the user form, snake_case as
 * the API sends them. `admin` is not a flag but a property of the user; the
 * administration group's `accounts.create` is the `accounts_create` flag.
 */
export const roleFlagKeys = [
  "supervision",
  "map_supervision",
  "events",
  "iots",
  "code",
  "planet_campus",
  "statistic_home",
  "statistic_purchases",
  "statistic_coupons",
  "statistic_customers",
  "statistic_chromecast",
  "statistics_reporting",
  "online_purchases",
  "reporting_revenue",
  "portal_advertisement",
  "accounts_create",
  "api",
  "requests",
  "sav_stime",
  "ran",
  "silent_mode",
  "center_beta",
  "ilopex",
  "idl",
  "ssid",
  "stream_cast",
  "voip",
  "hyperis",
  "speedtest",
  "dashboard",
  "documents",
  /** The provider's support desk (docs/tickets.md#who-sees-what): answers every customer's tickets. */
  "support_desk",
] as const;

export type RoleFlagKey = (typeof roleFlagKeys)[number];

/** Every flag, 0 or 1, as the user form and the API carry them. */
export const roleFlagsAnswerSchema = z.record(z.enum(roleFlagKeys), z.union([z.literal(0), z.literal(1)]));
export type RoleFlags = z.infer<typeof roleFlagsAnswerSchema>;

export function isRoleFlagKey(value: string): value is RoleFlagKey {
  return (roleFlagKeys as readonly string[]).includes(value);
}

/** Role form (docs/product.md#accounts-roles): choosing standard sets monitoring, events, statisticsHome and requests. */
export const standardRoleFlagKeys: readonly RoleFlagKey[] = ["supervision", "events", "statistic_home", "requests"];

/** docs/product.md#accounts-validation: these two appear only when the statistics reporting role is ticked. */
export const reportingSubRoleKeys: readonly RoleFlagKey[] = ["online_purchases", "reporting_revenue"];

/** Accounts (docs/product.md#accounts-users): map_supervision is hidden from the user detail panel's list. */
export const hiddenInDetailRoleKeys: readonly RoleFlagKey[] = ["map_supervision"];

export function roleFlagsFrom(granted: Iterable<string>): RoleFlags {
  const held = new Set(granted);
  return Object.fromEntries(roleFlagKeys.map((key) => [key, held.has(key) ? 1 : 0])) as RoleFlags;
}

export function grantedRoleKeys(flags: Partial<RoleFlags>): RoleFlagKey[] {
  return roleFlagKeys.filter((key) => flags[key] === 1);
}
