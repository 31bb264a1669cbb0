import {
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
  webhookDeliveryDetailSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from "@ondine/domain";

// The webhook answers of the screens' tests, each checked by the domain's answer
// schema: a fixture the server could not answer fails here, not in a screen.

/** Endpoint 41 of Hôtels Belle Escale (organism 3 of the test locations), enabled and healthy. */
export function endpointFixture(fields: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return webhookEndpointSchema.parse({
    id: 41,
    organism_id: 3,
    organism_name: "Hôtels Belle Escale",
    url: "https://pms.belle-escale.example/hooks/ondine",
    description: "Logiciel de réception",
    event_types: ["site.down", "site.recovered", "ticket.opened"],
    enabled: true,
    disabled_reason: null,
    disabled_at: null,
    previous_secret_expires_at: null,
    created_at: "2026-11-02T09:00:00.000Z",
    health: {
      last_success_at: "2026-11-29T13:58:00.000Z",
      last_failure_at: null,
      failing_since: null,
      pending: 0,
      failed_last_day: 0,
    },
    ...fields,
  });
}

/** A delivery of endpoint 41's log, delivered at its first attempt. */
export function deliveryFixture(fields: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return webhookDeliverySchema.parse({
    id: 9001,
    event_id: "msg_2Kx9QvL7pD",
    event_type: "site.down",
    state: "delivered",
    attempts: 1,
    created_at: "2026-11-29T14:02:11.000Z",
    last_attempt_at: "2026-11-29T14:02:12.000Z",
    last_status: 200,
    next_attempt_at: null,
    delivered_at: "2026-11-29T14:02:12.000Z",
    ...fields,
  });
}

export function attemptFixture(fields: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
    attempt: 1,
    started_at: "2026-11-29T14:02:12.000Z",
    duration_ms: 240,
    response_status: 200,
    response_head: "ok",
    error: null,
    ...fields,
  };
}

/** The envelope docs/webhooks.md shows, as the log keeps its body (compact JSON). */
export const siteDownBody = JSON.stringify({
  type: "site.down",
  timestamp: "2026-11-29T14:02:11.000Z",
  data: {
    organism: { id: 3, name: "Hôtels Belle Escale" },
    site: { id: 12, name: "Hôtel Nantes" },
    level: "down",
    previous_level: "up",
    reason: "stale",
    since: "2026-11-29T14:01:58.000Z",
    muted: false,
  },
});

export function deliveryDetailFixture(
  fields: Partial<WebhookDeliveryDetail> = {},
  delivery: WebhookDelivery = deliveryFixture(),
): WebhookDeliveryDetail {
  return webhookDeliveryDetailSchema.parse({
    ...delivery,
    request_body: siteDownBody,
    attempt_log: [attemptFixture()],
    ...fields,
  });
}

/** A page of the log as GET .../deliveries answers it. */
export function deliveriesPage(deliveries: WebhookDelivery[], currentPage = 1, totalPages = 1) {
  return { status: 200, body: { deliveries, current_page: currentPage, total_pages: totalPages } };
}
