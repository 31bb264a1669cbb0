import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db";
import type { MailService } from "../mail";

/**
 * What the identity services need. `db` may be a transaction:
 * `{ ...authDependencies(app), db: tx }` runs a service inside the caller's.
 */
export type AuthDependencies = {
  db: Database;
  mail: MailService;
  now: () => Date;
  config: Pick<Config, "publicUrl" | "staffEmailDomain" | "oidcIssuer" | "betaConsoleUrl">;
};

export function authDependencies(app: FastifyInstance): AuthDependencies {
  return { db: app.database.db, mail: app.mail, now: () => app.clock.now(), config: app.config };
}
