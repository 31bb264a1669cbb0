/** Event (docs/product.md#monitoring-maintenance): an incident or a piece of work on a customer's network. */
export const maintenanceEventKinds = ["incident", "miscellaneous", "release", "scheduled_work", "study"] as const;
export type MaintenanceEventKind = (typeof maintenanceEventKinds)[number];

export const maintenanceEventStates = ["opened", "freezed", "closed"] as const;
export type MaintenanceEventState = (typeof maintenanceEventStates)[number];

export const maintenanceEventCriticalities = [
  "blocking",
  "immediate",
  "low",
  "major",
  "minor",
  "normal",
  "urgent",
] as const;
export type MaintenanceEventCriticality = (typeof maintenanceEventCriticalities)[number];

/** Whose fault or job it is: `{product}` reads `provider`, `{product}site` reads `site` (docs/decisions.md#api-contract). */
export const maintenanceEventResponsibilities = ["third_party", "provider", "site"] as const;
export type MaintenanceEventResponsibility = (typeof maintenanceEventResponsibilities)[number];

/** docs/product.md#monitoring-maintenance: incidents are counted while opened. */
export const countedEventState: MaintenanceEventState = "opened";
