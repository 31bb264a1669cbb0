import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { DatabaseHandle } from "../db";

/**
 * The app as main.ts builds it, on the given test database, logging nothing.
 * Without `webDistDir`, the console is "not built" (a folder that does not
 * exist), so tests never depend on whether someone ran the web build, and
 * without load shedding.
 */
export function buildTestApp(
  database: DatabaseHandle,
  overrides: Partial<Config> = {},
  options: Pick<
    BuildAppOptions,
    | "clock"
    | "mailTransport"
    | "runOutboxWorker"
    | "smsTransport"
    | "runMonitoringStorageMaintenance"
    | "runJobs"
    | "runTicketSmtpListener"
  > = {},
): FastifyInstance {
  const config: Config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    webDistDir: join(tmpdir(), `ondine-no-console-${randomUUID()}`),
    // Tests share two cores with PGlite's work on the same thread: shedding would refuse at random.
    // The load-shedding test turns it on with its own bound.
    maxEventLoopDelayMs: 0,
    ...overrides,
  };
  return buildApp({ config, database, ...options });
}
