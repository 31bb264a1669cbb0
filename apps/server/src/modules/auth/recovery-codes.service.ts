import type { Database } from "../../db";
import { replaceRecoveryCodes } from "./recovery-codes.repository";
import { drawRecoveryCodeSet, recoveryCodeHash } from "./two-factor-secrets";
import { announceAccountChange } from "./two-factor-setting.repository";

/**
 * A new set of recovery codes replaces the user's codes (docs/security.md "Two-factor sign-in"):
 * only their hashes are kept; the codes are returned to be shown once. Run it in the
 * transaction of the change it belongs to.
 */
export async function issueRecoveryCodes(db: Database, userId: number, now: Date): Promise<string[]> {
  const codes = drawRecoveryCodeSet();
  await replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => recoveryCodeHash(userId, code)),
    now,
  );
  await announceAccountChange(db, userId);
  return codes;
}
