import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { type ModuleDependencies, moduleDependencies } from "../../module-dependencies";
import type { MailService } from "../mail";

/**
 * What the identity services need. `db` may be a transaction:
 * `{ ...authDependencies(app), db: tx }` runs a service inside the caller's.
 */
export type AuthDependencies = ModuleDependencies & {
  mail: MailService;
  config: Pick<Config, "publicUrl" | "staffEmailDomain" | "oidcIssuer" | "betaConsoleUrl">;
};

export function authDependencies(app: FastifyInstance): AuthDependencies {
  return { ...moduleDependencies(app), mail: app.mail, config: app.config };
}
