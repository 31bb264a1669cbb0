// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { DatabaseRateLimitStore } from "./database-rate-limit-store";
export { type RateLimitName, rateLimitRules } from "./rate-limit-rules";
