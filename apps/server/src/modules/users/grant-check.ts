import {
  type AccountGrants,
  applyGrantChanges,
  forbiddenGrantChanges,
  type RequestedGrants,
  roleFlagsFrom,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import type { RequestActor } from "../sessions";

/**
 * The account's grants after the request, or 403 NOT_ALLOWED when it sets
 * something the actor may not (docs/product.md#accounts-permissions: only admins make admins or set the
 * role type; others grant only the roles they hold).
 */
export function grantsAfter(actor: RequestActor, current: AccountGrants, requested: RequestedGrants): AccountGrants {
  const forbidden = forbiddenGrantChanges(actor, roleFlagsFrom(actor.roleFlags), current, requested);
  if (forbidden.length > 0) {
    throw new AppError("NOT_ALLOWED", `Only an admin, or a holder of these roles, may set: ${forbidden.join(", ")}.`);
  }
  return applyGrantChanges(current, requested);
}
