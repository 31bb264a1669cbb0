import type { ApiTokenDetails, CurrentUser } from "@ondine/domain";
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
  },
): CurrentUser {
  return {
    ...presentUser(record),
    fake: context.impersonator !== null,
    impersonator: context.impersonator,
    beta_url: context.betaUrl,
    api_token: presentApiToken(record, context.apiTokenLastUsedAt),
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
