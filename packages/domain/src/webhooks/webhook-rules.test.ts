import { describe, expect, it } from "vitest";
import { siteLevelEventType } from "./site-level-event-type";
import { webhookPayloadJsonSchemas } from "./webhook-payloads";
import {
  isWebhookDelivered,
  isWebhookEndpointToDisable,
  nextWebhookAttemptAt,
  webhookMaxAttempts,
} from "./webhook-retry-schedule";
import { webhookEndpointCreateSchema, webhookUrlErrors, webhookUrlProblem } from "./webhook-schemas";

describe("a receiver's URL", () => {
  it.each([
    ["https://pms.example/hooks/ondine?token=1", null],
    ["http://127.0.0.1:4000/hook", null],
    ["ftp://pms.example/hook", webhookUrlErrors.scheme],
    ["https://user:secret@pms.example/hook", webhookUrlErrors.credentials],
    ["https://pms.example/hook#part", webhookUrlErrors.invalid],
    ["pms.example/hook", webhookUrlErrors.invalid],
    ["https://", webhookUrlErrors.invalid],
  ])("reads %s as %s", (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });

  it("keeps a query's @ (not credentials) and refuses an endpoint with no event", () => {
    expect(webhookUrlProblem("https://pms.example/hook?by=a@b")).toBeNull();
    const parsed = webhookEndpointCreateSchema.safeParse({
      organism_id: 1,
      url: "https://pms.example/h",
      event_types: [],
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["webhooks.errors.no_events"]);
  });

  it("keeps each asked type once, sorted", () => {
    const parsed = webhookEndpointCreateSchema.parse({
      organism_id: 1,
      url: "https://pms.example/h",
      event_types: ["site.down", "code.used", "site.down"],
    });
    expect(parsed.event_types).toEqual(["code.used", "site.down"]);
  });
});

describe("the retry schedule", () => {
  const failedAt = new Date("2026-11-30T12:00:00Z");
  it("waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure, then gives up", () => {
    const delays = Array.from({ length: webhookMaxAttempts }, (_, index) => {
      const next = nextWebhookAttemptAt(index + 1, failedAt);
      return next === null ? null : (next.getTime() - failedAt.getTime()) / 1000;
    });
    expect(delays).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000, null]);
  });

  it("disables an endpoint failing 5 days, not a second sooner", () => {
    const now = new Date("2026-11-30T12:00:00Z");
    expect(isWebhookEndpointToDisable(new Date(now.getTime() - 5 * 86_400_000), now)).toBe(true);
    expect(isWebhookEndpointToDisable(new Date(now.getTime() - 5 * 86_400_000 + 1000), now)).toBe(false);
    expect(isWebhookEndpointToDisable(null, now)).toBe(false);
  });

  it("counts a 2xx only", () => {
    expect([199, 200, 204, 299, 300, 302, 404, 500].map(isWebhookDelivered)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("a site's level change", () => {
  it.each([
    ["up", "down", "site.down"],
    ["degraded", "down", "site.down"],
    ["up", "degraded", "site.degraded"],
    ["up", "degradedAps", "site.degraded"],
    ["down", "degradedAps", "site.degraded"],
    ["degraded", "degradedAps", null],
    ["down", "up", "site.recovered"],
    ["degradedAps", "up", "site.recovered"],
    ["notReferenced", "down", null],
    [null, "down", null],
    ["down", "down", null],
  ] as const)("from %s to %s sends %s", (previous, next, type) => {
    expect(siteLevelEventType(previous, next)).toBe(type);
  });
});

it("prints every event's payload as JSON Schema", () => {
  const schemas = webhookPayloadJsonSchemas();
  expect(Object.keys(schemas)).toContain("site.down");
  expect(Object.keys(schemas)).toContain("webhook.test");
  expect(JSON.stringify(schemas["code.used"])).toContain("first_used_at");
});
