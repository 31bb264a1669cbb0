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
 * exist), so tests never depend on whether someone ran the web build.
 */
export function buildTestApp(
  database: DatabaseHandle,
  overrides: Partial<Config> = {},
  options: Pick<
    BuildAppOptions,
    "clock" | "mailTransport" | "runOutboxWorker" | "smsTransport" | "runMonitoringStorageMaintenance"
  > = {},
): FastifyInstance {
  const config: Config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    webDistDir: join(tmpdir(), `ondine-no-console-${randomUUID()}`),
    ...overrides,
  };
  return buildApp({ config, database, ...options });
}
