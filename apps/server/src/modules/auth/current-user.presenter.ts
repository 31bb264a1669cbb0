import type { ApiTokenDetails, CurrentUser, TwoFactorState } from "@ondine/domain";
import type { MemberSecurity } from "../organism-security";
import type { UserRow } from "./auth-users.repository";
import { presentUser } from "./user.presenter";
import type { UserRecord } from "./user-records.repository";

/**
 * The signed-in user (`GET /api/users/me`, the sign-in answer): a user, plus
 * the log-as state and their own API token's details (`apiTokenLastUsedAt`:
 * read apart, it is written without telling the principal cache).
 */
export function presentCurrentUser(
  record: UserRecord,
  context: {
    impersonator: { id: number; email: string } | null;
    betaUrl: string | null;
    apiTokenLastUsedAt: Date | null;
    twoFactor: TwoFactorFacts;
  },
): CurrentUser {
  return {
    ...presentUser(record),
    fake: context.impersonator !== null,
    impersonator: context.impersonator,
    beta_url: context.betaUrl,
    api_token: presentApiToken(record, context.apiTokenLastUsedAt),
    two_factor: presentTwoFactorState(record.user, context.twoFactor),
  };
}

/** What the two-factor state is made of besides the account's row. */
export type TwoFactorFacts = {
  authenticatorConfirmed: boolean;
  recoveryCodesLeft: number;
  security: Pick<MemberSecurity, "twoFactorRequired" | "twoFactorGraceSignIns">;
};

/**
 * The account's second factor (docs/security.md "Two-factor sign-in"): the method in force (null:
 * off), whether an authenticator is confirmed, the unused recovery codes, an organism's
 * requirement, and while it is required but off, the sign-ins of the grace left.
 */
export function presentTwoFactorState(
  user: Pick<UserRow, "twoFactorEnabled" | "twoFactorMethod" | "twoFactorGraceUsed">,
  context: TwoFactorFacts,
): TwoFactorState {
  const { twoFactorRequired, twoFactorGraceSignIns } = context.security;
  return {
    method: user.twoFactorEnabled ? user.twoFactorMethod : null,
    authenticator_confirmed: context.authenticatorConfirmed,
    recovery_codes_left: context.recoveryCodesLeft,
    required: twoFactorRequired,
    grace_sign_ins_left:
      twoFactorRequired && !user.twoFactorEnabled ? Math.max(0, twoFactorGraceSignIns - user.twoFactorGraceUsed) : null,
  };
}

/** The token's dates and restrictions, never the token nor its hash; null without a token. */
export function presentApiToken(record: UserRecord, lastUsedAt: Date | null): ApiTokenDetails | null {
  const { user } = record;
  if (user.apiTokenHash === null || user.apiTokenCreatedAt === null) return null;
  return {
    created_at: user.apiTokenCreatedAt.toISOString(),
    last_used_at: lastUsedAt?.toISOString() ?? null,
    expires_at: user.apiTokenExpiresAt?.toISOString() ?? null,
    read_only: user.apiTokenReadOnly,
  };
}
