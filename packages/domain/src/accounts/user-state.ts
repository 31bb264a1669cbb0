/** User (docs/product.md#accounts-users): unconfirmed, deactivated (deleted_at set), or confirmed. */
export const userStates = ["unconfirmed", "deactivated", "confirmed"] as const;
export type UserState = (typeof userStates)[number];

export function userState(user: { deletedAt: Date | string | null; confirmedAt: Date | string | null }): UserState {
  if (user.deletedAt) return "deactivated";
  return user.confirmedAt ? "confirmed" : "unconfirmed";
}
