import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { type ModuleDependencies, moduleDependencies } from "../../module-dependencies";

/**
 * What the ticket services need: the database and clock, and the settings
 * they read (the SLA clock's calendar and targets, the mail's addresses).
 * `db` may be a transaction, as for every module.
 */
export type TicketsDependencies = ModuleDependencies & { config: Config };

export function ticketsDependencies(app: FastifyInstance): TicketsDependencies {
  return { ...moduleDependencies(app), config: app.config };
}
