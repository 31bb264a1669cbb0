import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { DatabaseHandle } from "../db";

declare module "fastify" {
  interface FastifyInstance {
    /** The database the process opened; modules build their repositories on `database.db`. */
    database: DatabaseHandle;
  }
}

/**
 * Makes the database reachable from every module. The process opened it and
 * closes it (main.ts, or a test), so the app adds no onClose for it.
 */
export const databasePlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    app.decorate("database", options.database);
  },
  { name: "ondine-database" },
);
