/** Failed sign-ins in a row that lock an account. */
export const maxFailedSignIns = 5;
/** How long a lock lasts (the mailed unlock link ends it sooner). */
export const lockDurationMs = 60 * 60_000;

export type FailedSignInReason = "invalid_credentials" | "last_attempt" | "locked";

export function isLockedAt(user: { lockedUntil: Date | null }, now: Date): boolean {
  return user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime();
}

/** What a failed sign-in answers after `failedAttempts` failures in a row (this one included). */
export function reasonAfterFailures(failedAttempts: number): FailedSignInReason {
  if (failedAttempts >= maxFailedSignIns) return "locked";
  return failedAttempts === maxFailedSignIns - 1 ? "last_attempt" : "invalid_credentials";
}
