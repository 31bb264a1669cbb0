import type { DatabaseHandle } from "@ondine/server/db";
import { upsertBenchTokenAccount } from "../bench-token-account";

/**
 * The customer's integrator of the GraphQL bench and its API token: the api
 * and code roles on one organism, not an admin, so that every search pays
 * the scope condition.
 */
export function upsertBenchIntegrator(database: DatabaseHandle, organismId: number): Promise<string> {
  return upsertBenchTokenAccount(database, {
    email: "graphql-bench@bench.ondine.example",
    firstName: "GraphQL",
    lastName: "Bench",
    admin: false,
    roleFlags: ["api", "code"],
    organismId,
  });
}
