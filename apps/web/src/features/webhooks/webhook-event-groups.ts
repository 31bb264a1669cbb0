import type { WebhookEventType } from "@ondine/domain";

/** A family of events, as the form groups its checkboxes (docs/webhooks.md#events). */
export interface WebhookEventGroup {
  id: "sites" | "codes" | "tickets" | "privateWifi" | "announcements";
  types: readonly WebhookEventType[];
}

/** Every type of the domain's catalogue, each in one group, in the order docs/webhooks.md lists them. */
export const webhookEventGroups: readonly WebhookEventGroup[] = [
  { id: "sites", types: ["site.down", "site.degraded", "site.recovered"] },
  { id: "codes", types: ["code_batch.created", "code.used", "code.disabled"] },
  { id: "tickets", types: ["ticket.opened", "ticket.replied"] },
  { id: "privateWifi", types: ["private_wifi.key_applied"] },
  { id: "announcements", types: ["announcement.published"] },
];

/** `chosen` with the group's types all added (`on`) or all taken out, the others kept, in the catalogue's order. */
export function withGroupChosen(
  chosen: readonly WebhookEventType[],
  group: WebhookEventGroup,
  on: boolean,
): WebhookEventType[] {
  const others = chosen.filter((type) => !group.types.includes(type));
  const next = new Set(on ? [...others, ...group.types] : others);
  return webhookEventGroups.flatMap((each) => each.types).filter((type) => next.has(type));
}
