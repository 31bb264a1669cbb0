import type { Actor } from "../accounts/permissions";

/** docs/product.md#accounts-permissions role `code` (codes.create): creating codes, reading the offers to create them from. */
export function canCreateCoupons(actor: Actor): boolean {
  return actor.admin || actor.roles.codes.create === 1;
}

/** docs/product.md#accounts-permissions role `code` (codes.list): the detail panel's actions (disable, delete, phone, SMS). */
export function canManageCoupons(actor: Actor): boolean {
  return actor.admin || actor.roles.codes.list === 1;
}
