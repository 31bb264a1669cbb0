import type { TwoFactorState } from "@ondine/domain";
import type { Database } from "../../db";
import { findMemberSecurity } from "../organism-security";
import { findUserById } from "./auth-users.repository";
import { findAuthenticator } from "./authenticators.repository";
import { presentTwoFactorState, type TwoFactorFacts } from "./current-user.presenter";
import { countRecoveryCodesLeft } from "./recovery-codes.repository";

/** What an account's two-factor state is made of besides its row: its authenticator, codes and organisms. */
export async function findTwoFactorFacts(db: Database, userId: number): Promise<TwoFactorFacts> {
  const [authenticator, recoveryCodesLeft, security] = await Promise.all([
    findAuthenticator(db, userId),
    countRecoveryCodesLeft(db, userId),
    findMemberSecurity(db, userId),
  ]);
  return { authenticatorConfirmed: authenticator?.confirmedAt != null, recoveryCodesLeft, security };
}

/** An account's two-factor state as the current user shows it (docs/security.md "Two-factor sign-in"). */
export async function getTwoFactorState(db: Database, userId: number): Promise<TwoFactorState | undefined> {
  const [user, facts] = await Promise.all([findUserById(db, userId), findTwoFactorFacts(db, userId)]);
  return user && presentTwoFactorState(user, facts);
}
