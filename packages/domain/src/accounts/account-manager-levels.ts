// Vendor-admin levels (docs/product.md#accounts-permissions): what an account
// manager who is not an admin (the `accounts.create` role) may change on the
// accounts they reach. An admin manages both.

/**
 * contacts: people and their perimeter (create, edit names and e-mail, locations, deactivate,
 * reactivate, resend the confirmation); features: the roles they hold; both: the two.
 */
export const accountManagerLevels = ["contacts", "features", "both"] as const;
export type AccountManagerLevel = (typeof accountManagerLevels)[number];
