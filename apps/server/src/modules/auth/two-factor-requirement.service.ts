import { recordAuditEvent } from "../audit";
import { findMemberSecurity } from "../organism-security";
import type { AuthDependencies } from "./auth-dependencies";
import type { UserRow } from "./auth-users.repository";
import { setTwoFactorMethod, useGraceSignIn } from "./two-factor-setting.repository";

export type TwoFactorRequirement =
  | { kind: "not_required" }
  /** A sign-in of the grace: the `used`-th of `graceSignIns`. */
  | { kind: "grace"; used: number; graceSignIns: number }
  /** The grace is over: two-factor is now on, by mail, and this sign-in asks for the code. */
  | { kind: "enforced"; user: UserRow };

/**
 * docs/security.md "Two-factor sign-in", "Required by an organism": at a password sign-in of an
 * account without two-factor whose organism requires it, a sign-in of the grace is counted;
 * once none is left, two-factor is switched on with the mailed code (which the person can
 * always receive, so nobody is locked out), and the grace starts over should it be turned off.
 */
export async function applyTwoFactorRequirement(
  deps: AuthDependencies,
  user: UserRow,
  ip: string,
): Promise<TwoFactorRequirement> {
  const security = await findMemberSecurity(deps.db, user.id);
  if (!security.twoFactorRequired) return { kind: "not_required" };
  const { twoFactorGraceSignIns: graceSignIns } = security;
  if (await useGraceSignIn(deps.db, user.id, graceSignIns)) {
    return { kind: "grace", used: user.twoFactorGraceUsed + 1, graceSignIns };
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await setTwoFactorMethod(tx, user.id, "mail", now);
    await recordAuditEvent(tx, {
      action: "two_factor.method_changed",
      actorId: null,
      subjectId: user.id,
      ip,
      details: { method: "mail", previous: null, reason: "required_by_organism" },
    });
  });
  return {
    kind: "enforced",
    user: { ...user, twoFactorEnabled: true, twoFactorMethod: "mail", twoFactorGraceUsed: 0, updatedAt: now },
  };
}
