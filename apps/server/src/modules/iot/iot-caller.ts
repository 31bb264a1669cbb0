import type { Actor } from "@ondine/domain";
import { AppError } from "../../errors/app-error";

/**
 * docs/product.md#accounts-permissions, docs/iot.md "Roles and scope": the IoT
 * calls (REST and GraphQL) need an admin or the `iots` role
 * (`roles.network.iot`), else 403 before anything is read.
 */
export function assertMayUseIot(actor: Actor): void {
  if (!actor.admin && actor.roles.network.iot !== 1) throw new AppError("NOT_ALLOWED");
}
