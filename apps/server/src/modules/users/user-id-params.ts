import { z } from "zod";
import { AppError } from "../../errors/app-error";

const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `{id}` of a user path; anything but a user id names no user (404). */
export function userIdFrom(params: unknown): number {
  const result = userIdParamsSchema.safeParse(params);
  if (!result.success) throw new AppError("NOT_FOUND", "No such user.");
  return result.data.id;
}
