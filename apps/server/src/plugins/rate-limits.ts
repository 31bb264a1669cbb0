import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { TooManyRequestsError } from "../errors/app-error";
import { DatabaseRateLimitStore, type RateLimitName, rateLimitRules } from "../modules/rate-limits";
import { sha256Hex } from "../security/secret-tokens";

/** What one limit counts: the client's address, or a value of the request (an e-mail, a site id). */
export type RateLimitSubject = { ip: true } | { value: string | number };

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Counts this request against a limit of `rateLimitRules`; past it,
     * throws 429 TOO_MANY_REQUESTS with `Retry-After` (the seconds left in
     * the window).
     */
    enforceRateLimit(request: FastifyRequest, name: RateLimitName, subject: RateLimitSubject): Promise<void>;
  }
}

/** The counter's key: the limit's name and a hash of what it counts, so no address is stored. */
function counterKey(request: FastifyRequest, name: RateLimitName, subject: RateLimitSubject): string {
  // An IPv6 client is counted by its /64, which it usually holds whole.
  const value = "ip" in subject ? normalizeIP(request.ip) : String(subject.value).trim().toLowerCase();
  return `${name}:${sha256Hex(value)}`;
}

/**
 * @fastify/rate-limit on the database (DatabaseRateLimitStore), applied by
 * the routes that name a limit, not globally: each limit needs its own key
 * (an address read from the body, a site), so routes call
 * `app.enforceRateLimit` once they have read their body.
 */
export const rateLimitsPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const clock = app.clock;
    await app.register(fastifyRateLimit, {
      global: false,
      store: class extends DatabaseRateLimitStore {
        constructor() {
          super(db, clock);
        }
      },
    });

    // One checker per limit, made once (making one merges options and derives a store: not per request).
    // The checker reads its key synchronously as it starts, from what `enforceRateLimit` set just before.
    const keys = new WeakMap<FastifyRequest, string>();
    const checkers = Object.fromEntries(
      Object.entries(rateLimitRules).map(([name, rule]) => [
        name,
        app.createRateLimit({
          max: rule.max,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => keys.get(request) as string,
        }),
      ]),
    ) as Record<RateLimitName, ReturnType<FastifyInstance["createRateLimit"]>>;

    app.decorate(
      "enforceRateLimit",
      async (request: FastifyRequest, name: RateLimitName, subject: RateLimitSubject) => {
        keys.set(request, counterKey(request, name, subject));
        const result = await checkers[name](request);
        if (!result.isAllowed && result.isExceeded) {
          request.log.warn({ limit: name }, "Rate limit reached");
          throw new TooManyRequestsError(Math.max(1, result.ttlInSeconds));
        }
      },
    );
  },
  { name: "ondine-rate-limits", dependencies: ["ondine-database", "ondine-app-context"] },
);
