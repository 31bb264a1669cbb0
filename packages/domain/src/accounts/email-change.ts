/**
 * Finding 7 (docs/security.md "E-mail change"): a new address is
 * never written at once. It waits as pending until its owner follows the
 * link mailed there; the old address is told, and stays the sign-in address
 * until then.
 */

/** Whether a form's address differs from the account's (addresses are compared lowercased). */
export function isEmailChange(currentEmail: string, requestedEmail: string): boolean {
  return currentEmail.toLowerCase() !== requestedEmail.toLowerCase();
}

/**
 * Changing one's own address needs one's current password: a session left
 * open (or stolen) cannot move the account to another mailbox. An admin or
 * a manager changing another account's address does not know it; the link
 * to the new address and the notice to the old one still apply.
 */
export function emailChangeNeedsCurrentPassword(actor: { id: number }, target: { id: number }): boolean {
  return actor.id === target.id;
}

/** How long the link to confirm a new address works, in hours. */
export const emailChangeValidHours = 24;
