import type { DatabaseHandle } from "@ondine/server/db";
import { schema } from "@ondine/server/db";
import { sha256Hex } from "@ondine/server/tools-api";
import { eq } from "drizzle-orm";
import { upsertBenchIntegrator } from "../graphql/bench-integrator";

/** The overview's and the dashboards' roles (docs/product.md#accounts-permissions; `code` for the codes dashboard's list), and `api` to call with a token. */
const statisticsRoles = [
  "api",
  "code",
  "statistic_home",
  "statistic_purchases",
  "statistic_coupons",
  "statistic_customers",
];

/**
 * A customer's account on one organism, not an admin (so every call pays
 * the scope condition), with an API token: the GraphQL bench's integrator
 * (written again on each run, its token replaced) given the statistics roles
 * instead of its own. The GraphQL bench sets its roles back when it runs.
 */
export async function upsertBenchStatistician(database: DatabaseHandle, organismId: number): Promise<string> {
  const token = await upsertBenchIntegrator(database, organismId);
  await database.db
    .update(schema.users)
    .set({ roleFlags: statisticsRoles })
    .where(eq(schema.users.apiTokenHash, sha256Hex(token)));
  return token;
}
