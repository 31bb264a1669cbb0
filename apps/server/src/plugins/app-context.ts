import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config";

/** Where services read the time, so tests move it instead of waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

declare module "fastify" {
  interface FastifyInstance {
    /** The settings the process read at boot (config.ts). */
    config: Config;
    clock: Clock;
  }
}

/** Makes the configuration and the clock reachable from every module. */
export const appContextPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { config: Config; clock: Clock }) => {
    app.decorate("config", options.config);
    app.decorate("clock", options.clock);
  },
  { name: "ondine-app-context" },
);
