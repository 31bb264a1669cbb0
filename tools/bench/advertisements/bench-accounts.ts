import type { DatabaseHandle } from "@ondine/server/db";
import { upsertBenchTokenAccount } from "../bench-token-account";

/**
 * The announcements bench's two accounts and their API tokens: an admin, and
 * a manager with the `portal_advertisement` role on one organism (not an
 * admin, so that every call pays the scope condition).
 */
export function upsertAnnouncementsBenchAccount(
  database: DatabaseHandle,
  kind: "admin" | "manager",
  organismId: number | undefined,
): Promise<string> {
  return upsertBenchTokenAccount(database, {
    email: `announcements-${kind}@bench.ondine.example`,
    firstName: "Announcements",
    lastName: kind,
    admin: kind === "admin",
    roleFlags: kind === "admin" ? ["api"] : ["api", "portal_advertisement"],
    organismId,
  });
}
