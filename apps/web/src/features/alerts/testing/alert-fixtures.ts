import {
  type AlertLogAnswer,
  type AlertLogEntry,
  type AlertSubscriptionAnswer,
  type AlertSubscriptionsAnswer,
  alertLogAnswerSchema,
  alertLogEntrySchema,
  alertSubscriptionAnswerSchema,
  alertSubscriptionsAnswerSchema,
} from "@ondine/domain";

/** One site of `GET /alerts/subscriptions`, through the answer's schema: a fixture the server could not send fails here. */
export function subscriptionSite(overrides: Partial<AlertSubscriptionAnswer> = {}): AlertSubscriptionAnswer {
  return alertSubscriptionAnswerSchema.parse({
    site_id: 12,
    site_name: "Hôtel Nantes",
    organism_id: 3,
    organism_name: "Hôtels Belle Escale",
    levels: [],
    ...overrides,
  });
}

export function subscriptionsAnswer(sites: readonly AlertSubscriptionAnswer[]): AlertSubscriptionsAnswer {
  return alertSubscriptionsAnswerSchema.parse({ sites });
}

/** A chain's `count` sites, "Hôtel 001"..., in the server's order (organism, then name). */
export function chainSites(
  count: number,
  organism = { id: 3, name: "Hôtels Belle Escale" },
): AlertSubscriptionAnswer[] {
  return Array.from({ length: count }, (_, index) =>
    subscriptionSite({
      site_id: 1000 + index,
      site_name: `Hôtel ${String(index + 1).padStart(3, "0")}`,
      organism_id: organism.id,
      organism_name: organism.name,
    }),
  );
}

/** One announcement of the log, through its schema. */
export function alertLogEntry(overrides: Partial<AlertLogEntry> = {}): AlertLogEntry {
  return alertLogEntrySchema.parse({
    id: 501,
    site_id: 12,
    site_name: "Hôtel Nantes",
    organism_name: "Hôtels Belle Escale",
    kind: "down",
    level: "down",
    reason: "noLine",
    since: "2026-11-22T09:58:00.000Z",
    announced_at: "2026-11-22T10:00:00.000Z",
    recipients: 3,
    ...overrides,
  });
}

export function alertLogAnswer(
  items: readonly AlertLogEntry[],
  pages = { current_page: 1, total_pages: 1 },
): AlertLogAnswer {
  return alertLogAnswerSchema.parse({ items, ...pages });
}
