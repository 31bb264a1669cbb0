import { rowIdFromPath } from "../../errors/path-id";

/** `{id}` of a user path; anything but a user id names no user (404). */
export function userIdFrom(params: unknown): number {
  return rowIdFromPath(params, "No such user.");
}
