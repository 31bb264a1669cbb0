import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { type Logger, type LoggerOptions, pino } from "pino";
import type { LogLevel } from "./config";

export type { Logger } from "pino";

/** The header a request id comes in on (from a proxy or a client) and goes back out on. */
export const requestIdHeader = "x-request-id";

// An incoming id ends up in every log line of its request: accept only a
// short, plain token, so a client cannot forge log content or flood it.
const saneRequestId = /^[A-Za-z0-9._-]{1,128}$/;

/** The request's id: the caller's sane `x-request-id`, else a fresh UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  if (typeof incoming === "string" && saneRequestId.test(incoming)) return incoming;
  return randomUUID();
}

function isPinoPrettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

/**
 * Pino options for the server and the tools: human-readable lines when a
 * person watches a terminal (and pino-pretty, a dev dependency, is there),
 * one JSON object a line otherwise, for log collectors.
 */
export function loggerOptions(
  settings: { logLevel: LogLevel },
  output: { isTTY?: boolean } = process.stdout,
): LoggerOptions {
  const options: LoggerOptions = { level: settings.logLevel };
  if (output.isTTY === true && isPinoPrettyInstalled()) {
    options.transport = {
      target: "pino-pretty",
      options: { translateTime: "HH:MM:ss.l", ignore: "pid,hostname" },
    };
  }
  return options;
}

/** A logger built from loggerOptions, for code that runs outside a Fastify app. */
export function createLogger(settings: { logLevel: LogLevel }): Logger {
  return pino(loggerOptions(settings));
}
