import type { Actor } from "../accounts/permissions";

/** SPEC §6 role `code` (codes.create): creating codes, reading the offers to create them from. */
export function canCreateCoupons(actor: Actor): boolean {
  return actor.admin || actor.roles.codes.create === 1;
}

/** SPEC §6 role `code` (codes.list): the detail panel's actions (disable, delete, phone, SMS). */
export function canManageCoupons(actor: Actor): boolean {
  return actor.admin || actor.roles.codes.list === 1;
}
