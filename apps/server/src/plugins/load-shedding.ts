import { monitorEventLoopDelay } from "node:perf_hooks";
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { AppError } from "../errors/app-error";
import { isApiPath } from "./api-path";

/** How often the event loop's delay is sampled: a lag is noticed within this time. */
export const loadSampleIntervalMs = 250;

/** What a shed request is told to wait before trying again. */
export const busyRetryAfterSeconds = 2;

/** What `/api/health` reports of the event loop. */
export type EventLoopLoad = { delayMs: number; busy: boolean };

declare module "fastify" {
  interface FastifyInstance {
    /** The event loop's mean delay over the last sample, and whether new requests are being shed. */
    eventLoopLoad(): EventLoopLoad;
  }
  interface FastifyContextConfig {
    /** Answered even while the server sheds load (health: it says the server is busy). */
    pressureHandler?: () => undefined;
  }
}

/**
 * The console's own files and pages (a GET or HEAD outside /api: plugins/web-console.ts) are
 * served while the server sheds load. They are read from the build, not computed, so refusing
 * them frees nothing; and a page whose document was refused shows the 503's JSON, one whose
 * script chunk was refused stays broken until reloaded, where the console's API reads wait and
 * retry by themselves (docs/operations.md "When the database stalls or restarts"). Seen in the
 * journeys: two servers started beside two browsers on two cores refused the sign-in page's
 * document and a chunk.
 */
function isConsoleFile(request: FastifyRequest): boolean {
  return (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url);
}

function shed(reply: FastifyReply): Promise<never> {
  reply.header("retry-after", String(busyRetryAfterSeconds));
  return Promise.reject(new AppError("SERVER_BUSY", undefined, {}, { retry_after: busyRetryAfterSeconds }));
}

/**
 * The event loop's worst delay since the last call: how late this call's own
 * timer came (a loop held across its due time), or the longest lag the
 * histogram saw in between (a shorter hold), in milliseconds.
 */
function eventLoopDelayMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let sampledAt = performance.now();
  return {
    sample(): number {
      const now = performance.now();
      const timerLag = Math.max(0, now - sampledAt - loadSampleIntervalMs);
      sampledAt = now;
      const longestLag = histogram.count > 0 ? histogram.max / 1e6 : 0;
      histogram.reset();
      return Math.round(Math.max(timerLag, longestLag));
    },
    /** Forgets what it saw so far: the start-up's own work (modules, migrations, plugins) is no lag. */
    restart(): void {
      histogram.reset();
      sampledAt = performance.now();
    },
    stop: () => histogram.disable(),
  };
}

/**
 * Load shedding (docs/security.md "Load shedding"), with @fastify/under-pressure:
 * when the event loop was held longer than `maxEventLoopDelayMs` during the
 * last sample, new requests answer 503 SERVER_BUSY with `Retry-After` at once
 * until a sample finds it free again, instead of queuing behind the work that
 * held it, so the backlog drains and clients retry later or elsewhere. Health
 * is answered all the same: it says the server is busy, and so are the console's
 * files and pages. 0 turns shedding off;
 * the delay is still measured and reported.
 *
 * The plugin's own `maxEventLoopDelay` reads the mean delay of a sample, which
 * one long hold among many short ticks barely moves: the worst delay is read
 * here and given to it as its health check.
 */
export const loadSheddingPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { maxEventLoopDelayMs: number }) => {
    const { maxEventLoopDelayMs } = options;
    const monitor = eventLoopDelayMonitor();
    let delayMs = 0;
    let busy = false;
    // Building the app holds the loop for seconds (4.7 s seen on a busy machine), and its first
    // sample would count that as lag: the first requests after a start were refused as busy.
    app.addHook("onReady", async () => monitor.restart());
    app.addHook("onClose", async () => monitor.stop());
    await app.register(underPressure, {
      healthCheck: async () => {
        delayMs = monitor.sample();
        busy = maxEventLoopDelayMs > 0 && delayMs > maxEventLoopDelayMs;
        return !busy;
      },
      healthCheckInterval: loadSampleIntervalMs,
      sampleInterval: loadSampleIntervalMs,
      pressureHandler: (request, reply, type) => {
        if (isConsoleFile(request)) return undefined;
        request.log.warn({ type, eventLoopDelayMs: delayMs }, "Shedding a request: the event loop lags");
        return shed(reply);
      },
    });
    app.decorate("eventLoopLoad", (): EventLoopLoad => ({ delayMs, busy }));
  },
  { name: "ondine-load-shedding" },
);
