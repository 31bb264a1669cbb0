import { randomBytes } from "node:crypto";
import { drawRecoveryCodes, newTotpSecret, normaliseRecoveryCode, totpSettings } from "@ondine/domain";
import { sha256Hex } from "../../security/secret-tokens";

// The server's randomness for the domain's two-factor rules (docs/security.md "Two-factor sign-in").

/** A new authenticator secret (base32), from the operating system's random source. */
export function drawTotpSecret(): string {
  return newTotpSecret(randomBytes(totpSettings.secretBytes));
}

/** A new set of recovery codes, as shown to the user once. */
export function drawRecoveryCodeSet(): string[] {
  return drawRecoveryCodes((byteCount) => randomBytes(byteCount));
}

/**
 * How a recovery code is stored: the SHA-256 of the normalised code salted with the user's id, so
 * equal codes of two accounts differ and the table alone gives no code.
 */
export function recoveryCodeHash(userId: number, typed: string): string {
  return sha256Hex(`${userId}:${normaliseRecoveryCode(typed)}`);
}
