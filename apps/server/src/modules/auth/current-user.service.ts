import type { CurrentUser } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { presentCurrentUser } from "../../presenters/current-user";
import type { RequestActor } from "../sessions";
import type { AuthDependencies } from "./auth-dependencies";
import { findUserEmail, findUserRecord } from "./user-records.repository";

/** The signed-in user as `GET /api/users/me` and the sign-in answer show it. */
export async function getCurrentUser(deps: AuthDependencies, actor: RequestActor): Promise<CurrentUser> {
  const { impersonatorId } = actor;
  const [record, impersonatorEmail] = await Promise.all([
    findUserRecord(deps.db, actor.id),
    impersonatorId === null ? undefined : findUserEmail(deps.db, impersonatorId),
  ]);
  if (!record) throw new AppError("NOT_AUTHORIZED");
  return presentCurrentUser(record, {
    impersonator:
      impersonatorId !== null && impersonatorEmail !== undefined
        ? { id: impersonatorId, email: impersonatorEmail }
        : null,
    betaUrl: deps.config.betaConsoleUrl ?? null,
  });
}
