import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { type Logger, type LoggerOptions, pino } from "pino";
import type { Config, LogLevel } from "./config";

type NodeEnv = Config["nodeEnv"];

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
 * How the server writes its log: "readable" lines for a person (pino-pretty,
 * a dev dependency) in development, one JSON object a line otherwise, for log
 * collectors (docs/operations.md#logs). Chosen by NODE_ENV, not by whether
 * stdout is a terminal: `npm start` run from an IDE, through `| tee` or by a
 * process manager has no terminal, and wrote raw JSON under its banner.
 */
export type LogFormat = "readable" | "json";

export function logFormatFor(settings: { nodeEnv: NodeEnv }): LogFormat {
  return settings.nodeEnv === "development" && isPinoPrettyInstalled() ? "readable" : "json";
}

/** Pino options for the server and the tools, in the format of `logFormatFor`. */
export function loggerOptions(settings: { logLevel: LogLevel; nodeEnv: NodeEnv }): LoggerOptions {
  const options: LoggerOptions = { level: settings.logLevel };
  // A silent logger needs no worker thread to pretty-print nothing.
  if (settings.logLevel !== "silent" && logFormatFor(settings) === "readable") {
    options.transport = {
      target: "pino-pretty",
      options: { translateTime: "HH:MM:ss.l", ignore: "pid,hostname" },
    };
  }
  return options;
}

/** A logger built from loggerOptions, for code that runs outside a Fastify app. */
export function createLogger(settings: { logLevel: LogLevel; nodeEnv: NodeEnv }): Logger {
  return pino(loggerOptions(settings));
}
