import { HOTP, Secret, TOTP } from "otpauth";
import { totpSettings } from "./two-factor-schemas";

// Authenticator codes (TOTP, RFC 6238; docs/security.md "Two-factor sign-in"). The randomness and the
// clock are the caller's: the domain stays free of Node and browser APIs.

/**
 * A new shared secret in base32 (what the app's "enter a key" field takes), from
 * `totpSettings.secretBytes` random bytes drawn by the caller.
 */
export function newTotpSecret(randomBytes: Uint8Array): string {
  if (randomBytes.length !== totpSettings.secretBytes) {
    throw new RangeError(`A TOTP secret takes ${totpSettings.secretBytes} random bytes, not ${randomBytes.length}.`);
  }
  return new Secret({ buffer: randomBytes.slice().buffer }).base32;
}

function totpOf(secret: string, accountName = ""): TOTP {
  return new TOTP({
    issuer: totpSettings.issuer,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: totpSettings.algorithm,
    digits: totpSettings.digits,
    period: totpSettings.periodSeconds,
  });
}

/** The `otpauth://totp/...` address a QR code carries, under the issuer `totpSettings.issuer`. */
export function totpAddress({ secret, accountName }: { secret: string; accountName: string }): string {
  return totpOf(secret, accountName).toString();
}

/** The time step (RFC 6238's T: unix seconds / 30) an instant falls in. */
export function totpStepAt(nowMs: number): number {
  return TOTP.counter({ period: totpSettings.periodSeconds, timestamp: nowMs });
}

/** The code of a step (what the app shows during it); for tests and tools. */
export function totpCodeAt({ secret, step }: { secret: string; step: number }): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: totpSettings.algorithm,
    digits: totpSettings.digits,
    counter: step,
  });
}

/** Equal strings, compared without stopping at the first difference (the time says nothing of the code). */
function sameCode(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < given.length; index++) {
    difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  }
  return difference === 0;
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: "invalid" | "replayed" };

const codePattern = new RegExp(`^\\d{${totpSettings.digits}}$`);

/**
 * Checks an app's code: accepted when it is the code of a step within `totpSettings.window`
 * steps of now (a phone's clock a little off), and that step is newer than `lastUsedStep`
 * (a code already used, or an older one after a newer was used, is refused: no replay
 * within the window). The step accepted is returned for the caller to store as the last used.
 */
export function acceptTotpCode({
  secret,
  code,
  nowMs,
  lastUsedStep,
}: {
  secret: string;
  code: string;
  nowMs: number;
  lastUsedStep: number | null;
}): TotpCheck {
  if (!codePattern.test(code)) return { ok: false, reason: "invalid" };
  const current = totpStepAt(nowMs);
  let matched: number | null = null;
  // Every step of the window is computed, newest first kept, so that a code matching an old step by
  // chance does not hide a newer match.
  for (let step = current - totpSettings.window; step <= current + totpSettings.window; step++) {
    if (sameCode(code, totpCodeAt({ secret, step }))) {
      if (matched === null || lastUsedStep === null || step > lastUsedStep) matched = step;
    }
  }
  if (matched === null) return { ok: false, reason: "invalid" };
  if (lastUsedStep !== null && matched <= lastUsedStep) return { ok: false, reason: "replayed" };
  return { ok: true, step: matched };
}
