import type { Actor } from "@ondine/domain";
import { AppError } from "../../errors/app-error";

/**
 * docs/product.md#accounts-permissions: the announcements' calls (REST and
 * GraphQL) need an admin or the `portal_advertisement` role, else 403 before
 * anything is read.
 */
export function assertMayAdvertise(actor: Actor): void {
  if (!actor.admin && actor.roles.portal_advertisement !== 1) throw new AppError("NOT_ALLOWED");
}
