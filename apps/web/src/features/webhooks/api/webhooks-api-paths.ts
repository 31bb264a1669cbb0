// The webhook calls' paths (docs/webhooks.md#calls), under /api.

export const webhooksApiPaths = {
  endpoints: "/webhooks/endpoints",
  endpoint: (id: number) => `/webhooks/endpoints/${id}`,
  secret: (id: number) => `/webhooks/endpoints/${id}/secret`,
  test: (id: number) => `/webhooks/endpoints/${id}/test`,
  deliveries: (id: number) => `/webhooks/endpoints/${id}/deliveries`,
  delivery: (id: number, deliveryId: number) => `/webhooks/endpoints/${id}/deliveries/${deliveryId}`,
  replayDelivery: (id: number, deliveryId: number) => `/webhooks/endpoints/${id}/deliveries/${deliveryId}/replay`,
  replaySince: (id: number) => `/webhooks/endpoints/${id}/replay`,
} as const;

/**
 * The query keys, all under `["webhooks"]`: every change (a save, a rotation,
 * a replay, a test event) reads the whole feature again, since each touches
 * the list's health, the endpoint's header and its log at once.
 */
export const webhooksQueryKeys = {
  all: ["webhooks"] as const,
  endpointLists: ["webhooks", "endpoints"] as const,
  endpoints: (organismId: number | undefined) => ["webhooks", "endpoints", organismId ?? "all"] as const,
  endpoint: (id: number) => ["webhooks", "endpoint", id] as const,
  deliveriesOf: (id: number) => ["webhooks", "deliveries", id] as const,
  deliveries: (id: number, filters: object) => ["webhooks", "deliveries", id, filters] as const,
  delivery: (id: number, deliveryId: number) => ["webhooks", "delivery", id, deliveryId] as const,
};
