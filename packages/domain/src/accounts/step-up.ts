import { stepUpLifetimeMs } from "./two-factor-schemas";

/**
 * docs/security.md "Step-up": a sensitive call of an account with two-factor on needs a second
 * factor typed in the session within `stepUpLifetimeMs` (5 minutes); an account without one has
 * nothing to step up with, and its calls pass.
 */
export function needsStepUp({
  twoFactorEnabled,
  secondFactorAt,
  now,
}: {
  twoFactorEnabled: boolean;
  /** The session's last second factor (sign-in or step-up), null when none was typed in it. */
  secondFactorAt: Date | null;
  now: Date;
}): boolean {
  if (!twoFactorEnabled) return false;
  if (secondFactorAt === null) return true;
  return now.getTime() - secondFactorAt.getTime() >= stepUpLifetimeMs;
}
