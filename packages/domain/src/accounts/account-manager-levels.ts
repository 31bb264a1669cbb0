// Vendor-admin levels (docs/product.md#accounts-permissions): what an account
// manager who is not an admin (the `accounts.create` role) may change on the
// accounts they reach. An admin manages both.

/**
 * contacts: people and their perimeter (create, edit names and e-mail, locations, resend the
 * confirmation; deactivating and reactivating stay the admins'); features: the roles they hold;
 * both: the two.
 */
export const accountManagerLevels = ["contacts", "features", "both"] as const;
export type AccountManagerLevel = (typeof accountManagerLevels)[number];

/** What a level lets a non-admin account manager change: the people (identity, perimeter) and the roles. */
export interface AccountManagerRights {
  contacts: boolean;
  features: boolean;
}

export const accountManagerLevelRights: Readonly<Record<AccountManagerLevel, AccountManagerRights>> = {
  contacts: { contacts: true, features: false },
  features: { contacts: false, features: true },
  both: { contacts: true, features: true },
};
