import type { CurrentUser } from "@ondine/domain";
import type { UserRecord } from "../modules/auth";
import { presentUser } from "./user";

/** The signed-in user (`GET /api/users/me`, the sign-in answer): a user, plus the log-as state. */
export function presentCurrentUser(
  record: UserRecord,
  context: { impersonator: { id: number; email: string } | null; betaUrl: string | null },
): CurrentUser {
  return {
    ...presentUser(record),
    fake: context.impersonator !== null,
    impersonator: context.impersonator,
    beta_url: context.betaUrl,
  };
}
